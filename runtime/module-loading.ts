// How a runtime module's code is loaded, for the blocks' runtime.ts: bundled in the entry, or a
// chunk (loadChunk). Code that reads consent loads through common/consent/consent-loading.ts.
import type { ElementSetup } from './enhance';

/** A module bundled in the entry: nothing to load. */
export const bundled = (setup: ElementSetup) => () => Promise.resolve({ setup });
