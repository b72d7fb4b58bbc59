// The cookie bar's part of the entry: the bar, its dialog and the gated scripts are chunks (not
// every page shows a bar or gates a script); the openers, early choices and the start that keeps a
// stored choice's bar hidden are bundled.
import { loadChunk } from '../../runtime/load-chunk';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockBehaviours } from '../../runtime/page-behaviour-block';
import { bundled } from '../../runtime/page-behaviour-loading';
import { withConsent } from '../../common/consent/consent-loading';
import { markStoredConsent, markStoredConsentFromHint, storedConsentRead } from '../../common/consent/consent-store';
import { startConsentMode } from './consent-mode';
import { keepEarlyCookieChoices } from './early-choice';
import block from './cookiebar.block';
import type * as Cookiebar from './cookiebar.chunk';
import type * as Preferences from './cookiebar-preferences.chunk';
import type * as GatedScripts from './gated-scripts.chunk';
import * as settingsOpener from './settings-opener';

const loadPreferences = () => loadChunk<typeof Preferences>('cookiebar-preferences');

export default defineBlockRuntime({
  behaviours: blockBehaviours(block, {
    cookiebar: { load: withConsent(() => loadChunk<typeof Cookiebar>('cookiebar'), loadPreferences) },
    'cookiebar-open': { load: bundled(settingsOpener.setup) },
    // After the bar, whose revision and categories decide what a stored choice accepts. Its
    // `data-src` is the script's file, which lazy images leave alone.
    'consent-script': { load: withConsent(() => loadChunk<typeof GatedScripts>('gated-scripts')), ownsDataSrc: true },
  }),
  start: {
    atOnce: () => {
      keepEarlyCookieChoices();
      void storedConsentRead().then(() => markStoredConsent());
    },
    parsed: () => void storedConsentRead().then(() => startConsentMode()),
    beforeFirstPaint: markStoredConsentFromHint,
  },
});
