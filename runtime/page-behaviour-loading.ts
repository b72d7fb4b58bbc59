// How a page behaviour bundled in the entry is loaded, for the blocks' runtime.ts (a chunk's load is
// `() => loadChunk('NAME')`), in the same shape as a chunk's.
import type { ElementSetup } from './enhance';

/** A behaviour bundled in the entry: nothing to load. */
export const bundled = (setup: ElementSetup) => () => Promise.resolve({ setup });
