// The build fills the Craft plugin (build/craft-plugin.mjs): dist/ without source maps, the manifest
// beside site-widgets.twig, and block-types.json, a Matrix block type per block with a component,
// its fields made from the block's parameter schema.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { writeCraftPlugin } from '../../build/craft-plugin.mjs';

let root: string;
const blockDir = () => join(root, 'blocks/fake-family');
const block = (name: string) => ({
  name,
  kind: 'widget',
  declaration: join(blockDir(), `${name}.block.ts`),
});
const folders = () => [{ name: 'fake-family', dir: blockDir(), blocks: [block('fake-gallery'), block('fake-quiet')] }];

/** A schema with a label of its own, a list of images and a list of texts. */
const PARAMS = `export default {
  title: { type: 'text', label: 'Headline', description: 'Its title.' },
  headingLevel: { type: 'heading level', default: 3, description: 'Its heading.' },
  size: { type: 'choice', choices: ['small', 'large'], default: 'small', description: 'How big.' },
  photos: {
    type: 'list',
    description: 'The photos.',
    fields: {
      src: { type: 'url', required: true, description: 'The image.' },
      alt: { type: 'text', description: 'Its text.' },
      width: { type: 'number', description: 'Its width.' },
      caption: { type: 'text', description: 'A caption.' },
    },
  },
  notes: {
    type: 'list',
    description: 'Notes.',
    fields: { body: { type: 'rich text', description: 'A note.' }, open: { type: 'switch', description: 'Open.' } },
  },
};
`;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'craft-plugin-'));
  await mkdir(join(blockDir(), 'cms'), { recursive: true });
  await writeFile(join(blockDir(), 'cms/fake-gallery.twig'), '<fake-gallery></fake-gallery>');
  await writeFile(join(blockDir(), 'fake-gallery.params.ts'), PARAMS);
  // A block with parameters but no component gets no block type.
  await writeFile(join(blockDir(), 'fake-quiet.params.ts'), PARAMS);
  await mkdir(join(root, 'dist/chunks'), { recursive: true });
  await writeFile(join(root, 'dist/site-widgets.js'), '/* entry */');
  await writeFile(join(root, 'dist/site-widgets.js.map'), '{}');
  await writeFile(join(root, 'dist/chunks/a.js'), '/* chunk */');
  await writeFile(join(root, 'dist/site-widgets.manifest.json'), '{"entry":{}}');
  // Left from an earlier build: dist/ is written afresh.
  await mkdir(join(root, 'integrations/craft/dist'), { recursive: true });
  await writeFile(join(root, 'integrations/craft/dist/gone.js'), '');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the Craft plugin the build fills', () => {
  it('gets dist/ without source maps, and the manifest beside site-widgets.twig', async () => {
    await writeCraftPlugin(root, folders(), join(root, 'dist'));
    const plugin = join(root, 'integrations/craft');
    expect((await readdir(join(plugin, 'dist'), { recursive: true })).sort()).toEqual([
      'chunks',
      'chunks/a.js',
      'site-widgets.js',
      'site-widgets.manifest.json',
    ]);
    expect(await readFile(join(plugin, 'site-widgets.manifest.json'), 'utf8')).toBe('{"entry":{}}');
  });

  it("gets a block type per block with a component, its fields from the block's parameters", async () => {
    await writeCraftPlugin(root, folders(), join(root, 'dist'));
    const made = JSON.parse(await readFile(join(root, 'integrations/craft/block-types.json'), 'utf8'));
    expect(made.headingLevels).toEqual([2, 3, 4, 5, 6]);
    expect(made.blockTypes.map((type: { block: string }) => type.block)).toEqual(['fake-gallery']);
    const [gallery] = made.blockTypes;
    expect(gallery).toMatchObject({ handle: 'fakeGallery', name: 'Fake gallery' });
    const fields = Object.fromEntries(gallery.fields.map((field: { param: string }) => [field.param, field]));
    expect(fields.title).toMatchObject({ name: 'Headline', type: 'text', instructions: 'Its title.' });
    expect(fields.headingLevel).toMatchObject({ name: 'Heading level', type: 'heading level', default: 3 });
    expect(fields.size).toMatchObject({ type: 'choice', choices: ['small', 'large'], default: 'small' });
    expect(fields.photos).toMatchObject({ type: 'list', images: true });
    expect(fields.photos.fields.map((field: { param: string }) => field.param)).toEqual([
      'src',
      'alt',
      'width',
      'caption',
    ]);
    expect(fields.notes).toMatchObject({ type: 'list', images: false });
    expect(fields.notes.fields).toMatchObject([
      { param: 'body', name: 'Body', type: 'rich text' },
      { param: 'open', name: 'Open', type: 'switch' },
    ]);
  });
});
