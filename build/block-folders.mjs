// The one list of blocks: every folder under blocks/ is a block, named by its folder. Nothing else
// lists them; the build, the stylesheet, the manifest, the entry and the demo page read this.
// A block folder holds:
// - block.ts: its declaration (tag or markup, attributes, events, texts, eager or lazy), the
//   default export of defineWidgetBlock() or defineModuleBlock();
// - index.ts, for a widget: the chunk that defines its custom element; the folder name is the tag;
// - runtime.ts, for a runtime module: what the entry runs (which markup it enhances, how its code
//   loads); the entry bundles it;
// - NAME.chunk.ts: a chunk the runtime loads by NAME (`loadChunk('NAME')`);
// - FOLDER.css: its stylesheet, part of dist/site-widgets.css;
// - texts.ts: its section of the text catalogue (common/i18n/define-texts.ts);
// - demo/*.LANG.html: its demo markup, in the demo page's order (demo/server/pages.mjs);
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

/** What runtime/site-widgets.css imports to get every block's stylesheet. */
const BLOCK_STYLESHEETS = 'site-widgets:block-stylesheets';

/** An esbuild plugin: `@import 'site-widgets:block-stylesheets'` becomes an @import of each block's stylesheet. */
export function blockStylesheets(blocksDir) {
  return {
    name: 'block-stylesheets',
    setup(build) {
      build.onResolve({ filter: /^site-widgets:block-stylesheets$/ }, () => ({
        path: BLOCK_STYLESHEETS,
        namespace: 'block-stylesheets',
      }));
      build.onLoad({ filter: /.*/, namespace: 'block-stylesheets' }, async () => {
        const stylesheets = (await blockFolders(blocksDir)).flatMap(({ stylesheet }) =>
          stylesheet ? [stylesheet] : [],
        );
        const contents = stylesheets.map((path) => `@import ${JSON.stringify(path)};`).join('\n');
        return { contents, loader: 'css', resolveDir: blocksDir, watchFiles: stylesheets };
      });
    },
  };
}

/** What the entry imports to get every runtime module block's runtime part. */
const BLOCK_RUNTIMES = 'site-widgets:block-runtimes';

/**
 * The source of `site-widgets:block-runtimes`: the default export of every runtime module block's
 * runtime.ts, in the blocks' order.
 */
export function blockRuntimesSource(blocks) {
  const runtimes = blocks.filter((block) => block.runtime);
  const imports = runtimes.map((block, index) => `import block${index} from ${JSON.stringify(block.runtime)};`);
  return `${imports.join('\n')}\nexport default [${runtimes.map((_, index) => `block${index}`).join(', ')}];\n`;
}

/** An esbuild plugin that makes `site-widgets:block-runtimes` (see blockRuntimesSource). */
export function blockRuntimes(blocksDir) {
  return {
    name: 'block-runtimes',
    setup(build) {
      build.onResolve({ filter: /^site-widgets:block-runtimes$/ }, () => ({
        path: BLOCK_RUNTIMES,
        namespace: 'block-runtimes',
      }));
      build.onLoad({ filter: /.*/, namespace: 'block-runtimes' }, async () => ({
        contents: blockRuntimesSource(await blockFolders(blocksDir)),
        loader: 'ts',
        resolveDir: blocksDir,
      }));
    },
  };
}

/** What common/i18n/catalogue.ts imports to get every section of texts. */
const TEXT_SECTIONS = 'site-widgets:texts';

/**
 * Every section of the text catalogue: each block's texts.ts, then those of the shared folders
 * beside blocks/ (widgets/NAME/texts.ts: texts several blocks show, such as the sliders').
 */
export async function textSectionFiles(blocksDir) {
  const shared = join(dirname(blocksDir), 'widgets');
  const sharedFiles = (await readdir(shared, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && existsSync(join(shared, entry.name, 'texts.ts')))
    .map((entry) => join(shared, entry.name, 'texts.ts'))
    .sort();
  return [...(await blockFolders(blocksDir)).flatMap(({ texts }) => (texts ? [texts] : [])), ...sharedFiles];
}

/** The source of `site-widgets:texts`: the default export of every texts.ts, in order. */
export function textSectionsSource(files) {
  const imports = files.map((file, index) => `import section${index} from ${JSON.stringify(file)};`);
  return `${imports.join('\n')}\nexport default [${files.map((_, index) => `section${index}`).join(', ')}];\n`;
}

/** An esbuild plugin that makes `site-widgets:texts` (see textSectionsSource). */
export function textSections(blocksDir) {
  return {
    name: 'text-sections',
    setup(build) {
      build.onResolve({ filter: /^site-widgets:texts$/ }, () => ({ path: TEXT_SECTIONS, namespace: 'text-sections' }));
      build.onLoad({ filter: /.*/, namespace: 'text-sections' }, async () => ({
        contents: textSectionsSource(await textSectionFiles(blocksDir)),
        loader: 'ts',
        resolveDir: blocksDir,
      }));
    },
  };
}
