// Runs once per WordPress version before its tests (the project `wordpress-VERSION`, whose
// WP_VERSION names it: tests/wordpress/support/versions.ts): stops at once, with the one line
// `setup.sh check` prints, where this machine's Composer registries do not serve that WordPress;
// builds the bundle and the plugin's zip (as `npm run build:wordpress` does; once for every version
// of the run), brings up that WordPress (setup.sh prepare), installs the zip through wp-admin as a
// site owner does, and writes the test posts (setup.sh content). The tests read the site from `inject('wordpress')`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM module without type declarations
import { build } from '../../../build.mjs';
// @ts-expect-error plain ESM module without type declarations
import { writePluginZip } from '../../../build/wordpress-plugin.mjs';
import { findChromium } from '../../browser/support/chromium';
import { installPluginZip } from './install-plugin';
import { WORDPRESS_VERSIONS } from './versions';

/** A test post, as seed.php lists it. */
export interface WordPressPost {
  id: number;
  url: string;
  author: string;
  /** The tags and tag[attribute]s that kses took out when the post was saved. */
  refused: string[];
}

export interface WordPressSite {
  baseUrl: string;
  signupsTable: string;
  database: string;
  /** The site's name (for Debian's WordPress, that of its configuration: /etc/wordpress/config-NAME.php). */
  config: string;
  /** The WordPress folder (ABSPATH). */
  root: string;
  /** The WordPress version the site runs ($wp_version). */
  version: string;
  /** WordPress's debug log (WP_DEBUG_LOG). */
  debugLog: string;
  posts: Record<string, WordPressPost>;
  /** The version the plugins list showed after the zip's upload. */
  installedVersion: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    wordpress: WordPressSite;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The bundle and the plugin's zip, built once for every WordPress version of the run: each version's
 * project loads this file anew, and shares the main process's global object.
 */
const run = globalThis as { siteWidgetsPluginZip?: Promise<string> };
const scratch = mkdtempSync(join(tmpdir(), 'site-widgets-wordpress-'));
function pluginZip(): Promise<string> {
  return (run.siteWidgetsPluginZip ??= build({ quiet: true }).then(
    () => writePluginZip({ outDir: scratch }) as string,
  ));
}

export default async function setup(project: TestProject) {
  const wanted = WORDPRESS_VERSIONS.find(({ version }) => version === project.config.env.WP_VERSION);
  if (!wanted) throw new Error(`WP_VERSION: no test site for WordPress ${project.config.env.WP_VERSION}`);
  const env = { ...process.env, WP_VERSION: wanted.version, WP_PORT: String(wanted.port) };
  // A WordPress this machine's registries do not serve: the one line setup.sh prints, at once.
  const served = spawnSync(join(root, 'tests/wordpress/setup.sh'), ['check'], { stdio: 'inherit', env });
  if (served.status !== 0) process.exit(1);
  const chromiumPath = findChromium();
  const zip = await pluginZip();
  const setup = (...args: string[]) =>
    execFileSync(join(root, 'tests/wordpress/setup.sh'), args, { stdio: ['ignore', 'inherit', 'inherit'], env });
  setup('prepare');
  const installedVersion = await installPluginZip(chromiumPath, `http://127.0.0.1:${wanted.port}`, zip);
  const output = join(scratch, `site-${wanted.version}.json`);
  setup('content', output);
  const site = JSON.parse(readFileSync(output, 'utf8')) as Omit<WordPressSite, 'installedVersion'>;
  // Debian's 6.1 is its newest 6.1.x.
  if (site.version !== wanted.version && !site.version.startsWith(`${wanted.version}.`))
    throw new Error(`WordPress ${wanted.version} wanted, ${site.version} runs`);
  project.provide('wordpress', { ...site, installedVersion });
  project.provide('chromiumPath', chromiumPath);
  // Vitest's --update, which rewrites the references of the blocks' look in the theme (theme-look.test.ts).
  project.provide('visualUpdate', project.config.snapshotOptions.updateSnapshot === 'all');
  return () => rmSync(scratch, { recursive: true, force: true });
}
