// Runs once before the browser tests: builds the bundle, checks for Chromium and starts the demo
// server on a free port. The tests read its address from `inject('baseUrl')`.
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM modules without type declarations
import { build } from '../../../build.mjs';
// @ts-expect-error plain ESM modules without type declarations
import { createDemoServer } from '../../../demo/server/app.mjs';
import { findChromium } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const chromiumPath = findChromium();
  await build({ quiet: true });
  const dataDir = await mkdtemp(join(tmpdir(), 'site-widgets-data-'));
  // The tests sign up from one address, many times a minute, as fast as a script types: no bot guard
  // (the contract suite checks the demo's guard on a server of its own).
  const server: Server = createDemoServer({ dataDir, signupGuard: null });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('chromiumPath', chromiumPath);
  project.provide('dataDir', dataDir);
  return async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
