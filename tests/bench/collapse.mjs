// Time until N accordion items are interactive, side by side in one run, the same markup sizes:
//   native     N <details>, no script: the floor the platform sets (until DOMContentLoaded)
//   govuk      GOV.UK Frontend's Accordion (govuk-frontend, its own script and stylesheet): the peer
//   react      a bare React root per item, mounted with flushSync by one bundled file
//              (react-floor.jsx), with our stylesheet (a site ships it with React either way):
//              what React itself costs, the floor for a React widget
//   widgets    this bundle's <collapse-item>s, until every item is upgraded
//   preloaded  the same with the <head> the Craft include prints from the preload manifest
//   before     the same with an older build, when BENCH_BASELINE names its dist/ folder
//   before-pre that older build with the preloads its own manifest gives (when it has one)
// All from navigation start, medians. The budgets are ratios, never absolute times. Each kind's
// time is taken the moment its last item can be used, at the end of the task that made it so:
// DOMContentLoaded for native; right after GOV.UK's initAll() and the floor's last flushSync
// (both synchronous, timed by their own scripts); for ours, the runtime's `site-widgets:mounted`
// mark of the batch that upgraded the last widget (set right after the batch's commit). The bench
// reads these once the page has settled: no script of its own runs in a page while it loads.
// The repeat view is the third load of the same page in one browser context, with the HTTP cache
// and V8's code cache warm: the pages a visitor sees after the first.
// Every page and file comes from a demo server (one per build and way of serving), as from a site:
// none passes through Playwright's request interception, which would add a round trip through this
// process to each request, and so penalise a page of several files (ours) against one of a single
// file (the floor). Each row names how it was served (support.mjs): h2+br, as a CDN serves a site
// (HTTP/2, every page, script and stylesheet brotli-compressed), the budgets' rows; and beside them,
// first views only, http/1.1 raw (six connections, nothing compressed), which shows what the
// serving is worth to each kind.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { COMPILE_HINT } from '../../build.mjs';
import { craftHead } from './craft-head.mjs';
import { formatCpu, traceMainThread } from './main-thread.mjs';
import {
  assertServed,
  benchServer,
  compressedRoutes,
  format,
  H2,
  listen,
  median,
  parsed,
  peerDone,
  ratio,
  requestSpans,
  SERVINGS,
  settledTime,
  timesCell,
  widgetsMounted,
} from './support.mjs';

export const SIZES = (process.env.BENCH_SIZES ?? '10,100,1000').split(',').map(Number);
export const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const require = createRequire(import.meta.url);

