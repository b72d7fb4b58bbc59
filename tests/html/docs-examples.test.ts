// The markup examples of the READMEs and the docs, which agencies copy: every html code block of
// each Markdown file below (found anew on each run, so a page added or rewritten is checked),
// validated by html-validate as a fragment (html-validate-markdown reads the code blocks and keeps
// their lines). A code block that is not meant to be valid markup says so: ```html novalidate.
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateMarkdown } from '../support/html-validate';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The pages a site builder reads: the README, the contributors' guide, the docs and every block's page. */
const DOCS = [
  /^(README|CONTRIBUTING)\.md$/,
  /^docs\/.+\.md$/,
  /^blocks\/[^/]+\/README\.md$/,
  /^demo\/README\.md$/,
  /^integrations\/.+\.md$/,
];
/** Where such pages may be, walked whole; the other folders (node_modules, dist) hold none of ours. */
const FOLDERS = ['docs', 'blocks', 'demo', 'integrations'];

function markdownFiles(): string[] {
  const inRoot = readdirSync(root);
  const inFolders = FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)),
  );
  return [...inRoot, ...inFolders]
    .map((file) => relative(root, join(root, file)).split(sep).join('/'))
    .filter((file) => DOCS.some((pattern) => pattern.test(file)))
    .sort();
}

const files = markdownFiles();

describe("the docs' markup examples, by html-validate", () => {
  it('are found in the README, the docs and every block page', () => {
    expect(files).toContain('README.md');
    expect(files.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(0);
    expect(files.filter((file) => /^blocks\/[^/]+\/README\.md$/.test(file)).length).toBeGreaterThan(0);
  });

  for (const file of files) {
    it(file, async () => {
      expect(await validateMarkdown(file)).toEqual([]);
    });
  }
});
