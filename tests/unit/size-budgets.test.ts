// @vitest-environment node
// The built files within their size budgets (tests/bench/size-budgets.mjs), with gzip -9: the entry,
// the stylesheet, and all that each widget and page behaviour chunk loads. The unit tests' global
// setup builds dist/ first. A failure names the file, or the block and its files, and the sizes.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { sizeReport } from '../../build.mjs';
// @ts-expect-error plain ESM module without type declarations
import { BLOCK_KB, ENTRY_KB, STYLESHEET_KB } from '../bench/size-budgets.mjs';
import { readPreloadManifest } from '../support/preload-manifest';

const KB = 1024;
const sizes = new Map(((await sizeReport()) as { file: string; gzip: number }[]).map(({ file, gzip }) => [file, gzip]));

/** `file`'s size with gzip -9, from the build's report. */
function gzipSize(file: string): number {
  const size = sizes.get(file);
  if (size === undefined) throw new Error(`size budgets: dist/${file} was not built`);
  return size;
}

describe('size budgets, gzip -9', () => {
  for (const [file, budget] of [
    ['site-widgets.js', ENTRY_KB],
    ['site-widgets.css', STYLESHEET_KB],
  ] as const) {
    it(`dist/${file} ≤ ${budget} KB`, () => {
      expect(gzipSize(file), `dist/${file}: ${gzipSize(file)} B gzip, budget ${budget * KB} B`).toBeLessThanOrEqual(
        budget * KB,
      );
    });
  }

  it('every widget and page behaviour chunk, with all it loads, within its budget', async () => {
    const manifest = await readPreloadManifest();
    const blocks = { ...manifest.widgets, ...manifest.modules };
    const budgets = BLOCK_KB as Record<string, number>;
    expect(Object.keys(blocks).sort(), 'a block without a budget, or a budget without a block').toEqual(
      Object.keys(budgets).sort(),
    );
    const over = Object.entries(blocks).flatMap(([name, { preload }]) => {
      const files = preload.map(({ file }) => file);
      const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
      const each = files.map((file) => `${file} ${gzipSize(file)} B`).join(', ');
      return total <= budgets[name]! * KB ? [] : [`${name}: ${total} B gzip (${each}), budget ${budgets[name]} KB`];
    });
    expect(over).toEqual([]);
  });
});
