// Runs once before the Craft tests: stops at once, with the one line `setup.sh check` prints, where
// this machine's Composer registries do not serve Craft (the tests never pass without running);
// builds the bundle (which fills integrations/craft/), writes the fixtures' parameters for the test
// site's fixture pages, brings up a real Craft CMS 4 with its two sites (setup.sh site), and requires
// and installs the plugin from the repository (setup.sh plugin). The tests read the site from
// `inject('craft')`.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM module without type declarations
import { build } from '../../../build.mjs';
import { findChromium } from '../../browser/support/chromium';
import { fixtureId, readFixtures } from '../../support/fixtures';
import { CRAFT_SITE, type CraftSite } from './site';

declare module 'vitest' {
  export interface ProvidedContext {
    craft: CraftSite;
  }
}

const root = fileURLToPath(new URL('../../../', import.meta.url));

export default async function setup(project: TestProject) {
  const craftServed = spawnSync(join(root, 'tests/craft/setup.sh'), ['check'], { stdio: 'inherit' });
  if (craftServed.status !== 0) process.exit(1);
  const chromiumPath = findChromium();
  await build({ quiet: true });
  const scratch = mkdtempSync(join(tmpdir(), 'site-widgets-craft-'));
  try {
    const params = join(scratch, 'fixtures.json');
    writeFileSync(params, JSON.stringify(Object.fromEntries(readFixtures().map((f) => [fixtureId(f), f.params]))));
    const setup = (step: string) =>
      execFileSync(join(root, 'tests/craft/setup.sh'), [step], {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          CRAFT_PORT: String(new URL(CRAFT_SITE.baseUrl).port),
          SITE_WIDGETS_FIXTURE_PARAMS: params,
        },
      });
    setup('site');
    setup('plugin');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  project.provide('craft', CRAFT_SITE);
  project.provide('chromiumPath', chromiumPath);
}
