// @vitest-environment node
// Every line of the project's own source (code, styles, templates, scripts and the demo's markup)
// fits in 120 columns, the width Prettier wraps code to; comments and long strings are wrapped by
// hand. WordPress's wpautop output in the fixtures is kept byte for byte, as WordPress writes it.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const MAX_COLUMNS = 120;
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|jsx|css|html|php|twig|sh)$/;
const NOT_OURS = new Set(['node_modules', 'vendor', 'dist', '.data', '.git', '.scratch', 'test-results']);
const KEPT_AS_WRITTEN = ['tests/browser/fixtures/wpautop/', 'integrations/wordpress/site-widgets/dist/'];

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const name = relative(root, path).split('\\').join('/');
    if (NOT_OURS.has(entry.name) || KEPT_AS_WRITTEN.some((kept) => `${name}/`.startsWith(kept))) continue;
    if (entry.isDirectory()) files.push(...(await sourceFiles(path)));
    else if (SOURCE.test(entry.name)) files.push(path);
  }
  return files;
}

describe('line length', () => {
  it(`no source line is over ${MAX_COLUMNS} columns`, async () => {
    const files = await sourceFiles(root);
    const tooLong: string[] = [];
    for (const file of files) {
      const lines = (await readFile(file, 'utf8')).split('\n');
      lines.forEach((line, index) => {
        if ([...line].length > MAX_COLUMNS) tooLong.push(`${relative(root, file)}:${index + 1} (${[...line].length})`);
      });
    }
    expect(files.length).toBeGreaterThan(100);
    expect(tooLong).toEqual([]);
  });
});
