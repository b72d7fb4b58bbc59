// The package as an agency meets it: `npm pack`, installed into a scratch app, used two ways.
// 1. By script tag straight from node_modules/site-widgets/dist/ (the files as they are).
// 2. Imported by a Vite app (`import 'site-widgets'` and its stylesheet export), built with no
//    settings: the app's output must hold every chunk, and the widgets load them from there.
// 3. The same app in Vite's dev server, as the agency works on it.
// Each way every widget upgrades, the page behaviours that load chunks start, and the console
// stays quiet.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build as viteBuild, createLogger, createServer as viteServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspViolations, useBrowser, type TestPage } from './support/browser';
import { serveFolder } from './support/static-server';

const run = promisify(execFile);
const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
const newPage = useBrowser();

const WIDGET_TAGS = [
  'collapse-group',
  'collapse-item',
  'image-slider',
  'timeline-slider',
  'updates-slider',
  'language-switch',
  'newsletter-signup',
];

/** One of every block, with no images or requests of their own, so any failed request is the bundle's. */
const BODY =
  `
<div id="app">
  <language-switch><a href="/" hreflang="nl" lang="nl">Nederlands</a>` +
  `<a href="/en/" hreflang="en" lang="en">English</a></language-switch>
  <collapse-group>
    <collapse-item heading="First question"><p>First answer.</p></collapse-item>
    <collapse-item heading="Second question"><p>Second answer.</p></collapse-item>
  </collapse-group>
  <image-slider><figure>One</figure><figure>Two</figure><figure>Three</figure></image-slider>
  <timeline-slider><article><h3>2020</h3></article><article><h3>2021</h3></article>` +
  `<article><h3>2022</h3></article></timeline-slider>
  <updates-slider heading="News"><article>A</article><article>B</article><article>C</article></updates-slider>
  <newsletter-signup brand="Studio Noord"><h2>Stay in touch</h2></newsletter-signup>
  <ul data-gallery><li><a href="/big.svg" data-pswp-width="800" data-pswp-height="600">Picture</a></li></ul>
</div>`;

const page = (head: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>scratch app</title>' +
  `<link rel="icon" href="data:,">${head}</head><body>${BODY}</body></html>\n`;

let app: string;
let served: { url: string; server: Server } | undefined;

beforeAll(async () => {
  app = await mkdtemp(join(tmpdir(), 'site-widgets-app-'));
  // dist/ is built already (the browser tests' global setup); packing must not build it again
  // under the other test files' feet.
  const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', app], {
    cwd: projectRoot,
  });
  const [{ filename }] = JSON.parse(stdout) as [{ filename: string }];
  await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'scratch-app', private: true, type: 'module' }));
  await run('npm', ['install', '--no-audit', '--no-fund', '--offline', join(app, filename)], { cwd: app });
  await writeFile(
    join(app, 'big.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">' +
      '<rect width="800" height="600" fill="teal"/></svg>',
  );
  served = await serveFolder(app);
}, 120_000);

afterAll(async () => {
  served?.server.close();
  await rm(app, { recursive: true, force: true });
});

/** Opens `url` and waits until every block is enhanced. */
async function openAndUpgrade(url: string): Promise<TestPage> {
  const browserPage = await newPage();
  const failed: string[] = [];
  browserPage.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await browserPage.goto(url);
  for (const tag of WIDGET_TAGS)
    await browserPage.locator(`${tag}[data-upgraded]`).first().waitFor({ state: 'attached' });
  await browserPage.locator('[data-gallery][data-gallery-ready]').waitFor({ state: 'attached' });
  expect(failed).toEqual([]);
  return browserPage;
}

async function expectWorkingWidgets(browserPage: TestPage) {
  // A slider upgrades only once Swiper's stylesheet (a chunk file of its own) applies.
  expect(await browserPage.locator('image-slider .swiper-slide').count()).toBeGreaterThanOrEqual(3);
  const heading = browserPage.getByRole('button', { name: 'First question' });
  await heading.click();
  await expect.poll(() => heading.getAttribute('aria-expanded')).toBe('true');
  await browserPage.locator('[data-gallery] a').click();
  await browserPage.locator('.pswp img').first().waitFor();
  expect(browserPage.problems.consoleErrors).toEqual([]);
  expect(browserPage.problems.pageErrors).toEqual([]);
  expect(await cspViolations(browserPage)).toEqual([]);
}

