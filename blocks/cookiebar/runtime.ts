// The cookie bar is a chunk (not every page shows one), handed the entry's consent store. On a bar
// the server rendered visible, the entry answers the choice buttons until then
// (early-choice.ts). Its openers and the gated scripts are bundled in the entry.
// Its part of the start: a bar rendered visible on a cached page stays hidden from the start when a
// choice is stored, at once by a note in localStorage, then by the cookie itself. The cookie is read
// without a synchronous document.cookie read where the browser can (the Cookie Store API); what
// reads it waits for that, the rest starts at once.
import { loadChunk } from '../../runtime/load-chunk';
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { blockModules } from '../../runtime/module-block';
import { bundled } from '../../runtime/module-loading';
import { afterConsent, withConsent } from '../../common/consent/consent-loading';
import { markStoredConsent, markStoredConsentFromHint, storedConsentRead } from '../../common/consent/consent-store';
import { startConsentMode } from './consent-mode';
import { keepEarlyCookieChoices } from './early-choice';
import block from './block';
import type * as Cookiebar from './cookiebar.chunk';
import type * as Preferences from './cookiebar-preferences.chunk';
import * as gatedScripts from './gated-scripts';
import * as settingsOpener from './settings-opener';

const loadPreferences = () => loadChunk<typeof Preferences>('cookiebar-preferences');

export default defineBlockRuntime({
  behaviours: blockModules(block, {
    cookiebar: { load: withConsent(() => loadChunk<typeof Cookiebar>('cookiebar'), loadPreferences) },
    'cookiebar-open': { load: bundled(settingsOpener.setup) },
    // After the bar, whose revision and categories decide what a stored choice accepts.
    'consent-script': { load: afterConsent(gatedScripts.setup) },
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
