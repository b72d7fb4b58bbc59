// @vitest-environment node
// The docs' tables of blocks and events are the blocks' declarations, written out by
// `npm run docs` (build/readme-tables.mjs): a block, an event or a summary changed in a NAME.block.ts
// and not in the README or the index of block pages fails here. Each block's page (its
// declaration's `docs`) is the README.md of a block folder, and exists.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { blockPageTables, DOCS_WITH_TABLES, readmeTables, withTables } from '../../build/readme-tables.mjs';

const root = join(import.meta.dirname, '../..');

describe("the README's tables", () => {
  it('are those the block declarations give (run `npm run docs` after changing a NAME.block.ts)', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const tables = (await readmeTables(root)) as Record<string, string>;
    expect(withTables(readme, tables)).toBe(readme);
    for (const name of ['widgets', 'behaviours', 'events']) expect(readme).toContain(tables[name]);
    expect(tables.widgets).toContain('`<collapse-item>`');
    expect(tables.behaviours).toContain('`[data-gallery]`');
    expect(tables.events).toContain('`cookiebar:change` | `document`');
  });

  it('and the index of block pages are those the declarations give, every block listed once', async () => {
    const index = await readFile(join(root, 'docs/blocks/README.md'), 'utf8');
    const { pages = '' } = (await readmeTables(root)) as Record<string, string>;
    expect(DOCS_WITH_TABLES).toEqual(['README.md', 'docs/blocks/README.md', 'docs/theming-and-texts.md']);
    expect(withTables(index, { pages })).toBe(index);
    expect(index).toContain(pages);
    for (const tag of ['collapse-group', 'collapse-item', 'image-slider', 'newsletter-signup'])
      expect(pages.match(new RegExp(`\`<${tag}>\``, 'g'))).toHaveLength(1);
    for (const [, page] of pages.matchAll(/\]\(\.\.\/\.\.\/([^)]+)\)/g))
      expect((await stat(join(root, page!))).isFile(), page).toBe(true);
  });

  it('link each block to its page, the README.md of a block folder, which exists', async () => {
    const { widgets, behaviours } = (await readmeTables(root)) as Record<string, string>;
    const pages = [...`${widgets}\n${behaviours}`.matchAll(/\]\(([^)]+)\)/g)].map(([, page]) => page!);
    expect(pages.length).toBeGreaterThanOrEqual(13);
    for (const page of pages) {
      expect(page).toMatch(/^blocks\/[a-z0-9-]+\/README\.md$/);
      expect((await stat(join(root, page))).isFile(), page).toBe(true);
    }
  });

  it('of CSS custom properties, on the theming page and block pages, are those the stylesheets declare', async () => {
    const theming = await readFile(join(root, 'docs/theming-and-texts.md'), 'utf8');
    const tables = (await readmeTables(root)) as Record<string, string>;
    expect(withTables(theming, tables)).toBe(theming);
    expect(tables['theme-properties']).toContain('| `--sw-color-accent` | `#0b5cad` |');
    expect(tables['block-properties']).toContain('| `--sw-language-switch-width` | `language-switch` | `4.5rem` |');
    const pages = (await blockPageTables(root)) as Map<string, Record<string, string>>;
    expect([...pages.keys()]).toContain('blocks/collapse/README.md');
    for (const [file, pageTables] of pages) {
      const page = await readFile(join(root, file), 'utf8');
      expect(page, `${file}: its table of CSS custom properties (npm run docs)`).toContain(
        pageTables['css-properties'],
      );
      expect(withTables(page, pageTables), file).toBe(page);
    }
    // A family's page lists what each of its blocks takes: the image slider's own slide width.
    expect(pages.get('blocks/sliders/README.md')!['css-properties']).toContain(
      '`--slider-slide-width` | `image-slider`',
    );
  });

  it('refuse a marker that names no table', () => {
    expect(() => withTables('<!-- generated: nothing -->\n<!-- /generated -->', { widgets: '' })).toThrow(
      'no table named "nothing"',
    );
  });
});