describe('the packed package', () => {
  it('holds the built files, the manifests, the docs and no tests or demo server', async () => {
    const installed = join(app, 'node_modules/site-widgets');
    const manifest = JSON.parse(await readFile(join(installed, 'package.json'), 'utf8'));
    expect(manifest.exports['.'].default).toBe('./dist/site-widgets.js');
    // Publishable: a licence, and not private.
    expect(manifest.license).toBe('MIT');
    expect(manifest.private).toBeUndefined();
    for (const file of [
      'dist/site-widgets.js',
      'dist/site-widgets.css',
      'dist/site-widgets.d.ts',
      'dist/custom-elements.json',
      'dist/site-widgets.manifest.json',
      'dist/fixtures.json',
      'CHANGELOG.md',
      'LICENSE',
      'docs/blocks/README.md',
      'blocks/collapse/README.md',
    ]) {
      await expect(readFile(join(installed, file)), file).resolves.toBeTruthy();
    }
    // The markup fixtures, for ports of the markup to other CMSs (docs/fixtures.md).
    expect(manifest.exports['./fixtures.json']).toBe('./dist/fixtures.json');
    const fixtures = JSON.parse(await readFile(join(installed, 'dist/fixtures.json'), 'utf8'));
    expect(fixtures['collapse-group'].fixtures.map((fixture: { name: string }) => fixture.name)).toContain('faq');
    const top = await readdir(installed);
    expect(top).not.toContain('tests');
    expect(top).not.toContain('demo');
    // Of the block folders only each folder's page: no source, tests or demo markup.
    const blockFiles = await readdir(join(installed, 'blocks'), { recursive: true, withFileTypes: true });
    const shipped = blockFiles.filter((entry) => entry.isFile()).map((entry) => entry.name);
    const folders = await readdir(join(projectRoot, 'blocks'));
    const pages = await Promise.all(folders.map((folder) => readdir(join(projectRoot, 'blocks', folder))));
    expect(shipped).toHaveLength(pages.filter((files) => files.includes('README.md')).length);
    expect(shipped.filter((name) => name !== 'README.md')).toEqual([]);
  });

  it('works by script tag from node_modules', async () => {
    await writeFile(
      join(app, 'script-tag.html'),
      page(
        '<link rel="stylesheet" href="/node_modules/site-widgets/dist/site-widgets.css">' +
          '<script type="module" src="/node_modules/site-widgets/dist/site-widgets.js"></script>',
      ),
    );
    await expectWorkingWidgets(await openAndUpgrade(`${served!.url}/script-tag.html`));
  });

  it('builds in a Vite app with no settings, and the widgets load their chunks from its output', async () => {
    const source = join(app, 'vite-app');
    await mkdir(source, { recursive: true });
    await writeFile(join(source, 'index.html'), page('<script type="module" src="./main.js"></script>'));
    await writeFile(join(source, 'main.js'), "import 'site-widgets';\nimport 'site-widgets/site-widgets.css';\n");
    const warnings: string[] = [];
    const logger = createLogger('warn');
    // Rolldown's note on slow plugins is about this machine's load, not about the package.
    logger.warn = (message) => void (message.includes('PLUGIN_TIMINGS') || warnings.push(message));
    await viteBuild({
      root: source,
      logLevel: 'warn',
      customLogger: logger,
      build: { outDir: join(app, 'vite-dist'), emptyOutDir: true },
    });
    expect(warnings).toEqual([]);

    const assets = await readdir(join(app, 'vite-dist/assets'));
    // React's chunk and every widget's own file, re-emitted by Vite; Swiper's stylesheet as an asset.
    expect(assets.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(WIDGET_TAGS.length);
    expect(assets.some((file) => /^swiper-.*\.css$/.test(file))).toBe(true);
    // The app's output alone, served at the root of a site of its own, as Vite builds it by default.
    await copyFile(join(app, 'big.svg'), join(app, 'vite-dist/big.svg'));
    const site = await serveFolder(join(app, 'vite-dist'));
    try {
      const browserPage = await openAndUpgrade(`${site.url}/`);
      await expectWorkingWidgets(browserPage);
    } finally {
      site.server.close();
    }
  }, 120_000);

  it("runs in Vite's dev server with no settings", async () => {
    const source = join(app, 'vite-dev');
    await mkdir(source, { recursive: true });
    await writeFile(join(source, 'index.html'), page('<script type="module" src="./main.js"></script>'));
    await writeFile(join(source, 'main.js'), "import 'site-widgets';\nimport 'site-widgets/site-widgets.css';\n");
    await copyFile(join(app, 'big.svg'), join(source, 'big.svg'));
    const server = await viteServer({
      root: source,
      logLevel: 'error',
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    });
    await server.listen();
    try {
      const browserPage = await openAndUpgrade(server.resolvedUrls!.local[0]!);
      await expectWorkingWidgets(browserPage);
    } finally {
      await server.close();
    }
  }, 120_000);
});
