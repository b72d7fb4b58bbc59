// The blocks' markup fixtures (NAME.fixtures.json in a block folder, for its block NAME), the one
// source of the markup that the Craft components and the WordPress blocks are tested against: every
// widget a CMS renders has them, in Dutch and English with an edge case, and their markup uses only
// the attributes the blocks declare. A broken fixture file stops the build with a message naming it.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { readBlockFixtures } from '../../build/fixtures.mjs';
import { fixtureId, normaliseHtml, readFixtures } from '../support/fixtures';
import { widgetDeclarations } from '../support/widget-blocks';

const widgets = await widgetDeclarations();
const fixtures = readFixtures();

const GLOBAL = ['id', 'class'];

describe('the markup fixtures', () => {
  it('exist for every widget a template renders (collapse-item with its group)', () => {
    const withFixtures = [...new Set(fixtures.map((fixture) => fixture.block))];
    expect(withFixtures).toEqual([...widgets.keys()].filter((tag) => tag !== 'collapse-item').sort());
  });

  it('give each block two or more examples, in Dutch and English, with at least one edge case', () => {
    for (const block of new Set(fixtures.map((fixture) => fixture.block))) {
      const own = fixtures.filter((fixture) => fixture.block === block);
      expect(own.length, block).toBeGreaterThanOrEqual(2);
      expect(new Set(own.map((fixture) => fixture.lang)), block).toEqual(new Set(['nl', 'en']));
      expect(
        own.some((fixture) => fixture.description),
        `${block}: an edge case, with a description`,
      ).toBe(true);
    }
  });

  for (const fixture of fixtures) {
    it(`${fixtureId(fixture)}: prints its block with declared attributes only`, () => {
      const template = document.createElement('template');
      template.innerHTML = fixture.html;
      const elements = [...template.content.querySelectorAll('*')].filter((element) => widgets.has(element.localName));
      if (fixture.html.trim() === '') return expect(template.content.childNodes).toHaveLength(0);
      expect(template.content.children[0]?.localName).toBe(fixture.block);
      for (const element of elements) {
        const declared = Object.keys(widgets.get(element.localName)!.attributes);
        // Per-element texts (data-i18n-KEY) are the catalogue's, open to every element, as are the
        // global id and class a block's wrapper parameters print (wrapperParams).
        const undeclared = element
          .getAttributeNames()
          .filter((name) => !declared.includes(name) && !name.startsWith('data-i18n-') && !GLOBAL.includes(name));
        expect(undeclared, `<${element.localName}>`).toEqual([]);
      }
      // Normalising is stable: what the renderers' output is compared with is the same markup again.
      expect(normaliseHtml(normaliseHtml(fixture.html))).toBe(normaliseHtml(fixture.html));
    });
  }

  it('stop the build when a file is broken, naming the file and the fixture', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fixtures-'));
    const block = { name: 'fake-widget', dir };
    try {
      const fixture = { name: 'twice', lang: 'en', params: {}, html: '' };
      await writeFile(
        join(dir, 'fake-widget.fixtures.json'),
        JSON.stringify({ block: 'fake-widget', fixtures: [fixture, fixture] }),
      );
      await expect(readBlockFixtures(block)).rejects.toThrow(
        'blocks/fake-widget/fake-widget.fixtures.json: two fixtures are named "twice".',
      );
      await writeFile(
        join(dir, 'fake-widget.fixtures.json'),
        JSON.stringify({ block: 'fake-widget', fixtures: [{ ...fixture, html: 1 }] }),
      );
      await expect(readBlockFixtures(block)).rejects.toThrow('"twice" needs html (a string)');
      await writeFile(join(dir, 'fake-widget.fixtures.json'), '{ "block": ');
      await expect(readBlockFixtures(block)).rejects.toThrow(
        'blocks/fake-widget/fake-widget.fixtures.json is no valid JSON',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("hold a family's blocks in NAME.fixtures.json each, and stop the build when a file names another", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'fixtures-'));
    const blocks = ['fake-one', 'fake-two'].map((name) => ({ name, declaration: join(dir, `${name}.block.ts`) }));
    const family = { name: 'fake-family', dir, blocks };
    const fixtures = [{ name: 'one', lang: 'en', params: {}, html: '' }];
    const write = (file: string, block: string) => writeFile(join(dir, file), JSON.stringify({ block, fixtures }));
    try {
      await write('fake-one.fixtures.json', 'fake-one');
      await expect(readBlockFixtures(family)).rejects.toThrow(
        'blocks/fake-family/fake-one.fixtures.json has no parameter schema: add blocks/fake-family/fake-one.params.ts.',
      );
      for (const { name } of blocks) await writeFile(join(dir, `${name}.params.ts`), 'export default {};\n');
      await write('fake-two.fixtures.json', 'fake-two');
      expect(await readBlockFixtures(family)).toEqual([
        { block: 'fake-one', fixtures },
        { block: 'fake-two', fixtures },
      ]);
      await write('fake-two.fixtures.json', 'fake-one');
      await expect(readBlockFixtures(family)).rejects.toThrow(
        'blocks/fake-family/fake-two.fixtures.json names the block "fake-one", not "fake-two" (its file name).',
      );
      await rm(join(dir, 'fake-two.fixtures.json'));
      await write('fake-three.fixtures.json', 'fake-three');
      await expect(readBlockFixtures(family)).rejects.toThrow('not "fake-one" or "fake-two"');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