/** The floor bundled as a site would bundle it; `options` add to esbuild's (a source map, a banner). */
export const buildFloor = (options = {}) =>
  esbuild.buildSync({
    entryPoints: [new URL('./react-floor.jsx', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    ...options,
  }).outputFiles;
export const reactFloorJs = buildFloor()[0].text;
const govukJs = readFileSync(require.resolve('govuk-frontend/dist/govuk/govuk-frontend.min.js'), 'utf8');
const govukCss = readFileSync(require.resolve('govuk-frontend/dist/govuk/govuk-frontend.min.css'), 'utf8');

const items = (n, render) => Array.from({ length: n }, (_, i) => render(i)).join('\n');
// With a viewport as a site has, so that a phone lays the page out at its own width.
export const page = (head, body, bodyClass = '') =>
  '<!doctype html><html lang="nl"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>bench</title>${head}</head><body class="${bodyClass}">${body}</body></html>`;
export const collapseItems = (n) =>
  items(n, (i) => `<collapse-item heading="Vraag ${i}"><p>Antwoord ${i}</p></collapse-item>`);

/** Our stylesheet, for the build whose dist/ a page finds under `base`. */
export const stylesheetFrom = (base) => `<link rel="stylesheet" href="${base}/site-widgets.css">`;
/** The embed snippet, our stylesheet and entry, for the build whose dist/ a page finds under `base`. */
export const embedFrom = (base) =>
  `${stylesheetFrom(base)}<script type="module" src="${base}/site-widgets.js"></script>`;
/** The embed snippet of this build's dist/. */
export const EMBED = embedFrom('/dist');
export const accordion = (n) => `<div id="app"><collapse-group>${collapseItems(n)}</collapse-group></div>`;

// The floor loads our stylesheet too: a site ships it with React either way, and the browser runs
// a module script only once the stylesheets before it have loaded.
const floorPage = (script, n) =>
  page(
    `${stylesheetFrom('/dist')}<script type="module" src="${script}"></script>`,
    `<div id="app">${collapseItems(n)}</div>`,
  );

/** The pages of the peers, by kind, for N items; their files are in BENCH_FILES. */
export const PEER_PAGES = {
  native: (n) =>
    page(
      '',
      '<div id="app">' +
        items(n, (i) => `<details name="faq"><summary>Vraag ${i}</summary><p>Antwoord ${i}</p></details>`) +
        '</div>',
    ),
  govuk: (n) =>
    page(
      '<link rel="stylesheet" href="/bench/govuk.css">',
      `<div id="app"><div class="govuk-accordion" data-module="govuk-accordion" id="acc">${items(
        n,
        (i) =>
          '<div class="govuk-accordion__section"><div class="govuk-accordion__section-header">' +
          '<h2 class="govuk-accordion__section-heading">' +
          `<span class="govuk-accordion__section-button" id="acc-h-${i}">Vraag ${i}</span></h2></div>` +
          `<div id="acc-c-${i}" class="govuk-accordion__section-content"><p>Antwoord ${i}</p></div></div>`,
      )}</div></div><script type="module" src="/bench/govuk-init.js"></script>`,
      // GOV.UK Frontend starts its components only under this class on <body>.
      'govuk-frontend-supported',
    ),
  react: (n) => floorPage('/bench/react-floor.js', n),
};
const HINTED_FLOOR_PATH = '/bench/react-floor-hinted.js';
/** The floor compiled as our chunks are, with the compile hint: what React's code holds so compiled. */
export const hintedFloorPage = (n) => floorPage(HINTED_FLOOR_PATH, n);
/** The hinted floor's script, as a route (built only by the benches that serve it). */
export const hintedFloorFile = () => ({
  [HINTED_FLOOR_PATH]: ['text/javascript', buildFloor({ banner: COMPILE_HINT })[0].text, IMMUTABLE],
});

// The moment the last item was marked upgraded (its React tree committed, its listeners on),
// taken by a MutationObserver injected before the bundle. Only for builds from before the
// runtime's `site-widgets:mounted` marks (a BENCH_BASELINE), and for collapse-plain.mjs, which
// runs without DevTools and posts its time from the page.
export const recordUpgrades = (n) => {
  let count = 0;
  new MutationObserver((records) => {
    for (const record of records)
      if (record.target.localName === 'collapse-item')
        count += record.oldValue === null ? 1 : record.target.hasAttribute('data-upgraded') ? 0 : -1;
    if (count === n) window.__done ??= performance.now();
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-upgraded'],
    attributeOldValue: true,
  });
};
const ACCORDION_TAGS = 'collapse-group, collapse-item';
const BASELINE = process.env.BENCH_BASELINE && resolve(process.env.BENCH_BASELINE);
const MOUNTED_MARK = 'site-widgets:mounted';
/** How a baseline's page is read: by its marks, or, for a build from before them, by watching it. */
const baselineRead = () =>
  readdirSync(`${BASELINE}/chunks`).some(
    (file) => file.endsWith('.js') && readFileSync(`${BASELINE}/chunks/${file}`, 'utf8').includes(MOUNTED_MARK),
  )
    ? { read: widgetsMounted, arg: ACCORDION_TAGS }
    : { init: recordUpgrades, read: peerDone };
const BASELINE_HAS_MANIFEST = BASELINE && existsSync(`${BASELINE}/site-widgets.manifest.json`);

let preloadHead = '';
let baselinePreloadHead = '';
const KINDS = {
  native: { html: PEER_PAGES.native, read: parsed },
  govuk: { html: PEER_PAGES.govuk, read: peerDone },
  react: { html: PEER_PAGES.react, read: peerDone },
  widgets: { html: (n) => page(EMBED, accordion(n)), read: widgetsMounted, arg: ACCORDION_TAGS },
  // With the preloads the Craft include prints from the preload manifest (read when the bench runs).
  preloaded: { html: (n) => page(preloadHead, accordion(n)), read: widgetsMounted, arg: ACCORDION_TAGS },
  // The same pages on the baseline build's server; a build from before the marks is observed.
  ...(BASELINE && {
    before: { html: (n) => page(EMBED, accordion(n)), ...baselineRead(), baseline: true },
  }),
  ...(BASELINE_HAS_MANIFEST && {
    'before-pre': {
      html: (n) => page(baselinePreloadHead, accordion(n)),
      ...baselineRead(),
      baseline: true,
    },
  }),
};

/** The peers' files: path → [content type, text, headers]; cached as a site caches hashed files. */
const IMMUTABLE = { 'cache-control': 'public, max-age=31536000, immutable' };
export const BENCH_FILES = {
  '/bench/react-floor.js': ['text/javascript', reactFloorJs, IMMUTABLE],
  '/bench/govuk.js': ['text/javascript', govukJs, IMMUTABLE],
  '/bench/govuk-init.js': [
    'text/javascript',
    "import { initAll } from '/bench/govuk.js'; initAll(); window.__done = performance.now();",
    IMMUTABLE,
  ],
  '/bench/govuk.css': ['text/css', govukCss, IMMUTABLE],
};

/**
 * The bench pages (/bench/KIND/N) and the peers' files, as routes of a demo server (which serves
 * dist/ itself), compressed as the demo server compresses its own.
 */
const benchRoutes = () =>
  compressedRoutes({
    ...BENCH_FILES,
    ...Object.fromEntries(
      Object.entries(KINDS).flatMap(([kind, { html }]) =>
        SIZES.map((n) => [`/bench/${kind}/${n}`, ['text/html; charset=utf-8', html(n), SECURITY_HEADERS]]),
      ),
    ),
  });

/** With BENCH_CPU=1, each load's main-thread CPU time is taken from a trace too (which slows every kind a little). */
const CPU = Boolean(process.env.BENCH_CPU);
const cpuLoads = {};

/** With BENCH_TIMELINE=1, the medians of each kind's request spans, parse and finish are printed too. */
const TIMELINE = Boolean(process.env.BENCH_TIMELINE);
const spanLoads = {};

/** Loads of the same page in one context for the repeat view; the last is measured. */
const REPEAT_LOADS = 3;

/** A row's label: its size and how it was served. */
const rowLabel = (n, served) => `${String(n).padStart(5)}  ${served.label.padEnd(12)}`;

async function time(browser, urls, served, kind, n, loads = 1) {
  const { baseline, init, read, arg = n } = KINDS[kind];
  const base = urls[served.label][baseline ? 'baseline' : 'current'];
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 } });
  const page = await context.newPage();
  if (init) await page.addInitScript(init, n);
  const path = `/bench/${kind}/${n}`;
  for (let load = 1; load < loads; load++) {
    await page.goto(base + path, { waitUntil: 'commit' });
    await settledTime(page, read, arg);
  }
  const endTrace = CPU && (await traceMainThread(context, page));
  await page.goto(base + path, { waitUntil: 'commit' });
  const ms = await settledTime(page, read, arg);
  await assertServed(page, served);
  const label = rowLabel(n, served);
  if (TIMELINE && loads === 1)
    ((spanLoads[label] ??= {})[kind] ??= []).push({ ...(await requestSpans(page)), done: ms });
  if (endTrace) ((cpuLoads[label] ??= {})[kind] ??= []).push(await endTrace(path, ms));
  await context.close();
  return ms;
}

