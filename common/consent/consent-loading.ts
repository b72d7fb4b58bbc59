// How a block's code that reads consent is loaded: it starts once the stored choice can be read, and
// a chunk is handed the entry's store, as its own copy would not see the entry's state.
import { consentAccess, type ConsentAccess } from './consent-access';
import { storedConsentRead } from './consent-store';

/** What a page behaviour's setup returns: what undoes it, if anything (runtime/enhance.ts's Cleanup). */
type Cleanup = (() => void) | void;

/** A page behaviour in a chunk that reads and stores consent, handed the entry's store and `extra`. */
export const withConsent =
  <Extra extends unknown[]>(
    load: () => Promise<{ setup: (element: HTMLElement, consent: ConsentAccess, ...extra: Extra) => Cleanup }>,
    ...extra: Extra
  ) =>
  () =>
    Promise.all([load(), storedConsentRead()]).then(([{ setup }]) => ({
      setup: (element: HTMLElement) => setup(element, consentAccess, ...extra),
    }));
