// A block folder copied under a new name (its name replaced in it, tests/support/renamed-block-folder.ts)
// gives, with no other edit, a Craft component of the new name where sites take it from, which
// renders the copied fixtures under Debian's Twig 3 as their markup.
import { mkdtemp, readFile, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { writeCmsFaces } from '../../build/cms-faces.mjs';
import { normaliseHtml, type Fixture } from '../support/fixtures';
import { copyRenamed } from '../support/renamed-block-folder';
import { htmlOf, renderTwig } from './render';

const root = fileURLToPath(new URL('../../', import.meta.url));
const [from, to] = ['language-switch', 'language-picker'];

let tree: string;
beforeAll(async () => {
  tree = await mkdtemp(join(tmpdir(), 'twig-block-folder-'));
  await copyRenamed(join(root, 'blocks', from), join(tree, 'blocks', to), from, to);
  // What the block's declaration imports, read by the build for the WordPress block's attributes.
  for (const name of ['common', 'widgets', 'runtime', 'node_modules'])
    await symlink(join(root, name), join(tree, name), 'dir');
  await writeCmsFaces(tree);
});
afterAll(() => rm(tree, { recursive: true, force: true }));

it('makes the copy a Craft component of its own, which prints the copied fixtures', async () => {
  expect(await readdir(join(tree, 'integrations/craft/components'))).toEqual([`${to}.twig`]);
  const source = await readFile(join(tree, `integrations/craft/components/${to}.twig`), 'utf8');
  const { fixtures } = JSON.parse(await readFile(join(tree, `blocks/${to}/${to}.fixtures.json`), 'utf8')) as {
    fixtures: Fixture[];
  };
  expect(fixtures.some(({ html }) => html.startsWith(`<${to}>`))).toBe(true);
  const { results } = renderTwig(fixtures.map(({ params }) => ({ source, params, autoescape: 'html' })));
  fixtures.forEach(({ name, html }, index) =>
    expect(normaliseHtml(htmlOf(results[index])), name).toBe(normaliseHtml(html)),
  );
});