/** Per size, serving and kind: medians of each file's request start and end, the parse and the finish (first views). */
function printSpans() {
  console.log('\naccordion items: request spans, parse and finish in ms from navigation start (medians, first views)');
  const ms = (values) => median(values).toFixed(0);
  for (const [label, kinds] of Object.entries(spanLoads)) {
    for (const [kind, loads] of Object.entries(kinds)) {
      const names = [...new Set(loads.flatMap((load) => load.files.map(([file]) => file)))];
      const spansOf = (name) => loads.flatMap((load) => load.files.filter(([file]) => file === name));
      const files = names.map((name) => {
        const spans = spansOf(name);
        return `${name.split('/').pop()} ${ms(spans.map((span) => span[1]))}–${ms(spans.map((span) => span[2]))}`;
      });
      const parsed = ms(loads.map((load) => load.parsed));
      const done = ms(loads.map((load) => load.done));
      console.log(`${label} ${kind.padEnd(8)} parsed ${parsed}, done ${done}; ${files.join(', ')}`);
    }
  }
}

function printCpu() {
  const what = 'main-thread CPU ms until every item is interactive (medians; script includes forced style and layout)';
  console.log(`\naccordion items: ${what}`);
  for (const [label, kinds] of Object.entries(cpuLoads)) {
    for (const [kind, loads] of Object.entries(kinds)) {
      console.log(label, kind.padEnd(8), formatCpu(loads, median));
    }
  }
}

