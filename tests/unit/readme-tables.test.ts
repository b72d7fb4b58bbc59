// @vitest-environment node
// The README's tables of blocks and events are the blocks' declarations, written out by
// `npm run docs` (build/readme-tables.mjs): a block, an event or a summary changed in a block.ts
// and not in the README fails here.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { readmeTables, withTables } from '../../build/readme-tables.mjs';

const root = join(import.meta.dirname, '../..');

describe("the README's tables", () => {
  it('are those the block declarations give (run `npm run docs` after changing a block.ts)', async () => {
    const readme = await readFile(join(root, 'README.md'), 'utf8');
    const tables = (await readmeTables(root)) as Record<string, string>;
    expect(withTables(readme, tables)).toBe(readme);
    for (const table of Object.values(tables)) expect(readme).toContain(table);
    expect(tables.widgets).toContain('`<collapse-item>`');
    expect(tables.modules).toContain('`[data-gallery]`');
    expect(tables.events).toContain('`cookiebar:change` | `document`');
  });

  it('refuse a marker that names no table', () => {
    expect(() => withTables('<!-- generated: nothing -->\n<!-- /generated -->', { widgets: '' })).toThrow(
      'no table named "nothing"',
    );
  });
});
