// WordPress's debug log (WP_DEBUG and WP_DEBUG_LOG on: setup.sh) holds nothing of the plugin's
// after its install from the zip, everything the other tests did, and a tour of what visitors and
// the administrator open: no PHP notice, warning or deprecation in the plugin's files, no
// "called incorrectly" or deprecation naming it. What WordPress writes of its own (in its own files,
// naming nothing of the plugin) may stay.
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { expect, inject, it } from 'vitest';
import { useBrowser } from '../browser/support/browser';
import { logIn } from './support/log-in';

const newPage = useBrowser();
const site = inject('wordpress');

const ADMIN_PAGES = [
  'plugins.php',
  'admin.php?page=site-widgets-signups',
  'options-general.php?page=site-widgets',
  'options-privacy.php?tab=policyguide',
  'post-new.php',
];

/** The log's entries (each begins with its time in brackets), with their continuation lines. */
function entries(log: string): string[] {
  return log.split(/^(?=\[\d{2}-\w{3}-\d{4} )/m).filter((entry) => entry.trim() !== '');
}

/**
 * Whether an entry is WordPress's own: every file it names is WordPress's, and, but for the test
 * site's folders and database, it names nothing of the plugin.
 */
function wordPressOwn(entry: string): boolean {
  const files = [...entry.matchAll(/(\/[\w./-]+\.php)\b/g)].map((match) => match[1]!);
  const siteNames = [site.root, dirname(site.debugLog), site.database];
  const rest = siteNames.reduce((text, name) => text.replaceAll(name, ''), entry);
  return files.every((file) => file.startsWith(site.root)) && !/site[-_]widgets/i.test(rest);
}

it(`WordPress ${site.version}’s debug log holds nothing of the plugin’s`, async () => {
  for (const post of Object.values(site.posts)) expect((await fetch(post.url)).status, post.url).toBe(200);
  const page = await newPage();
  await logIn(page, site.baseUrl, 'admin');
  for (const path of ADMIN_PAGES) {
    const response = await page.goto(`${site.baseUrl}/wp-admin/${path}`);
    expect(response?.status(), path).toBe(200);
  }
  await page.getByRole('region', { name: /Editor content/ }).waitFor();
  const log = readFileSync(site.debugLog, 'utf8');
  expect(entries(log).filter((entry) => !wordPressOwn(entry))).toEqual([]);
});
