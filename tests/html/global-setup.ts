// Runs once before the html tests: Debian's Java for the Nu HTML Checker (tests/support/
// java-setup.sh, which installs it when missing, as root); the files of dist/ that the demo pages
// and the package's fixtures come from, custom-elements.json and fixtures.json, written by the
// build's own functions into a folder of their own (the browser tests may be building dist/ at the
// same time); and the demo server on a free port, serving the pages from them.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
// @ts-expect-error plain ESM module without type declarations
import { blockFolders } from '../../build/block-folders.mjs';
// @ts-expect-error plain ESM module without type declarations
import { writeFixtures } from '../../build/fixtures.mjs';
// @ts-expect-error plain ESM module without type declarations
import { writeManifest } from '../../build/manifest.mjs';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The demo server of the html tests. */
    demoUrl: string;
    /** Its dist/: custom-elements.json and fixtures.json, as the build writes them. */
    distDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  execFileSync(join(root, 'tests/support/java-setup.sh'), { stdio: ['ignore', 'inherit', 'inherit'] });
  const distDir = await mkdtemp(join(tmpdir(), 'site-widgets-html-dist-'));
  const dataDir = await mkdtemp(join(tmpdir(), 'site-widgets-html-data-'));
  await writeManifest(root, distDir);
  await writeFixtures(await blockFolders(join(root, 'blocks')), distDir);
  const server: Server = createDemoServer({ distDir, dataDir });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  project.provide('demoUrl', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  project.provide('distDir', distDir);
  return async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await rm(distDir, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  };
}
