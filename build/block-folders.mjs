// The one list of blocks: every folder under blocks/ is a block, named by its folder. The build,
// the stylesheet, the manifest and the entry read this; the demo server (demo/server/demo-blocks.mjs)
// and the browser tests only look for demo markup and widget tags in the same folders.
// A block folder holds:
// - block.ts: its declaration (tag or markup, summary, docs page, attributes, events), the default
//   export of defineWidgetBlock() or defineModuleBlock(); whether its code is eager or a chunk
//   follows from the folder (index.ts, runtime.ts, NAME.chunk.ts);
// - index.ts, for a widget: the chunk that defines its custom element; the folder name is the tag;
// - runtime.ts, for a runtime module: what the entry runs (which markup it enhances, how its code
//   loads); the entry bundles it;
// - NAME.chunk.ts: a chunk the runtime loads by NAME (`loadChunk('NAME')`);
// - FOLDER.css: its stylesheet, part of dist/site-widgets.css;
// - texts.ts: its section of the text catalogue (common/i18n/define-texts.ts);
// - demo/*.LANG.html: its demo markup, in the demo page's order (demo/server/demo-blocks.mjs);
// - README.md: its docs page;
// - fixtures.json: its markup fixtures (build/fixtures.mjs, docs/fixtures.md);
// - its tests (*.test.ts beside the code, *.browser.test.ts in Chromium).
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A custom element's name: lowercase, starting with a letter, with a hyphen. */
const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;
/** A block or chunk name: lowercase words joined by hyphens. */
const BLOCK_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CHUNK_FILE = /^(.+)\.chunk\.ts$/;

/**
 * The block folders in `blocksDir`, in name order: each with its name, its kind (`widget` or
 * `module`) and the absolute paths of its files (null where it has none).
 */
export async function blockFolders(blocksDir) {
  const blocks = [];
  for (const entry of await readdir(blocksDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(blocksDir, entry.name);
    const optional = (file) => (existsSync(join(dir, file)) ? join(dir, file) : null);
    const [entryFile, runtime, declaration] = [optional('index.ts'), optional('runtime.ts'), optional('block.ts')];
    const where = `blocks/${entry.name}/`;
    if (!declaration) throw new Error(`${where} is a block folder without a block.ts (its declaration).`);
    if (Boolean(entryFile) === Boolean(runtime))
      throw new Error(`${where} needs either an index.ts (a widget) or a runtime.ts (a runtime module).`);
    if (entryFile && !CUSTOM_ELEMENT_NAME.test(entry.name))
      throw new Error(
        `${where} is a widget, but "${entry.name}" is no custom element name (lowercase, with a hyphen).`,
      );
    if (!BLOCK_NAME.test(entry.name)) throw new Error(`${where}: "${entry.name}" is no block name (lowercase-words).`);
    const chunks = {};
    for (const file of (await readdir(dir)).sort()) {
      const [, name] = CHUNK_FILE.exec(file) ?? [];
      if (!name) continue;
      if (!BLOCK_NAME.test(name)) throw new Error(`${where}${file}: "${name}" is no chunk name (lowercase-words).`);
      chunks[name] = join(dir, file);
    }
    blocks.push({
      name: entry.name,
      kind: entryFile ? 'widget' : 'module',
      dir,
      declaration,
      entry: entryFile,
      runtime,
      chunks,
      stylesheet: optional(`${entry.name}.css`),
      texts: optional('texts.ts'),
    });
  }
  return blocks.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/**
 * Every chunk by name: each widget's (named by its tag) and each `NAME.chunk.ts`. Two chunks of
 * one name are an error: the name is how the runtime, the manifest and the preload event know it.
 */
export function chunkEntries(blocks) {
  const entries = {};
  const add = (name, file, block) => {
    if (entries[name]) throw new Error(`blocks/${block.name}/ and another block both have a chunk named "${name}".`);
    entries[name] = file;
  };
  for (const block of blocks) {
    if (block.entry) add(block.name, block.entry, block);
    for (const [name, file] of Object.entries(block.chunks)) add(name, file, block);
  }
  return entries;
}

/**
 * The shared folders' sections of the text catalogue, beside blocks/: widgets/NAME/texts.ts, texts
 * several blocks show (such as the sliders').
 */
async function sharedTextSections(blocksDir) {
  const shared = join(dirname(blocksDir), 'widgets');
  return (await readdir(shared, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(join(shared, entry.name, 'texts.ts')))
    .map((entry) => join(shared, entry.name, 'texts.ts'))
    .sort();
}

/** A module whose default export is the list of the default exports of `files`, in order. */
function defaultExportsSource(files) {
  const imports = files.map((file, index) => `import file${index} from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport default [${files.map((_, index) => `file${index}`).join(', ')}];\n`;
}

const cssImportsSource = (files) => files.map((path) => `@import ${JSON.stringify(path)};`).join('\n');
const filesOf = (blocks, key) => blocks.flatMap((block) => (block[key] ? [block[key]] : []));

/**
 * The modules the build makes from the block folders, by the specifier that imports them: the
 * files each imports, in order, and how its source is written from them.
 * - `site-widgets:block-stylesheets` (runtime/site-widgets.css): an @import of each block's stylesheet;
 * - `site-widgets:block-runtimes` (the entry): every runtime module block's runtime.ts;
 * - `site-widgets:texts` (common/i18n/catalogue.ts): every section of texts, the blocks' then the
 *   shared folders'.
 */
const MADE_MODULES = {
  'site-widgets:block-stylesheets': {
    files: async (blocks) => filesOf(blocks, 'stylesheet'),
    source: cssImportsSource,
    loader: 'css',
  },
  'site-widgets:block-runtimes': {
    files: async (blocks) => filesOf(blocks, 'runtime'),
    source: defaultExportsSource,
    loader: 'ts',
  },
  'site-widgets:texts': {
    files: async (blocks, blocksDir) => [...filesOf(blocks, 'texts'), ...(await sharedTextSections(blocksDir))],
    source: defaultExportsSource,
    loader: 'ts',
  },
};

/**
 * The absolute paths of the files each made module imports, by its specifier: what the build
 * bundles for it, and the arrows the import graph test (tests/unit/import-cycles.test.ts) follows.
 */
export async function madeModuleImports(blocksDir) {
  const blocks = await blockFolders(blocksDir);
  const entries = Object.entries(MADE_MODULES).map(async ([specifier, { files }]) => [
    specifier,
    await files(blocks, blocksDir),
  ]);
  return Object.fromEntries(await Promise.all(entries));
}

/**
 * The modules the build makes (MADE_MODULES), by specifier, each a function that gives its source
 * and loader from the block folders as they are when it is called.
 */
export function madeModules(blocksDir) {
  const made = Object.entries(MADE_MODULES).map(([specifier, { source, loader }]) => [
    specifier,
    async () => ({ contents: source((await madeModuleImports(blocksDir))[specifier]), loader }),
  ]);
  return Object.fromEntries(made);
}

/** An esbuild plugin that gives each of the made modules (madeModules) its source. */
export function blockFolderModules(blocksDir) {
  const made = madeModules(blocksDir);
  return {
    name: 'block-folder-modules',
    setup(build) {
      build.onResolve({ filter: /^site-widgets:/ }, ({ path }) =>
        path in made ? { path, namespace: 'block-folder-modules' } : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'block-folder-modules' }, async ({ path }) => ({
        ...(await made[path]()),
        resolveDir: blocksDir,
      }));
    },
  };
}
