// The one list of blocks, read from the folders under blocks/, so the build, the manifest, the entry
// and the demo agree on what a block folder holds. See docs/internals.md#block-folders.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A custom element's name: lowercase, starting with a letter, with a hyphen. */
const CUSTOM_ELEMENT_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;
/** A block or chunk name: lowercase words joined by hyphens. */
const BLOCK_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const CHUNK_FILE = /^(.+)\.chunk\.ts$/;
const DECLARATION = /^(.+)\.block\.ts$/;

/**
 * The blocks of one folder, one per NAME.block.ts (a folder of one block, or a family), each with
 * its name, its kind (`widget` or `behaviour`), its declaration file, its element file (a widget's
 * chunk, NAME.element.ts) and its stylesheet (NAME.css; null where it has none).
 */
function folderBlocks(folder, dir, files, hasRuntime) {
  const where = `blocks/${folder}/`;
  const names = files.flatMap((file) => DECLARATION.exec(file)?.[1] ?? []);
  if (names.length === 0)
    throw new Error(`${where} is a block folder without a NAME.block.ts (a block’s declaration).`);
  return names.map((name) => {
    const at = (file) => (files.includes(file) ? join(dir, file) : null);
    const element = at(`${name}.element.ts`);
    if (!BLOCK_NAME.test(name)) throw new Error(`${where}: "${name}" is no block name (lowercase-words).`);
    if (element && !CUSTOM_ELEMENT_NAME.test(name))
      throw new Error(`${where} has a widget, but "${name}" is no custom element name (lowercase, with a hyphen).`);
    if (!element && !hasRuntime)
      throw new Error(
        `${where}: ${name}.element.ts (a widget) or a runtime.ts ` +
          `(a page behaviour's part of the entry) is missing for "${name}".`,
      );
    return {
      name,
      kind: element ? 'widget' : 'behaviour',
      declaration: at(`${name}.block.ts`),
      entry: element,
      stylesheet: at(`${name}.css`),
    };
  });
}

/**
 * The block folders in `blocksDir`, in name order: each with its name, its blocks (folderBlocks)
 * and the absolute paths of the files it holds for all of them (null where it has none).
 */
export async function blockFolders(blocksDir) {
  const folders = [];
  for (const entry of await readdir(blocksDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const dir = join(blocksDir, entry.name);
    const files = (await readdir(dir)).sort();
    const where = `blocks/${entry.name}/`;
    if (!BLOCK_NAME.test(entry.name)) throw new Error(`${where}: "${entry.name}" is no block name (lowercase-words).`);
    const optional = (file) => (existsSync(join(dir, file)) ? join(dir, file) : null);
    const runtime = optional('runtime.ts');
    const chunks = {};
    for (const file of files) {
      const [, name] = CHUNK_FILE.exec(file) ?? [];
      if (!name) continue;
      if (!BLOCK_NAME.test(name)) throw new Error(`${where}${file}: "${name}" is no chunk name (lowercase-words).`);
      chunks[name] = join(dir, file);
    }
    const blocks = folderBlocks(entry.name, dir, files, Boolean(runtime));
    // A family's stylesheet named after its folder holds what its blocks share, after their own.
    const shared = blocks.some((block) => block.name === entry.name) ? null : optional(`${entry.name}.css`);
    folders.push({ name: entry.name, dir, blocks, runtime, chunks, texts: optional('texts.ts'), stylesheet: shared });
  }
  return folders.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Every block of the folders, in order, each with its folder's name and directory. */
export const blocksOf = (folders) =>
  folders.flatMap((folder) => folder.blocks.map((block) => ({ ...block, folder: folder.name, dir: folder.dir })));

/**
 * Every chunk by name: each widget's (named by its tag) and each `NAME.chunk.ts`. Two chunks of
 * one name are an error: the name is how the runtime, the manifest and the preload event know it.
 */
export function chunkEntries(folders) {
  const entries = {};
  const add = (name, file, folder) => {
    if (entries[name]) throw new Error(`blocks/${folder.name}/ and another folder both have a chunk named "${name}".`);
    entries[name] = file;
  };
  for (const folder of folders) {
    for (const block of folder.blocks) if (block.entry) add(block.name, block.entry, folder);
    for (const [name, file] of Object.entries(folder.chunks)) add(name, file, folder);
  }
  return entries;
}

/** A module whose default export is the list of the default exports of `files`, in order. */
function defaultExportsSource(files) {
  const imports = files.map((file, index) => `import file${index} from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport default [${files.map((_, index) => `file${index}`).join(', ')}];\n`;
}

const cssImportsSource = (files) => files.map((path) => `@import ${JSON.stringify(path)};`).join('\n');
/** The file `key` of each folder or block that has one. */
const filesOf = (items, key) => items.flatMap((item) => (item[key] ? [item[key]] : []));

/**
 * The modules the build makes from the block folders, by the specifier that imports them: the
 * files each imports, in order, and how its source is written from them.
 * - `site-widgets:block-stylesheets` (runtime/site-widgets.css): an @import of each block's stylesheet;
 * - `site-widgets:block-runtimes` (the entry): every block folder's runtime.ts;
 * - `site-widgets:texts` (common/i18n/catalogue.ts): every section of texts, the blocks' then the
 *   shared folders'.
 */
const MADE_MODULES = {
  'site-widgets:block-stylesheets': {
    files: async (folders) => folders.flatMap((folder) => filesOf([...folder.blocks, folder], 'stylesheet')),
    source: cssImportsSource,
    loader: 'css',
  },
  'site-widgets:block-runtimes': {
    files: async (folders) => filesOf(folders, 'runtime'),
    source: defaultExportsSource,
    loader: 'ts',
  },
  'site-widgets:texts': {
    files: async (folders) => filesOf(folders, 'texts'),
    source: defaultExportsSource,
    loader: 'ts',
  },
};

/**
 * The absolute paths of the files each made module imports, by its specifier: what the build
 * bundles for it, and the arrows the import graph test (tests/unit/import-cycles.test.ts) follows.
 */
export async function madeModuleImports(blocksDir) {
  const folders = await blockFolders(blocksDir);
  const entries = Object.entries(MADE_MODULES).map(async ([specifier, { files }]) => [specifier, await files(folders)]);
  return Object.fromEntries(await Promise.all(entries));
}

/**
 * The modules the build makes (MADE_MODULES), by specifier, each a function that gives its source
 * and loader from the block folders `scan` gives (by default as they are when it is called).
 */
export function madeModules(blocksDir, scan = () => blockFolders(blocksDir)) {
  const made = Object.entries(MADE_MODULES).map(([specifier, { files, source, loader }]) => [
    specifier,
    async () => ({ contents: source(await files(await scan())), loader }),
  ]);
  return Object.fromEntries(made);
}

/**
 * An esbuild plugin that gives each of the made modules (madeModules) its source, from one scan of
 * the block folders per build (a watching build scans again for each rebuild).
 */
export function blockFolderModules(blocksDir) {
  let folders;
  const made = madeModules(blocksDir, () => (folders ??= blockFolders(blocksDir)));
  return {
    name: 'block-folder-modules',
    setup(build) {
      build.onStart(() => {
        folders = undefined;
      });
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