export async function run({ browser }) {
  preloadHead = await craftHead();
  if (BASELINE_HAS_MANIFEST) baselinePreloadHead = await craftHead(BASELINE);
  const routes = await benchRoutes();
  // Per way of serving, a server for this build and one for the baseline build.
  const servers = SERVINGS.flatMap((served) => [
    [served, 'current', benchServer({ routes }, served)],
    ...(BASELINE ? [[served, 'baseline', benchServer({ distDir: BASELINE, routes }, served)]] : []),
  ]);
  try {
    const urls = {};
    for (const [served, build, server] of servers) (urls[served.label] ??= {})[build] = await listen(server);
    return await measureAll(browser, urls);
  } finally {
    for (const [, , server] of servers) server.close();
  }
}

async function measureAll(browser, urls) {
  console.log(
    '\naccordion items: time until every item is interactive, from navigation start (median of %d runs)',
    RUNS,
  );
  console.log(
    'items  served           native      govuk    react floor    widgets   widgets/react  widgets/govuk' +
      '  widgets/native  preloaded  preloaded/react' +
      (BASELINE ? '     before  before/react' : '') +
      (BASELINE_HAS_MANIFEST ? '  before-pre  before-pre/react' : ''),
  );
  const rows = [];
  const repeats = [];
  const line = (row) =>
    console.log(
      `${rowLabel(row.n, row.served)}  ${format(row.native).padStart(9)}  ${format(row.govuk).padStart(9)}  ` +
        `${format(row.react).padStart(13)}  ${format(row.widgets).padStart(9)}  ` +
        `${ratio(row.widgets, row.react).padStart(14)}  ${ratio(row.widgets, row.govuk).padStart(13)}  ` +
        `${ratio(row.widgets, row.native).padStart(14)}  ${format(row.preloaded).padStart(9)}  ` +
        `${ratio(row.preloaded, row.react).padStart(15)}` +
        (BASELINE ? `  ${format(row.before).padStart(9)}  ${ratio(row.before, row.react).padStart(12)}` : '') +
        (BASELINE_HAS_MANIFEST
          ? `  ${format(row['before-pre']).padStart(10)}  ${ratio(row['before-pre'], row.react).padStart(16)}`
          : ''),
    );
  const lists = () => Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, []]));
  const medians = (byKind) => Object.fromEntries(Object.entries(byKind).map(([kind, list]) => [kind, median(list)]));
  for (const n of SIZES) {
    const times = Object.fromEntries(SERVINGS.map((served) => [served.label, lists()]));
    const again = lists();
    // Interleaved, so a busy spell of the machine falls on every kind and serving alike. The
    // repeat view takes its files from the cache: h2+br only.
    for (let run = 0; run < RUNS; run++)
      for (const served of SERVINGS)
        for (const kind of Object.keys(KINDS)) {
          times[served.label][kind].push(await time(browser, urls, served, kind, n));
          if (served === H2) again[kind].push(await time(browser, urls, served, kind, n, REPEAT_LOADS));
        }
    for (const served of SERVINGS) {
      const row = { n, served, ...medians(times[served.label]) };
      rows.push(row);
      line(row);
    }
    repeats.push({ n, served: H2, ...medians(again) });
  }
  console.log(`repeat view (load ${REPEAT_LOADS} of the same page, HTTP and code caches warm):`);
  for (const row of repeats) line(row);
  if (TIMELINE) printSpans();
  if (CPU) printCpu();
  // The budgets are read on the rows served as a site is served.
  const served = rows.filter((row) => row.served === H2);
  const budgets = served.map((row) => ({
    name: `${row.n} items within ${FLOOR_BUDGET}× the bare React floor, ${H2.label} (${ratio(row.widgets, row.react)})`,
    ok: withinFloor(row),
  }));
  const row1000 = served.find((r) => r.n === 1000);
  if (row1000) {
    const [ofGovuk, ofNative] = [ratio(row1000.widgets, row1000.govuk), ratio(row1000.widgets, row1000.native)];
    budgets.push(
      { name: `1,000 items faster than GOV.UK's Accordion, ${H2.label} (${ofGovuk})`, ok: aheadOfGovuk(row1000) },
      {
        name: `1,000 items within ${NATIVE_BUDGET}× native <details>, ${H2.label} (${ofNative})`,
        ok: withinNative(row1000),
      },
    );
  }
  return { budgets, rows: reportRows(served) };
}

