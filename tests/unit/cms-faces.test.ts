// A block folder's cms/ holds its faces for the CMSs, named after its blocks; the build copies them
// to where sites take them from (build/cms-faces.mjs), makes the WordPress blocks' block.json from
// the hand part, the fixtures and the declaration, and refuses a file that is no block's face.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { writeCmsFaces } from '../../build/cms-faces.mjs';

let root: string;
const cms = (file: string) => join(root, 'blocks/fake-family/cms', file);
const plugin = (file: string) => join(root, 'integrations/wordpress/site-widgets', file);
const folder = () => ({
  name: 'fake-family',
  dir: join(root, 'blocks/fake-family'),
  blocks: [{ name: 'fake-one', declaration: join(root, 'blocks/fake-family/fake-one.block.ts') }],
});

const DECLARATION = `export default {
  tag: 'fake-one',
  attributes: {
    size: { type: 'enum', values: ['small', 'large'], default: 'small', description: 'How big.' },
    'heading-level': { type: 'enum', values: ['2', '3'], default: '3', description: 'Its heading.' },
  },
};
`;
const FIXTURES = {
  block: 'fake-one',
  fixtures: [
    { name: 'plain', lang: 'en', params: { title: 'A', size: 'large', open: true }, html: '<fake-one></fake-one>' },
    { name: 'listed', lang: 'nl', params: { entries: [{ text: 'x' }], headingLevel: 2 }, html: '' },
  ],
};

/** Writes the fake block's three WordPress faces, with `hand` as the hand part of its block.json. */
async function writeWordPressFaces(hand: object = { title: 'Fake one', icon: 'star-filled' }) {
  await writeFile(join(root, 'blocks/fake-family/fake-one.block.ts'), DECLARATION);
  await writeFile(join(root, 'blocks/fake-family/fake-one.fixtures.json'), JSON.stringify(FIXTURES));
  await writeFile(cms('fake-one.block.json'), JSON.stringify(hand));
  await writeFile(cms('fake-one.render.php'), '<?php // fake-one');
  await writeFile(cms('fake-one.editor.js'), '/* fake-one */\n');
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cms-faces-'));
  await mkdir(join(root, 'blocks/fake-family/cms'), { recursive: true });
  await writeFile(cms('fake-one.twig'), '<fake-one></fake-one>');
  // Left from an earlier build: the made folders are written afresh.
  await mkdir(join(root, 'integrations/craft/components'), { recursive: true });
  await writeFile(join(root, 'integrations/craft/components/gone.twig'), '');
  await mkdir(plugin('editor-blocks/gone'), { recursive: true });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the CMS faces', () => {
  it('are copied to the path sites include them from, and nothing else is left there', async () => {
    await writeCmsFaces(root, [folder()]);
    expect(await readdir(join(root, 'integrations/craft/components'))).toEqual(['fake-one.twig']);
    expect(await readFile(join(root, 'integrations/craft/components/fake-one.twig'), 'utf8')).toBe(
      '<fake-one></fake-one>',
    );
    expect(await readdir(plugin('editor-blocks'))).toEqual([]);
  });

  it("stop the build on a file that is no face of the folder's blocks, naming what cms/ holds", async () => {
    await writeFile(cms('fake-two.twig'), '');
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      "blocks/fake-family/cms/fake-two.twig is no CMS face of this folder's blocks: cms/ holds fake-one.twig, " +
        'fake-one.render.php, fake-one.block.json, fake-one.editor.js.',
    );
  });

  it('make a WordPress block: its folder in the plugin, its interface joined into editor/blocks.js', async () => {
    await writeWordPressFaces();
    await writeCmsFaces(root, [folder()]);
    expect(await readdir(plugin('editor-blocks'))).toEqual(['fake-one']);
    expect(await readFile(plugin('editor-blocks/fake-one/render.php'), 'utf8')).toBe('<?php // fake-one');
    expect(await readFile(plugin('editor/blocks.js'), 'utf8')).toContain('/* fake-one */');
    const made = JSON.parse(await readFile(plugin('editor-blocks/fake-one/block.json'), 'utf8'));
    expect(made).toMatchObject({ name: 'site-widgets/fake-one', title: 'Fake one', icon: 'star-filled' });
    expect(made.attributes).toEqual({
      title: { type: 'string', default: '' },
      // A parameter printed as a declared attribute takes its choices and default.
      size: { type: 'string', default: 'small', enum: ['small', 'large'] },
      open: { type: 'boolean', default: false },
      entries: { type: 'array', default: [], items: { type: 'object' } },
      headingLevel: { type: 'number', default: 3 },
    });
  });

  it('take a default written by hand, and refuse one for a parameter no fixture passes', async () => {
    await writeWordPressFaces({ title: 'Fake one', attributes: { headingLevel: { default: 2 } } });
    await writeCmsFaces(root, [folder()]);
    const made = JSON.parse(await readFile(plugin('editor-blocks/fake-one/block.json'), 'utf8'));
    expect(made.attributes.headingLevel).toEqual({ type: 'number', default: 2 });

    await writeWordPressFaces({ title: 'Fake one', attributes: { colour: { default: 'red' } } });
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      'gives attributes.colour, a parameter no fixture passes',
    );
    await writeWordPressFaces({ title: 'Fake one', attributes: { size: { enum: ['tiny'] } } });
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow('gives attributes.size.enum');
  });

  it('stop the build on a hand part that is no JSON, or names an inner block that is not its child', async () => {
    await writeWordPressFaces();
    await writeFile(cms('fake-one.block.json'), '{ "title": ');
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      'blocks/fake-family/cms/fake-one.block.json is no valid JSON',
    );
    await writeWordPressFaces({ title: 'Fake one', innerBlocks: { entries: 'fake-entry' } });
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      "fake-one's innerBlocks names fake-entry for its entries: fake-entry needs a WordPress block",
    );
  });

  it('stop the build on a hand part saying what the build makes, or a block with nothing to make', async () => {
    await writeWordPressFaces({ title: 'Fake one', name: 'site-widgets/other' });
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      '(cms/fake-one.block.json) says "name": it holds only title, icon, description, keywords, parent, ' +
        'innerBlocks, attributes',
    );
    await writeWordPressFaces();
    await rm(join(root, 'blocks/fake-family/fake-one.fixtures.json'));
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      'the block has no fixtures, and no block names it among its innerBlocks',
    );
  });

  it('stop the build on a WordPress block with only some of its files, naming those missing', async () => {
    await writeWordPressFaces();
    await rm(cms('fake-one.editor.js'));
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      "blocks/fake-family/cms/ has part of fake-one's WordPress block: add fake-one.editor.js.",
    );
  });

  it('stop the build on a parameter whose fixtures disagree on its type', async () => {
    await writeWordPressFaces();
    const fixtures = structuredClone(FIXTURES);
    Object.assign(fixtures.fixtures[0]!.params, { headingLevel: '2' });
    await writeFile(join(root, 'blocks/fake-family/fake-one.fixtures.json'), JSON.stringify(fixtures));
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      'the parameter headingLevel is string in one fixture and number in another',
    );
  });
});
