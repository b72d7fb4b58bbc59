// Writes the entry's chunk loaders (runtime/chunk-loaders.ts), so a chunk's files are fetched at once
// and bundlers can follow them. See docs/internals.md#loading-chunks.

/** The chunk loaders' source: `chunks` maps widgets and modules by name to files in chunks/. */
export function chunkLoadersSource(chunks) {
  const loader = (files) => {
    const loads = files.map((file) => {
      const path = JSON.stringify(`./chunks/${file}`);
      return file.endsWith('.css') ? `stylesheet(new URL(${path}, import.meta.url).href)` : `import(${path})`;
    });
    return `(stylesheet) => [${loads.join(', ')}]`;
  };
  const group = (byName) =>
    `{ ${Object.entries(byName)
      .map(([name, files]) => `${JSON.stringify(name)}: ${loader(files)}`)
      .join(', ')} }`;
  return `export const chunkLoaders = { widgets: ${group(chunks.widgets)}, modules: ${group(chunks.modules)} };\n`;
}

/**
 * An esbuild plugin for the entry's build: runtime/chunk-loaders.ts gets the generated loaders, and
 * their `./chunks/…` imports stay as written (external), relative to the entry's output file.
 */
export function chunkLoadersPlugin(loadersFile, chunks) {
  return {
    name: 'chunk-loaders',
    setup(build) {
      build.onLoad({ filter: /chunk-loaders\.ts$/ }, ({ path }) =>
        path === loadersFile ? { contents: chunkLoadersSource(chunks), loader: 'js' } : undefined,
      );
      build.onResolve({ filter: /^\.\/chunks\// }, ({ path, importer }) =>
        importer === loadersFile ? { path, external: true } : undefined,
      );
    },
  };
}
