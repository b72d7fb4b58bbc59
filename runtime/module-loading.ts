// How a runtime module's code is loaded, for the blocks' runtime.ts: bundled in the entry, or a
// chunk (loadChunk) handed what it needs from the entry. Each returns the module's `load`.
import { consentAccess, type ConsentAccess } from './consent/consent-access';
import { storedConsentRead } from './consent/consent-store';
import type { Cleanup, ElementSetup } from './enhance';

/** A module bundled in the entry: nothing to load. */
export const bundled = (setup: ElementSetup) => () => Promise.resolve({ setup });

/** A module bundled in the entry that reads the stored consent: it starts once that can be read. */
export const afterConsent = (setup: ElementSetup) => () => storedConsentRead().then(() => ({ setup }));

/**
 * A module in a chunk that reads and stores consent: the chunk is handed the entry's consent store
 * (a chunk's own copy would not see the entry's state), once the stored consent can be read.
 */
export const withConsent =
  <Extra extends unknown[]>(
    load: () => Promise<{ setup: (element: HTMLElement, consent: ConsentAccess, ...extra: Extra) => Cleanup | void }>,
    ...extra: Extra
  ) =>
  () =>
    Promise.all([load(), storedConsentRead()]).then(([{ setup }]) => ({
      setup: (element: HTMLElement) => setup(element, consentAccess, ...extra),
    }));
