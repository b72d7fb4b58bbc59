// @vitest-environment node
// Each block's parameters are declared once, in its NAME.params.ts (build/params.mjs): every
// fixture is checked against them by the build, and the parameter tables of docs/fixtures.md and
// the Twig components' "Takes:" headers are written from them by `npm run docs`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { blockFolders, blocksOf } from '../../build/block-folders.mjs';
// @ts-expect-error plain ESM module without type declarations
import { checkFixtures, readParams } from '../../build/params.mjs';
// @ts-expect-error plain ESM module without type declarations
import { paramsFiles } from '../../build/readme-tables.mjs';

const root = join(import.meta.dirname, '../..');

const SCHEMA = {
  file: 'blocks/fake/fake.params.ts',
  levels: [2, 3, 4, 5, 6],
  params: {
    heading: { type: 'text', description: 'A heading.' },
    open: { type: 'switch', description: 'Open.' },
    slides: {
      type: 'list',
      description: 'Slides.',
      fields: { src: { type: 'url', required: true, description: 'An image.' }, width: { type: 'number' } },
    },
    image: { type: 'image', description: 'An image.' },
  },
};
const check = (params: object) => () =>
  checkFixtures('blocks/fake/fake.fixtures.json', SCHEMA, [{ name: 'one', params }]);

describe("a block's fixtures, checked against its parameter schema", () => {
  it('pass with known parameters of the right types, any of them left out', () => {
    expect(
      check({ heading: 'Hi', open: true, slides: [{ src: '/a.jpg', width: 640 }], image: { src: '/b.jpg' } }),
    ).not.toThrow();
    expect(check({})).not.toThrow();
  });

  it('stop the build on an unknown parameter, naming the file, the schema and the fixture', () => {
    expect(check({ colour: 'red' })).toThrow(
      'blocks/fake/fake.fixtures.json does not match blocks/fake/fake.params.ts:\n' +
        '  "one" passes colour, which the schema has not (heading,open,slides,image)',
    );
  });

  it('stop the build on a value of the wrong type, in a list entry and an image too', () => {
    expect(check({ open: 'yes' })).toThrow('"one".open is string, not boolean (a switch)');
    expect(check({ slides: [{ src: '/a.jpg', width: '640' }] })).toThrow(
      '"one".slides[0].width is string, not number (a number)',
    );
    expect(check({ image: { src: 7 } })).toThrow('"one".image.src is number, not string (a url)');
    expect(check({ slides: {} })).toThrow('"one".slides is object, not list (a list)');
  });

  it('stop the build on a missing required one', () => {
    expect(check({ slides: [{ width: 640 }] })).toThrow('"one".slides[0] lacks src, which is required');
  });
});

describe('what the schemas write into the repository', () => {
  it('is up to date: docs/fixtures.md and the Twig headers (run `npm run docs` after changing a schema)', async () => {
    const files = (await paramsFiles(root)) as Record<string, string>;
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['docs/fixtures.md', 'blocks/collapse/cms/collapse-group.twig']),
    );
    for (const [file, text] of Object.entries(files)) expect(await readFile(join(root, file), 'utf8'), file).toBe(text);
  });
});

describe("the blocks' parameters", () => {
  it('each have a label, the name of their field in an editor, and their list fields too', async () => {
    const unlabelled: string[] = [];
    const visit = (
      params: Record<
        string,
        { label?: string; type?: string; default?: number; fallbackLabel?: string; fields?: object }
      >,
      where: string,
    ) => {
      for (const [name, param] of Object.entries(params)) {
        if (!param.label) unlabelled.push(`${where}.${name}`);
        // A heading level left to the widget names that choice in the editor (editor/shared.js).
        if (param.type === 'heading level' && param.default === undefined && !param.fallbackLabel)
          unlabelled.push(`${where}.${name} (fallbackLabel)`);
        if (param.fields) visit(param.fields as typeof params, `${where}.${name}[]`);
      }
    };
    const blocks = blocksOf(await blockFolders(join(root, 'blocks'))) as { name: string }[];
    let schemas = 0;
    for (const block of blocks) {
      const schema = await readParams(block);
      if (!schema) continue;
      schemas++;
      visit(schema.params, block.name);
    }
    expect(schemas).toBeGreaterThanOrEqual(6);
    expect(unlabelled).toEqual([]);
  });
});
