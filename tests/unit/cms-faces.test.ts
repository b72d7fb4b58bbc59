// A block folder's cms/ holds its faces for the CMSs, named after its blocks; the build copies them
// to where sites take them from (build/cms-faces.mjs), makes the WordPress blocks' block.json from
// the hand part and the parameter schema, and refuses a file that is no block's face.
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
  blocks: [{ name: 'fake-one', kind: 'widget', declaration: join(root, 'blocks/fake-family/fake-one.block.ts') }],
});

const DECLARATION = `export default {
  tag: 'fake-one',
  attributes: {
    size: { type: 'enum', values: ['small', 'large'], default: 'small', description: 'How big.' },
    'heading-level': { type: 'enum', values: ['2', '3'], default: '3', description: 'Its heading.' },
  },
};
`;
const repo = join(import.meta.dirname, '../..');

/** The fake block's parameter schema (common/define-params.ts), a plain module as the build reads it. */
const PARAMS = `export default {
  title: { type: 'text', description: 'Its title.' },
  size: { type: 'choice', choices: ['small', 'large'], default: 'small', attribute: 'size', description: 'How big.' },
  open: { type: 'switch', description: 'Open at start.' },
  entries: { type: 'list', description: 'Its entries.', fields: { text: { type: 'text', description: 'One.' } } },
  headingLevel: { type: 'heading level', default: 3, description: 'Its heading.' },
};
`;

