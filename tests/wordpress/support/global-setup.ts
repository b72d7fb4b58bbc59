// Runs once before the WordPress tests: builds the bundle, copies dist/ into the plugin (as
// `npm run build:wordpress` does), and runs setup.sh, which brings up Debian's WordPress with the
// plugin and the test posts. The tests read the site from `inject('wordpress')`.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM module without type declarations
import { build } from '../../../build.mjs';
import { findChromium } from '../../browser/support/chromium';

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
  const pluginDist = join(root, 'integrations/wordpress/site-widgets/dist');
  rmSync(pluginDist, { recursive: true, force: true });
  cpSync(join(root, 'dist'), pluginDist, { recursive: true });

  const scratch = mkdtempSync(join(tmpdir(), 'site-widgets-wordpress-'));
  try {
    const output = join(scratch, 'site.json');
    execFileSync(join(root, 'tests/wordpress/setup.sh'), [output], { stdio: ['ignore', 'inherit', 'inherit'] });
    project.provide('wordpress', JSON.parse(readFileSync(output, 'utf8')) as WordPressSite);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  project.provide('chromiumPath', chromiumPath);
}
