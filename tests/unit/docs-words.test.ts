// @vitest-environment node
// The docs stay readable in an hour: README.md, CONTRIBUTING.md, docs/ and the blocks' pages hold
// at most 20,000 words together, and docs/performance.md at most 1,500 (its figures are one
// generated table). Words are counted as `wc -w` counts them: runs of characters between spaces,
// tabs and line breaks. A failure names the largest files, where a cut helps most.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TOTAL_LIMIT = 20_000;
const LIMITS: Record<string, number> = { 'docs/performance.md': 1_500 };

/** Words as `wc -w` counts them. */
const words = (text: string) => text.split(/[ \t\n\v\f\r]+/).filter(Boolean).length;

async function markdownUnder(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await markdownUnder(path)));
    else if (entry.name.endsWith('.md')) files.push(path);
  }
  return files;
}

/** Every docs file, from the repository's root, with its words, the largest first. */
async function docs(): Promise<[string, number][]> {
  const blocks = await readdir(join(root, 'blocks'), { withFileTypes: true });
  const pages = blocks
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(root, 'blocks', entry.name, 'README.md'));
  const files = [
    join(root, 'README.md'),
    join(root, 'CONTRIBUTING.md'),
    ...(await markdownUnder(join(root, 'docs'))),
    ...pages,
  ];
  const counted = await Promise.all(
    files.map(async (file): Promise<[string, number]> => [relative(root, file), words(await readFile(file, 'utf8'))]),
  );
  return counted.sort((a, b) => b[1] - a[1]);
}

const largest = (counted: [string, number][]) =>
  counted
    .slice(0, 5)
    .map(([file, count]) => `${file} ${count}`)
    .join(', ');

describe('the docs', () => {
  it('count words as wc -w does', () => {
    expect(words('# Title\n\n| a | b |\n  two\twords, `code()` — dash\n')).toBe(12);
  });

  it(`hold at most ${TOTAL_LIMIT.toLocaleString('en-US')} words together`, async () => {
    const counted = await docs();
    expect(counted.map(([file]) => file)).toEqual(expect.arrayContaining(['README.md', 'docs/performance.md']));
    const total = counted.reduce((sum, [, count]) => sum + count, 0);
    expect(total, `${total} words; the largest files: ${largest(counted)}`).toBeLessThanOrEqual(TOTAL_LIMIT);
  });

  it.each(Object.entries(LIMITS))('%s holds at most %i words', async (file, limit) => {
    const count = words(await readFile(join(root, file), 'utf8'));
    expect(count, `${file}: ${count} words`).toBeLessThanOrEqual(limit);
  });
});