/** Writes the fake block's three WordPress faces, with `hand` as the hand part of its block.json. */
async function writeWordPressFaces(hand: object = { title: 'Fake one', icon: 'star-filled' }, params = PARAMS) {
  await writeFile(join(root, 'blocks/fake-family/fake-one.block.ts'), DECLARATION);
  await writeFile(join(root, 'blocks/fake-family/fake-one.params.ts'), params);
  await writeFile(cms('fake-one.block.json'), JSON.stringify(hand));
  await writeFile(cms('fake-one.render.php'), '<?php // fake-one');
  await writeFile(cms('fake-one.editor.js'), '/* fake-one */\n');
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'cms-faces-'));
  await mkdir(join(root, 'blocks/fake-family/cms'), { recursive: true });
  await writeFile(cms('fake-one.twig'), '<fake-one></fake-one>');
  await writeFile(join(root, 'blocks/fake-family/fake-one.block.ts'), DECLARATION);
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
    // Only what kses lets through on the fake block's tag: it has no WordPress block.
    expect(await readdir(plugin('editor-blocks'))).toEqual(['declared.json']);
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
    expect(await readdir(plugin('editor-blocks'))).toEqual(['declared.json', 'fake-one']);
    expect(await readFile(plugin('editor-blocks/fake-one/render.php'), 'utf8')).toBe('<?php // fake-one');
    expect(await readFile(plugin('editor/blocks.js'), 'utf8')).toContain('/* fake-one */');
    const made = JSON.parse(await readFile(plugin('editor-blocks/fake-one/block.json'), 'utf8'));
    expect(made).toMatchObject({ name: 'site-widgets/fake-one', title: 'Fake one', icon: 'star-filled' });
    expect(made.attributes).toEqual({
      title: { type: 'string', default: '' },
      size: { type: 'string', default: 'small', enum: ['small', 'large'] },
      open: { type: 'boolean', default: false },
      entries: { type: 'array', default: [], items: { type: 'object' } },
      headingLevel: { type: 'number', default: 3 },
    });
    // What kses lets through on its tag: what it declares.
    expect(JSON.parse(await readFile(plugin('editor-blocks/declared.json'), 'utf8'))).toEqual({
      headingLevels: [2, 3, 4, 5, 6],
      tags: { 'fake-one': ['heading-level', 'size'] },
    });
  });

  it("make block.json's supports from the parameters a block support gives, and the editor's controls", async () => {
    const wrapper = `
  id: { type: 'text', label: 'HTML anchor', wordpress: 'anchor', description: 'Its id.' },
  align: { type: 'choice', choices: ['', 'wide', 'full'], default: '', wordpress: 'align', description: 'Wide.' },
  class: { type: 'text', wordpress: 'className', description: 'Classes.' },
};`;
    await writeWordPressFaces(
      undefined,
      PARAMS.replace(
        "title: { type: 'text', description",
        "title: { type: 'text', label: 'Title', help: 'Short.', description",
      )
        .replace("headingLevel: { type: 'heading level', default: 3,", "headingLevel: { type: 'heading level',")
        .replace("description: 'Its heading.' },\n", "fallbackLabel: 'As the widget', description: 'Its heading.' },\n")
        .replace('\n};', wrapper),
    );
    await writeCmsFaces(root, [folder()]);
    const made = JSON.parse(await readFile(plugin('editor-blocks/fake-one/block.json'), 'utf8'));
    expect(made.apiVersion).toBe(3);
    // The anchor saved in the block's comment; WordPress declares align and className itself.
    expect(made.attributes.anchor).toEqual({ type: 'string' });
    expect(Object.keys(made.attributes)).not.toContain('align');
    expect(made.supports).toEqual({
      html: false,
      className: false,
      anchor: true,
      align: ['wide', 'full'],
      customClassName: true,
      spacing: { margin: true },
    });
    // The editor's controls: labels and help as texts to translate, WordPress's own left out.
    const blocks = await readFile(plugin('editor/blocks.js'), 'utf8');
    expect(blocks).toContain('window.siteWidgetsEditor.params["site-widgets/fake-one"] = {');
    expect(blocks).toContain(`label: __("Title", 'site-widgets'),\n    help: __("Short.", 'site-widgets'),`);
    expect(blocks).toContain(`size: {\n    type: "choice",\n    label: __("size", 'site-widgets'),`);
    expect(blocks).not.toContain('HTML anchor');
    // A heading level left to the widget: the schema names that choice, and the editor shows it.
    expect(blocks).toContain(`fallbackLabel: __("As the widget", 'site-widgets'),`);
    const shared = await readFile(join(repo, 'integrations/wordpress/site-widgets/editor/shared.js'), 'utf8');
    expect(shared, "editor/shared.js names a block's fallback by hand").not.toMatch(/__\(['"]Default/);
  });

  it("take the WordPress block's own default, and refuse choices that differ from the declaration", async () => {
    await writeWordPressFaces(
      undefined,
      PARAMS.replace('default: 3, description', 'default: 3, wordpressDefault: 2, description'),
    );
    await writeCmsFaces(root, [folder()]);
    const made = JSON.parse(await readFile(plugin('editor-blocks/fake-one/block.json'), 'utf8'));
    expect(made.attributes.headingLevel).toEqual({ type: 'number', default: 2 });

    await writeWordPressFaces(undefined, PARAMS.replace("['small', 'large']", "['small', 'huge']"));
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      'size prints size, which the block declares with the choices small,large, not small,huge.',
    );
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
    await writeWordPressFaces({ title: 'Fake one', attributes: { size: { default: 'large' } } });
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      '(cms/fake-one.block.json) says "attributes": it holds only title, icon, description, keywords, parent, ' +
        'innerBlocks',
    );
    await writeWordPressFaces();
    await rm(join(root, 'blocks/fake-family/fake-one.params.ts'));
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      'the block has no parameter schema (fake-one.params.ts) and is no inner block',
    );
  });

  it('stop the build on a WordPress block with only some of its files, naming those missing', async () => {
    await writeWordPressFaces();
    await rm(cms('fake-one.editor.js'));
    await expect(writeCmsFaces(root, [folder()])).rejects.toThrow(
      "blocks/fake-family/cms/ has part of fake-one's WordPress block: add fake-one.editor.js.",
    );
  });
});
