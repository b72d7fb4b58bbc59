// A block's faces for the CMSs live in its folder, in cms/, one set per block of the folder:
//
//   NAME.twig         its Craft component     → integrations/craft/components/NAME.twig
//   NAME.render.php   its WordPress markup    → the plugin's editor-blocks/NAME/render.php
//   NAME.block.json   its editor's words      → the plugin's editor-blocks/NAME/block.json, with
//                                               the attributes made (build/wordpress-blocks.mjs)
//   NAME.editor.js    its editing interface   → joined into the plugin's editor/blocks.js, after
//                                               what the editor reads of each block's parameter
//                                               schema (build/editor-params.mjs)
//
// and, from the declarations, what the faces take from them rather than repeat:
//
//   the heading levels (common/heading-level.ts)  → HEADING_LEVEL_PATTERN in a Twig component, the
//                                                   plugin's editor-blocks/declared.json and editor/blocks.js
//   each widget's tag with what kses lets through → editor-blocks/declared.json (includes/blocks.php)
//     on it: its declared attributes and those
//     its parameters print
//
// The build writes those released files afresh; they are made, never edited. See
// docs/internals.md#cms-faces. Usage: node build/cms-faces.mjs (the build runs it too).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockFolders, blocksOf } from './block-folders.mjs';
import { importDeclarations } from './manifest.mjs';
import { checkAgainstDeclaration, headingLevels, readParams } from './params.mjs';
import { editorParamsLine } from './editor-params.mjs';
import { blockTags, editorBlockJsons } from './wordpress-blocks.mjs';

const CRAFT = 'integrations/craft/components';
const PLUGIN = 'integrations/wordpress/site-widgets';

/** Each face: its suffix in cms/, and whether it is one of the three a WordPress block needs. */
const FACES = [
  { suffix: '.twig', wordpress: false },
  { suffix: '.render.php', wordpress: true },
  { suffix: '.block.json', wordpress: true },
  { suffix: '.editor.js', wordpress: true },
];

/** The released files and folders the faces are made into, removed before each build writes them. */
const MADE = [CRAFT, `${PLUGIN}/editor-blocks`, `${PLUGIN}/editor/blocks.js`];

const EDITOR_HEADER = `/**
 * The blocks' editing interfaces, on the shared parts in editor/shared.js. Made by the package's
 * build from each block's folder (blocks/FOLDER/cms/NAME.editor.js), where they are edited.
 */
`;

/**
 * The CMS faces of the block folders: { NAME: { folder, block, files: { SUFFIX: path } } } for each
 * block with a file in its folder's cms/. A file there that is no face of one of the folder's
 * blocks, or a WordPress block with only some of its three files, stops the build with a message.
 */
async function cmsFaces(folders) {
  const faces = {};
  for (const folder of folders) {
    const dir = join(folder.dir, 'cms');
    if (!existsSync(dir)) continue;
    const names = folder.blocks.map((block) => block.name);
    for (const file of (await readdir(dir)).sort()) {
      const face = FACES.find(({ suffix }) => file.endsWith(suffix));
      const name = face && file.slice(0, -face.suffix.length);
      if (!face || !names.includes(name))
        throw new Error(
          `blocks/${folder.name}/cms/${file} is no CMS face of this folder's blocks: ` +
            `cms/ holds ${names.flatMap((block) => FACES.map(({ suffix }) => block + suffix)).join(', ')}.`,
        );
      faces[name] ??= { folder, block: folder.blocks.find((block) => block.name === name), files: {} };
      faces[name].files[face.suffix] = join(dir, file);
    }
  }
  const wordpress = FACES.filter((face) => face.wordpress).map(({ suffix }) => suffix);
  for (const [name, { folder, files }] of Object.entries(faces)) {
    const missing = wordpress.filter((suffix) => !files[suffix]);
    if (missing.length && missing.length < wordpress.length)
      throw new Error(
        `blocks/${folder.name}/cms/ has part of ${name}'s WordPress block: ` +
          `add ${missing.map((suffix) => name + suffix).join(', ')}.`,
      );
  }
  return faces;
}

/**
 * A reader of a block's declared attributes and parameter schema, each read once however many of
 * the made files need them (reading bundles the module with esbuild).
 */
