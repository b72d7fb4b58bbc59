// Runs once before the engine tests: installs Firefox ESR, WebKitGTK's driver and Xvfb when missing
// (setup.sh), finds Chromium, builds the bundle and starts the demo server with the page probe
// (probe/) in every demo page, and a two-page site behind Turbo Drive. The visual tests start the
// same site with a script of their own after the probe (`startEngineSite`).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM modules without type declarations
import { build } from '../../../build.mjs';
// @ts-expect-error plain ESM modules without type declarations
import { createDemoServer } from '../../../demo/server/app.mjs';
import { findChromium } from '../../browser/support/chromium';
import { testSiteRoutes } from './test-site';

declare module 'vitest' {
  export interface ProvidedContext {
    enginesBaseUrl: string;
    enginePaths: { chromium: string; firefox: string; webkit: string };
  }
}

const probe = (file: string) => readFileSync(new URL(`probe/${file}`, import.meta.url), 'utf8');

export default function setup(project: TestProject) {
  return startEngineSite(project);
}

/** Starts the engines' site; `headScript` runs in every demo page right after the probe. Resolves to its teardown. */
export async function startEngineSite(project: TestProject, { headScript = '' } = {}) {
  execFileSync(fileURLToPath(new URL('../setup.sh', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit'] });
  const chromium = findChromium();
  await build({ quiet: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'site-widgets-engines-'));
  const server: Server = createDemoServer({
    dataDir,
    signupGuard: null, // the journeys sign up as fast as a script types
    pageScripts: { head: `${probe('first-in-head.js')}\n${headScript}`, bodyEnd: probe('last-in-body.js') },
    routes: testSiteRoutes(),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('enginesBaseUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  project.provide('enginePaths', {
    chromium,
    firefox: '/usr/bin/firefox-esr',
    webkit: '/usr/bin/WebKitWebDriver',
  });
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
