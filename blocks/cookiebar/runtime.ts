// The cookie bar is a chunk (not every page shows one), handed the entry's consent store. On a bar
// the server rendered visible, the entry answers the choice buttons until then
// (runtime/consent/early-choice.ts). Its openers and the gated scripts are bundled in the entry.
import { loadChunk } from '../../runtime/load-chunk';
import { blockModules } from '../../runtime/module-block';
import { afterConsent, bundled, withConsent } from '../../runtime/module-loading';
import block from './block';
import type * as Cookiebar from './cookiebar.chunk';
import type * as Preferences from './cookiebar-preferences.chunk';
import * as gatedScripts from './gated-scripts';
import * as settingsOpener from './settings-opener';

const loadPreferences = () => loadChunk<typeof Preferences>('cookiebar-preferences');

export default blockModules(block, {
  cookiebar: { load: withConsent(() => loadChunk<typeof Cookiebar>('cookiebar'), loadPreferences) },
  'cookiebar-open': { load: bundled(settingsOpener.setup) },
  // After the bar, whose revision and categories decide what a stored choice accepts.
  'consent-script': { load: afterConsent(gatedScripts.setup) },
});