function blockReader() {
  const read = new Map();
  const readBlock = async (block) => ({
    declared: (await importDeclarations(block.declaration)).default.attributes ?? {},
    schema: await readParams(block),
  });
  return (block) => {
    if (!read.has(block.name)) read.set(block.name, readBlock(block));
    return read.get(block.name);
  };
}

/** The WordPress blocks' block.json objects and parameters, with what the hand parts and schemas say. */
async function wordpressBlockJsons(faces, readBlock) {
  const blocks = [];
  for (const [name, { folder, block, files }] of Object.entries(faces)) {
    if (!files['.block.json']) continue;
    const { declared, schema } = await readBlock(block);
    if (schema) checkAgainstDeclaration(schema, declared);
    let hand;
    try {
      hand = JSON.parse(await readFile(files['.block.json'], 'utf8'));
    } catch (error) {
      throw new Error(`blocks/${folder.name}/cms/${name}.block.json is no valid JSON: ${error.message}`, {
        cause: error,
      });
    }
    blocks.push({ name, hand, schema });
  }
  return editorBlockJsons(blocks);
}

/** A Twig component with its HEADING_LEVEL_PATTERN the pattern of the heading levels. */
const withLevels = (twig, levels) => twig.replaceAll('HEADING_LEVEL_PATTERN', () => `'/^(?:${levels.join('|')})$/D'`);

/** Every widget's tag with what it declares and its parameters, for the kses list. */
async function widgetTags(folders, readBlock) {
  const widgets = [];
  for (const block of blocksOf(folders).filter(({ kind }) => kind === 'widget'))
    widgets.push({ tag: block.name, ...(await readBlock(block)) });
  return blockTags(widgets);
}

/** A list of words or names, as JSON.stringify spreads it over lines. */
const SPREAD_LIST = /\[\n\s+([^[\]{}]*?)\n\s+\]/g;

/** A block.json as the plugin's files were written: indented, a list of words or names on one line. */
const blockJsonText = (blockJson) =>
  `${JSON.stringify(blockJson, null, 2).replace(SPREAD_LIST, (_, items) => `[${items.split(/,\n\s+/).join(', ')}]`)}\n`;

/**
 * Writes every released file of the faces afresh from the block folders (those of `root`'s
 * blocks/ unless the caller has them already).
 */
export async function writeCmsFaces(root, folders) {
  folders ??= await blockFolders(join(root, 'blocks'));
  const faces = await cmsFaces(folders);
  const readBlock = blockReader();
  const blockJsons = await wordpressBlockJsons(faces, readBlock);
  const tags = await widgetTags(folders, readBlock);
  const levels = await headingLevels();
  for (const made of MADE) await rm(join(root, made), { recursive: true, force: true });
  for (const dir of [CRAFT, `${PLUGIN}/editor-blocks`, `${PLUGIN}/editor`])
    await mkdir(join(root, dir), { recursive: true });
  const editors = [];
  const schemas = [];
  for (const [name, { files }] of Object.entries(faces).sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (files['.twig'])
      await writeFile(join(root, CRAFT, `${name}.twig`), withLevels(await readFile(files['.twig'], 'utf8'), levels));
    if (!blockJsons[name]) continue;
    const dir = join(root, PLUGIN, 'editor-blocks', name);
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'block.json'), blockJsonText(blockJsons[name].blockJson));
    await copyFile(files['.render.php'], join(dir, 'render.php'));
    schemas.push(editorParamsLine(name, blockJsons[name].params));
    editors.push(await readFile(files['.editor.js'], 'utf8'));
  }
  const levelsLine = `window.siteWidgetsEditor.headingLevels = [${levels.join(', ')}];\n`;
  // The schemas' texts are __() calls, as the blocks' own interfaces write theirs.
  const schemaPart = `(function (__) {\n${schemas.join('')}})(window.wp.i18n.__);\n`;
  await writeFile(
    join(root, PLUGIN, 'editor/blocks.js'),
    [EDITOR_HEADER + levelsLine, schemaPart, ...editors].join('\n'),
  );
  const declared = { headingLevels: levels, tags };
  await writeFile(join(root, PLUGIN, 'editor-blocks/declared.json'), `${JSON.stringify(declared, null, 2)}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await writeCmsFaces(root);
}
