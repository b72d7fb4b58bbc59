// How to load each lazily loaded chunk: the build replaces this file's contents with one loader per chunk
// (build/chunk-loaders.mjs); unbundled (unit tests) there are none. See docs/internals.md#loading-chunks.

/** Adds one stylesheet to the page; resolves once it applies. */
type StylesheetLoader = (href: string) => Promise<void>;

/**
 * Starts loading every file of one chunk, in the order to ask for them (the largest first, the
 * chunk's own module last): the last promise is that module's.
 */
export type ChunkLoader = (stylesheet: StylesheetLoader) => Promise<unknown>[];

export const chunkLoaders: { widgets: Record<string, ChunkLoader>; modules: Record<string, ChunkLoader> } = {
  widgets: {},
  modules: {},
};
