// Starts the runtime on the page: the entry (site-widgets.ts) calls it with the runtime part of
// every block folder. Kept small, as the entry is: the registry, the scan, the consent store and
// the light runtime modules; everything heavy is a chunk loaded when its markup is on the page.
import { startConsentMode } from './consent/consent-mode';
import { markStoredConsent, markStoredConsentFromHint, storedConsentRead } from './consent/consent-store';
import { keepEarlyCookieChoices } from './consent/early-choice';
import { keepEarlyInteractions } from './early-interactions/early-interactions';
import { sharedSlot } from '../common/shared-state';
import type { RuntimeModule } from './enhance';
import { moduleList } from './module-list';
import { startScanning } from './scan';

/** Starts the runtime with the blocks' runtime modules, once per page. */
export function start(blockRuntimes: readonly (readonly RuntimeModule[])[]): void {
  // The script may be included twice (a CMS block and a layout); the second copy does nothing.
  let first = false;
  sharedSlot('started', () => (first = true));
  if (!first) return;
  const modules = moduleList(blockRuntimes);
  // From now on, a click on a widget whose code is on its way is not lost.
  keepEarlyInteractions();
  keepEarlyCookieChoices();
  // A bar rendered visible on a cached page stays hidden from the start when a choice is stored:
  // at once by a note in localStorage, then by the cookie itself. The cookie is read without a
  // synchronous document.cookie read where the browser can (the Cookie Store API); what reads it
  // waits for that, the rest starts at once.
  const consentRead = storedConsentRead();
  void consentRead.then(() => markStoredConsent());
  const begin = () => {
    void consentRead.then(() => startConsentMode());
    startScanning(modules);
    markStarted();
  };
  // A module script, async or deferred, may run before the document is parsed: wait for it then.
  // (Starting on a half-parsed page was tried: under load the parser keeps the main thread busy,
  // and the widgets at the top were not interactive any sooner.)
  if (document.readyState === 'loading') {
    markStarted();
    markStoredConsentFromHint();
    document.addEventListener('DOMContentLoaded', begin, { once: true });
  } else {
    // The widgets in view are asked for first, then the note is read: still in this task, before
    // the first paint, but React's download no longer waits for the storage read.
    begin();
    markStoredConsentFromHint();
  }
}

/**
 * Tells the stylesheet the runtime is here: its fallbacks for a script that never arrives
 * (collapse bodies shown after 4 s) stand down. On a parsed page this comes after the first scan:
 * the attribute restyles every waiting widget, and the scan's measuring of the widgets in view
 * would otherwise wait for that restyle (and a layout) before asking for their code.
 */
function markStarted(): void {
  document.documentElement.setAttribute('data-site-widgets-started', '');
}
