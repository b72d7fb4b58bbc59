// Builds dist/ (entry, stylesheet, chunks, manifests, types) in two esbuild passes, so that nothing
// loads in a waterfall. Usage: node build.mjs [--quiet]. See docs/internals.md#the-build.
import * as esbuild from 'esbuild';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkLoadersPlugin } from './build/chunk-loaders.mjs';
import { writePreloadManifest } from './build/preload-manifest.mjs';
import { blockFolderModules, blockFolders, blocksOf, chunkEntries } from './build/block-folders.mjs';
import { declarationProse } from './build/declaration-prose.mjs';
import { writeManifest } from './build/manifest.mjs';
import { writeFixtures } from './build/fixtures.mjs';
import { writeCmsFaces } from './build/cms-faces.mjs';
import { writeCraftPlugin } from './build/craft-plugin.mjs';
import { themeFallbacks } from './build/theme-fallbacks.mjs';
import { trustedTypesSinks } from './build/trusted-types.mjs';
import { widgetEntries, widgetRuntimePlugin, widgetRuntimeRoots } from './build/widget-runtime.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = join(root, 'dist');

const blocksDir = join(root, 'blocks');

/**
 * Chromium's explicit compile hint (Chrome 136+; to other browsers it is a comment): compile every
 * function of the file while it streams in, on a background thread. A chunk is fetched only when
 * it is about to run, and most of its code runs at once (React's reconciler and event system on
 * the first render). Without the hint, V8 compiles each function on the main thread at its first
 * call, and the widgets become interactive later (`npm run bench -- collapse`, with and without).
 */
export const COMPILE_HINT = { js: '//# allFunctionsCalledOnLoad' };

export async function build({ quiet = false } = {}) {
  await rm(dist, { recursive: true, force: true });
  const common = {
    absWorkingDir: root,
    bundle: true,
    minify: true,
    sourcemap: true,
    target: ['chrome111', 'firefox113', 'safari16.4'],
    legalComments: 'linked',
    logLevel: 'warning',
  };
  const script = { ...common, format: 'esm', jsx: 'automatic', define: { 'process.env.NODE_ENV': '"production"' } };
  const folders = await blockFolders(blocksDir);
  const widgetTags = blocksOf(folders)
    .filter((block) => block.kind === 'widget')
    .map((block) => block.name);
  const chunkCss = chunkStylesheets();
  // `plugins` before the shared ones; the CSS that chunk code imports is recorded in chunkCss.
  const chunkBuild = (entryPoints, plugins = [chunkCss.plugin]) => ({
    ...script,
    entryPoints,
    outdir: join(dist, 'chunks'),
    splitting: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    banner: COMPILE_HINT,
    metafile: true,
    plugins: [...plugins, declarationProse(), blockFolderModules(blocksDir), trustedTypesSinks()],
  });
  // Widgets and the page behaviours' chunks are built apart: what widgets share is the one widget
  // runtime chunk, and the behaviours' chunks (no React) share theirs among themselves.
  const entries = Object.entries(chunkEntries(folders));
  const widgetChunks = Object.fromEntries(entries.filter(([name]) => widgetTags.includes(name)));
  const moduleChunks = Object.fromEntries(entries.filter(([name]) => !widgetTags.includes(name)));
  // A pass of its own to find the runtime's modules, whose CSS imports are not recorded.
  const runtimeRoots = await widgetRuntimeRoots(chunkBuild(widgetChunks, [chunkStylesheets().plugin]));
  const [widgetsBuilt, modulesBuilt] = await Promise.all([
    esbuild.build(chunkBuild(widgetEntries(widgetChunks), [widgetRuntimePlugin(root, runtimeRoots), chunkCss.plugin])),
    esbuild.build(chunkBuild(moduleChunks)),
    esbuild.build({
      ...common,
      entryPoints: { 'site-widgets': 'runtime/site-widgets.css' },
      outdir: dist,
      loader: { '.svg': 'dataurl' },
      // Its @import 'site-widgets:block-stylesheets' becomes every block folder's stylesheet; the
      // documented custom properties become fallbacks (build/theme-fallbacks.mjs).
      plugins: [blockFolderModules(blocksDir), themeFallbacks(root)],
    }),
  ]);
  const stylesheets = await buildChunkStylesheets(common, chunkCss.imports);
  const metafile = { outputs: { ...widgetsBuilt.metafile.outputs, ...modulesBuilt.metafile.outputs } };
  const files = chunkFiles(metafile, widgetTags, stylesheets);
  await esbuild.build({
    ...script,
    entryPoints: { 'site-widgets': 'site-widgets.ts' },
    outdir: dist,
    plugins: [
      chunkLoadersPlugin(join(root, 'runtime/chunk-loaders.ts'), files),
      blockFolderModules(blocksDir),
      declarationProse(),
    ],
  });
  await Promise.all([
    writeManifest(root, dist),
    writePreloadManifest(dist, files),
    writeFixtures(folders, dist),
    writeCmsFaces(root, folders),
  ]);
  // After the manifests: the Craft plugin gets a copy of the finished dist/.
  await writeCraftPlugin(root, folders, dist);
  const report = await sizeReport();
  if (!quiet) printReport(report);
  return report;
}

