// How to load each lazily loaded chunk, as the build writes it: build.mjs replaces this file's
// contents with one loader per chunk (build/chunk-loaders.mjs). A loader starts every file the
// chunk needs at once, each as a literal `import('./chunks/…')` or
// `new URL('./chunks/….css', import.meta.url)`. Literal, so that a bundler importing the package
// (Vite, Rollup, webpack) follows them and emits the chunks into the app's own output; relative to
// the entry, so that a script tag finds them beside it on any folder or CDN. Unbundled (unit tests)
// there are no chunks, and so nothing to load.

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