// The budgets of a first view served h2+br: within FLOOR_BUDGET× the floor, and at 1,000 items
// ahead of GOV.UK's Accordion and within NATIVE_BUDGET× native.
const FLOOR_BUDGET = 1.3;
const NATIVE_BUDGET = 4;
const withinFloor = (row) => row.widgets <= FLOOR_BUDGET * row.react;
const aheadOfGovuk = (row) => row.widgets < row.govuk;
const withinNative = (row) => row.widgets <= NATIVE_BUDGET * row.native;

/** The report's rows (report.mjs): one per size, first view, h2+br. The repeat views are printed only. */
function reportRows(served) {
  return served.map((row) => {
    const cell = {
      case: `${row.n.toLocaleString('en-US')} items`,
      value: timesCell({
        native: row.native,
        'GOV.UK': row.govuk,
        floor: row.react,
        ours: row.widgets,
        preloaded: row.preloaded,
      }),
      ratio: `${ratio(row.widgets, row.react)}, ${ratio(row.preloaded, row.react)} floor`,
    };
    if (row.n !== 1000) return { ...cell, budget: `ours ≤ ${FLOOR_BUDGET}× floor`, ok: withinFloor(row) };
    return {
      ...cell,
      ratio: `${cell.ratio}; ours ${ratio(row.widgets, row.govuk)} GOV.UK, ${ratio(row.widgets, row.native)} native`,
      budget: `ours ≤ ${FLOOR_BUDGET}× floor, < GOV.UK, ≤ ${NATIVE_BUDGET}× native`,
      ok: withinFloor(row) && aheadOfGovuk(row) && withinNative(row),
    };
  });
}