/**
 * CSS that chunk code imports (Swiper's, imported by the sliders) is built as a stylesheet of its
 * own in chunks/, once however many chunks import it (esbuild would copy it into each entry's
 * CSS), and loads with every chunk whose code imports it. The plugin leaves the import empty in
 * the code and records it: `imports` maps the importing source file to the stylesheets it imports.
 */
function chunkStylesheets() {
  const imports = new Map();
  const plugin = {
    name: 'chunk-stylesheets',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\/.*\.css$/ }, ({ path, importer, resolveDir }) => {
        const stylesheet = join(resolveDir, path);
        const importerPath = relative(root, importer).split('\\').join('/');
        imports.set(importerPath, [...(imports.get(importerPath) ?? []), stylesheet]);
        return { path: stylesheet, namespace: 'chunk-stylesheet' };
      });
      build.onLoad({ filter: /.*/, namespace: 'chunk-stylesheet' }, () => ({ contents: '', loader: 'js' }));
    },
  };
  return { plugin, imports };
}

/**
 * Builds each stylesheet chunk code imports into chunks/; returns importing source → its built
 * files (relative to root).
 */
async function buildChunkStylesheets(common, imports) {
  const sources = [...new Set([...imports.values()].flat())];
  if (sources.length === 0) return new Map();
  const result = await esbuild.build({
    ...common,
    entryPoints: sources,
    outdir: join(dist, 'chunks'),
    entryNames: '[name]-[hash]',
    loader: { '.svg': 'dataurl' },
    metafile: true,
  });
  const built = new Map();
  for (const [path, output] of Object.entries(result.metafile.outputs))
    if (output.entryPoint) built.set(join(root, output.entryPoint), path);
  return new Map(
    [...imports].map(([importer, stylesheets]) => [importer, stylesheets.map((stylesheet) => built.get(stylesheet))]),
  );
}

/**
 * For each chunk by name, every file it needs, as paths relative to dist/chunks/, in the order the
 * runtime asks for them: what it imports, directly or not, largest first (React's chunk, whose
 * download and compile take longest, is asked for before anything else), then the stylesheets its
 * code imports, and its own file last. A chunk may not load others itself: only the entry loads,
 * so that every load fetches its whole set at once.
 */
function chunkFiles(metafile, widgetTags, stylesheets) {
  const outputs = metafile.outputs;
  const relativeToChunks = (path) => relative(join(dist, 'chunks'), join(root, path)).split('\\').join('/');
  const files = (path, seen = new Set()) => {
    if (seen.has(path)) return seen;
    seen.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'dynamic-import')
        throw new Error(
          `${path} imports ${imported.path} dynamically: load chunks only from the entry (runtime/load-chunk.ts).`,
        );
      if (!imported.external) files(imported.path, seen);
    }
    return seen;
  };
  const byName = { widgets: {}, modules: {} };
  for (const [path, output] of Object.entries(outputs)) {
    if (!output.entryPoint || !path.endsWith('.js')) continue;
    const name = relative(join(root, 'dist/chunks'), join(root, path)).replace(/-[A-Z0-9]+\.js$/, '');
    const [own, ...imported] = files(path);
    imported.sort((a, b) => outputs[b].bytes - outputs[a].bytes);
    // The stylesheets its code imports (such as Swiper's) load with it.
    const css = new Set(
      [own, ...imported].flatMap((file) =>
        Object.keys(outputs[file].inputs).flatMap((input) => stylesheets.get(input) ?? []),
      ),
    );
    const list = [...imported, ...css, own].map(relativeToChunks);
    if (widgetTags.includes(name)) byName.widgets[name] = list;
    else byName.modules[name] = list;
  }
  return byName;
}

/** Every .js and .css file in dist/ with its size and gzip size in bytes. */
export async function sizeReport() {
  const files = [];
  for (const path of await walk(dist)) {
    if (!/\.(js|css)$/.test(path)) continue;
    const content = await readFile(path);
    files.push({
      file: relative(dist, path),
      bytes: (await stat(path)).size,
      gzip: gzipSync(content, { level: 9 }).length,
    });
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

function printReport(files) {
  const width = Math.max(...files.map((f) => f.file.length));
  console.log(`${'file'.padEnd(width)}  ${'bytes'.padStart(8)}  ${'gzip'.padStart(8)}`);
  for (const f of files)
    console.log(`${f.file.padEnd(width)}  ${String(f.bytes).padStart(8)}  ${String(f.gzip).padStart(8)}`);
}

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({ quiet: process.argv.includes('--quiet') });
}
