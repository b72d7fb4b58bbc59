// What the build puts into the Craft plugin (integrations/craft/), besides the components that
// build/cms-faces.mjs writes there:
//
//   dist/              the built bundle, without source maps, which the plugin publishes (its asset
//                      bundle) and whose manifest craft.siteWidgets.head() reads
//   site-widgets.manifest.json   the manifest again beside site-widgets.twig, where the documented
//                      include without the plugin's head() reads it: source('_site-widgets/…')
//   block-types.json   a Matrix block type per block with a Twig component, its fields made from the
//                      block's parameter schema (NAME.params.ts): `php craft site-widgets/matrix`
//                      creates them, craft.siteWidgets.render() turns their values back into the
//                      component's parameters
//
// Both are made, never edited (git-ignored). See docs/internals.md#cms-faces.
import { existsSync } from 'node:fs';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { blocksOf } from './block-folders.mjs';
import { headingLevels, readParams } from './params.mjs';

const PLUGIN = 'integrations/craft';

/** "headingLevel" or "image-slider" as a label: "Heading level", "Image slider". */
const readableName = (key) => {
  const words = key
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** "image-slider" as a Craft handle: "imageSlider". */
const handleOf = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());

/** The image's fields (src, alt, width, height), as build/params.mjs reads an image. */
const IMAGE_FIELDS = ['src', 'alt', 'width', 'height'];

/**
 * A list of images: its entries have an image's fields, `src` a URL, and otherwise only texts (a
 * caption). Such a list becomes an Assets field rather than a table.
 */
const isImageList = (fields) =>
  fields.src?.type === 'url' &&
  Object.entries(fields).every(([key, field]) => IMAGE_FIELDS.includes(key) || field.type === 'text');

/** A parameter as a field description: its label (the schema's, else one made from its key) and type. */
function fieldOf(key, param) {
  const field = {
    param: key,
    name: param.label ?? readableName(key),
    instructions: param.description,
    type: param.type,
    required: Boolean(param.required),
  };
  if (param.default !== undefined) field.default = param.default;
  if (param.type === 'choice') field.choices = [...param.choices];
  if (param.type === 'list') {
    field.images = isImageList(param.fields);
    field.fields = Object.entries(param.fields).map(([name, entry]) => fieldOf(name, entry));
  }
  return field;
}

/** The block types: one per block with a Twig component, in name order. */
async function blockTypes(folders) {
  const types = [];
  for (const block of blocksOf(folders)) {
    if (!existsSync(join(block.dir, 'cms', `${block.name}.twig`))) continue;
    const schema = await readParams(block);
    if (!schema) continue;
    types.push({
      block: block.name,
      handle: handleOf(block.name),
      name: readableName(block.name),
      fields: Object.entries(schema.params).map(([key, param]) => fieldOf(key, param)),
    });
  }
  return types.sort((a, b) => (a.block < b.block ? -1 : 1));
}

/** Writes the plugin's made files afresh from `dist` and the block folders. */
export async function writeCraftPlugin(root, folders, dist = join(root, 'dist')) {
  const plugin = join(root, PLUGIN);
  const made = { headingLevels: await headingLevels(), blockTypes: await blockTypes(folders) };
  await rm(join(plugin, 'dist'), { recursive: true, force: true });
  await mkdir(plugin, { recursive: true });
  await cp(dist, join(plugin, 'dist'), { recursive: true, filter: (source) => !source.endsWith('.map') });
  await cp(join(dist, 'site-widgets.manifest.json'), join(plugin, 'site-widgets.manifest.json'));
  await writeFile(join(plugin, 'block-types.json'), `${JSON.stringify(made, null, 2)}\n`);
}
