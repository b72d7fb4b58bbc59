// Runs once before the WordPress tests: builds the bundle and the plugin's zip (as
// `npm run build:wordpress` does), brings up Debian's WordPress (setup.sh prepare), installs the
// zip through wp-admin as a site owner does, and writes the test posts (setup.sh content). The
// tests read the site from `inject('wordpress')`.
import { execFileSync } from 'node:child_process';
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
  /** Debian's name for the site's configuration (/etc/wordpress/config-NAME.php). */
  config: string;
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

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  await build({ quiet: true });
  const scratch = mkdtempSync(join(tmpdir(), 'site-widgets-wordpress-'));
  try {
    const zip = writePluginZip({ outDir: scratch }) as string;
    const setup = (...args: string[]) =>
      execFileSync(join(root, 'tests/wordpress/setup.sh'), args, { stdio: ['ignore', 'inherit', 'inherit'] });
    setup('prepare');
    const installedVersion = await installPluginZip(
      chromiumPath,
      'http://127.0.0.1:' + (process.env.WP_PORT ?? '8090'),
      zip,
    );
    const output = join(scratch, 'site.json');
    setup('content', output);
    const site = JSON.parse(readFileSync(output, 'utf8')) as Omit<WordPressSite, 'installedVersion'>;
    project.provide('wordpress', { ...site, installedVersion });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  project.provide('chromiumPath', chromiumPath);
}
