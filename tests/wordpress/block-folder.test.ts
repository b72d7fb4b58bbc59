// A block folder copied under a new name (its name replaced in it, tests/support/renamed-block-folder.ts)
// is, with no other edit, a block of the WordPress plugin: the copy's build makes a plugin zip with
// it, which replaces the installed plugin through wp-admin as an owner updates one by hand; the
// new block is then registered, renders the copied fixtures as their markup, and is in the
// inserter beside the block it was copied from. The installed plugin is put back afterwards.
import { execFileSync } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { writePluginZip } from '../../build/wordpress-plugin.mjs';
import { useBrowser } from '../browser/support/browser';
import { normaliseHtml, type Fixture } from '../support/fixtures';
import { copyRenamed } from '../support/renamed-block-folder';
import { copySourceTree, importFile } from '../support/source-tree';
import { siteWidgetsCategory } from './support/block-editor';
import { replacePluginZip } from './support/install-plugin';
import { logIn } from './support/log-in';
import { sitePhpEnv } from './support/site-php';

const site = inject('wordpress');
const newPage = useBrowser();
const root = join(import.meta.dirname, '../..');
const [from, to] = ['language-switch', 'language-picker'];
let tree = '';
type Module = Record<string, (...args: unknown[]) => unknown>;

/** The zips of the plugin as installed and as the copy builds it. */
const zips = { installed: '', copy: '' };

/** Logs in as the administrator and uploads `zip` over the installed plugin. */
async function replacePlugin(zip: string) {
  const page = await newPage();
  await logIn(page, site.baseUrl, 'admin');
  await replacePluginZip(page, site.baseUrl, zip);
}

beforeAll(async () => {
  tree = await copySourceTree(root, 'wordpress-block-folder');
  await copyRenamed(join(root, 'blocks', from), join(tree, 'blocks', to), from, to);
  const { build } = await importFile<Module>(join(tree, 'build.mjs'));
  await build!({ quiet: true });
  const copyPlugin = await importFile<Module>(join(tree, 'build/wordpress-plugin.mjs'));
  zips.copy = copyPlugin.writePluginZip!({ outDir: join(tree, 'release/copy') }) as string;
  zips.installed = writePluginZip({ outDir: join(tree, 'release/installed') }) as string;
  await replacePlugin(zips.copy);
});

afterAll(async () => {
  if (zips.installed) await replacePlugin(zips.installed);
  if (tree) await rm(tree, { recursive: true, force: true });
});

describe('a block folder copied under a new name, in WordPress', () => {
  it('renders the copied fixtures as their markup, through its registered block', async () => {
    const output = execFileSync('php', [`${root}/tests/wordpress/render-fixtures.php`, tree], {
      encoding: 'utf8',
      env: sitePhpEnv(site),
    });
    const rendered = JSON.parse(output) as Record<string, string>;
    const { fixtures } = JSON.parse(await readFile(join(tree, `blocks/${to}/${to}.fixtures.json`), 'utf8')) as {
      fixtures: Fixture[];
    };
    expect(fixtures.some(({ html }) => html.startsWith(`<${to}>`))).toBe(true);
    for (const { name, html } of fixtures)
      expect(normaliseHtml(rendered[`${to}/${name}`] ?? '(not rendered)'), name).toBe(normaliseHtml(html));
    // The block it was copied from is still there, rendering its own.
    expect(Object.keys(rendered).filter((id) => id.startsWith(`${from}/`)).length).toBe(fixtures.length);
  });

  it('is in the inserter under "Site widgets", beside the block it was copied from', async () => {
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, site.baseUrl, 'author');
    await page.goto(`${site.baseUrl}/wp-admin/post-new.php`);
    const titles = await siteWidgetsCategory(page);
    expect(titles.some((title) => title.endsWith('Language picker'))).toBe(true);
    expect(titles.some((title) => title.endsWith('Language switch'))).toBe(true);
  });
});
