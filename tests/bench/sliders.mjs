// Slider bench: the gzip size of the slider chunks in dist/ (the JavaScript a page with a slider
// loads beyond what a page with another React widget loads), and the median time until 20 sliders
// of 10 slides each are initialised in Chromium, next to the same markup without the bundle (the
// floor: parsing, styling and loading the page). Needs a built dist/; its pages and dist/ come from
// a demo server of its own, served h2+br as a CDN serves a site (support.mjs), which it checks.
// Usage: run({ chromiumPath }) → { chunks, sliderGzipBytes, withBundleMs, floorMs, overheadMs, rows }
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { EMBED, stylesheetFrom } from './collapse.mjs';
import { assertServed, benchServer, compressedRoutes, H2, kbCell, launch, listen, timesCell } from './support.mjs';

const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
const RUNS = 7;
const SLIDERS = 20;
const SLIDES = 10;
const TAGS = ['image-slider', 'timeline-slider', 'updates-slider'];

function sliderMarkup() {
  const sliders = [];
  for (let s = 0; s < SLIDERS; s++) {
    const tag = TAGS[s % TAGS.length];
    const slides = Array.from(
      { length: SLIDES },
      (_, i) => `<article><h3>Slide ${i + 1}</h3><p>Slider ${s + 1}, a short text for slide ${i + 1}.</p></article>`,
    ).join('');
    sliders.push(`<${tag}${tag === 'updates-slider' ? ` heading="Updates ${s + 1}"` : ''}>${slides}</${tag}>`);
  }
  return sliders.join('\n');
}

function page(body, { bundle }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench</title>
${bundle ? EMBED : stylesheetFrom('/dist')}</head>
<body><div id="app">${body}</div></body></html>`;
}

/** The bench's pages: path → html. */
const PAGES = () => {
  const markup = sliderMarkup();
  return {
    '/bench/slider-chunks': page(markup, { bundle: true }),
    '/bench/other-chunks': page('<collapse-item heading="x"><p>y</p></collapse-item>', { bundle: true }),
    '/bench/sliders-floor': page(markup, { bundle: false }),
    '/bench/sliders-bundle': page(markup, { bundle: true }),
  };
};

/** Opens the page at `path` and returns the JavaScript files under /dist/ it requested. */
async function open(browserPage, baseUrl, path) {
  const scripts = new Set();
  browserPage.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/dist/') && url.pathname.endsWith('.js'))
      scripts.add(url.pathname.slice('/dist/'.length));
  });
  await browserPage.goto(`${baseUrl}${path}`);
  if (path !== '/bench/sliders-floor') await browserPage.waitForSelector('[data-upgraded]', { state: 'attached' });
  return scripts;
}

/** ms from navigation start until every slider is upgraded (or, without the bundle, until load), plus one frame. */
async function timeToReady(browser, baseUrl, { bundle }) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  const tab = await context.newPage();
  await tab.addInitScript(
    (count) => {
      window.__ready = new Promise((resolve) => {
        const check = () => {
          const upgraded = document.querySelectorAll('[data-upgraded]').length;
          if (upgraded >= count) requestAnimationFrame(() => resolve(performance.now()));
          else requestAnimationFrame(check);
        };
        if (count === 0) addEventListener('load', () => requestAnimationFrame(() => resolve(performance.now())));
        else requestAnimationFrame(check);
      });
    },
    bundle ? SLIDERS : 0,
  );
  await open(tab, baseUrl, `/bench/sliders-${bundle ? 'bundle' : 'floor'}`);
  const ms = await tab.evaluate(() => window.__ready);
  await assertServed(tab, H2);
  await context.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function run({ chromiumPath }) {
  const html = (text) => ['text/html; charset=utf-8', text, SECURITY_HEADERS];
  const routes = await compressedRoutes(
    Object.fromEntries(Object.entries(PAGES()).map(([path, text]) => [path, html(text)])),
  );
  const server = benchServer({ routes });
  const baseUrl = await listen(server);
  const browser = await launch(chromiumPath);
  try {
    // Which chunks are the sliders'? Those a slider page loads that a collapse-item page does not.
    const context = await browser.newContext();
    const sliderScripts = await open(await context.newPage(), baseUrl, '/bench/slider-chunks');
    const otherScripts = await open(await context.newPage(), baseUrl, '/bench/other-chunks');
    await context.close();
    const chunks = [];
    for (const file of [...sliderScripts].filter((file) => !otherScripts.has(file)).sort()) {
      const content = await readFile(`${dist}${file}`);
      chunks.push({ file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length });
    }
    const sliderGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);

    const withBundle = [];
    const floor = [];
    for (let i = 0; i < RUNS; i++) {
      floor.push(await timeToReady(browser, baseUrl, { bundle: false }));
      withBundle.push(await timeToReady(browser, baseUrl, { bundle: true }));
    }
    const result = {
      chunks,
      sliderGzipBytes,
      withBundleMs: Math.round(median(withBundle)),
      floorMs: Math.round(median(floor)),
    };
    result.overheadMs = result.withBundleMs - result.floorMs;
    for (const chunk of chunks) console.log(`sliders: ${chunk.file} ${chunk.bytes} B, ${chunk.gzip} B gzip`);
    console.log(`sliders: slider chunks ${sliderGzipBytes} B gzip in total`);
    console.log(
      `sliders, ${H2.label}: ${SLIDERS} sliders × ${SLIDES} slides ready in ${result.withBundleMs} ms ` +
        `(median of ${RUNS}); ` +
        `same markup without the bundle ${result.floorMs} ms; overhead ${result.overheadMs} ms`,
    );
    result.rows = [
      {
        case: `${SLIDERS} sliders of ${SLIDES} slides ready; slider chunks, gzip`,
        value: `${timesCell({ 'no bundle': result.floorMs, bundle: result.withBundleMs })}; ${kbCell(sliderGzipBytes)}`,
      },
    ];
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}

// Run on its own: node tests/bench/sliders.mjs (builds nothing; starts its demo server on a free port).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await run({ chromiumPath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
}
