// Puts the code every widget chunk shares (React, widgets/ and the common/ modules widgets use) into
// one chunk, the widget runtime, instead of a chunk per set of widgets that use a piece of it. See
// docs/internals.md#the-widget-runtime.
import * as esbuild from 'esbuild';

/** The made module every widget chunk imports first. */
const RUNTIME = 'site-widgets:widget-runtime';
/** A widget chunk's entry: RUNTIME, then the widget's element file. */
const WIDGET_ENTRY = 'widget-entry';
/** Where the shared code lives; a block folder's own shared code (Swiper's for the sliders) stays in its chunks. */
const RUNTIME_FOLDERS = /^(common|widgets)\//;

/**
 * The common/ and widgets/ modules that two widget chunks or more import (directly or not), found
 * by bundling the widget entries (esbuild `options` for them) each on its own without writing:
 * the roots of the widget runtime, which brings along everything they import (React with them).
 */
export async function widgetRuntimeRoots(options) {
  const { metafile } = await esbuild.build({
    ...options,
    splitting: false,
    write: false,
    metafile: true,
  });
  const users = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const input of Object.keys(output.inputs))
      if (RUNTIME_FOLDERS.test(input)) users.set(input, (users.get(input) ?? 0) + 1);
  }
  return [...users]
    .filter(([, count]) => count > 1)
    .map(([input]) => input)
    .sort();
}

/**
 * Widget entries as the widget build takes them: each exports the widget runtime (before its
 * element file runs), so every module the runtime reaches is used by every widget chunk, and
 * esbuild's code splitting, which splits by the statements each chunk uses, puts them all in one
 * chunk rather than a function that two widgets use in a chunk of its own.
 */
export const widgetEntries = (entries) =>
  Object.fromEntries(Object.entries(entries).map(([name, file]) => [name, `${WIDGET_ENTRY}:${file}`]));

/** The plugin that makes the widget entries and the runtime module, which exports each root's namespace. */
export function widgetRuntimePlugin(root, roots) {
  return {
    name: 'widget-runtime',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${WIDGET_ENTRY}:`) }, ({ path }) => ({
        path: path.slice(WIDGET_ENTRY.length + 1),
        namespace: WIDGET_ENTRY,
      }));
      build.onLoad({ filter: /.*/, namespace: WIDGET_ENTRY }, ({ path }) => ({
        contents: `export * as widgetRuntime from ${JSON.stringify(RUNTIME)};\nimport ${JSON.stringify(path)};\n`,
        resolveDir: root,
        loader: 'js',
      }));
      build.onResolve({ filter: new RegExp(`^${RUNTIME}$`) }, () => ({ path: RUNTIME, namespace: 'widget-runtime' }));
      build.onLoad({ filter: /.*/, namespace: 'widget-runtime' }, () => ({
        contents: runtimeSource(roots),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}

const runtimeSource = (roots) =>
  roots.map((file, index) => `export * as module${index} from ${JSON.stringify(`./${file}`)};\n`).join('');
