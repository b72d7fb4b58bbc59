// The accordion bench's floor and widgets rows again, in a Chromium that no DevTools protocol is
// attached to: what a visitor's browser does. Playwright drives Chromium through DevTools, and
// with it attached React's start takes about twice as long on both sides (its module evaluation
// ~20-35 ms at 10 items against 1-3 ms without), so the other benches' absolute times and ratios are
// not quite a visitor's. Here Chromium is started on the first page with no driver at all; each
// page posts its time and goes on to the next. Every load has URLs of its own (/load-K/...), so
// nothing comes from the HTTP cache, in one warm browser, as a visitor going from page to page.
// Served h2+br as a CDN serves a site (support.mjs): HTTP/2 over TLS with the bench certificate,
// which this Chromium is told to trust, and every page, script and stylesheet brotli-compressed;
// each page posts the protocol it came over with its time, and the bench checks it.
// A cross-check, so no budget: the budgets stay on the accordion bench's rows.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveFile } from '../../demo/server/static.mjs';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { benchCertificate, trustBenchCertificate } from './certificate.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { craftHead } from './craft-head.mjs';
import {
  accordion,
  collapseItems,
  embedFrom,
  page,
  reactFloorJs,
  recordUpgrades,
  RUNS,
  SIZES,
  stylesheetFrom,
} from './collapse.mjs';
import { compressedRoutes, format, H2, listen, median, ratio, timesCell } from './support.mjs';

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** Loads before the measured ones, discarded: the browser's own start-up. */
const WARM_UP_ROUNDS = 2;
const PAGE_TIMEOUT_MS = 30_000;

/**
 * Runs in each page before anything else (a classic script first in <head>, which the parser
 * waits for on both kinds alike): the moment the page is done is set on window.__done, by the
 * floor's file once its roots are mounted and by the accordion bench's recorder once the last
 * item is marked upgraded; it is posted once, and the next page loads.
 */
const postDoneAndGoOn = () => {
  let reported = false;
  const report = (done) => {
    if (reported) return;
    reported = true;
    const served = performance.getEntriesByType('navigation')[0].nextHopProtocol;
    fetch('/bench/result', { method: 'POST', body: JSON.stringify({ done, served }) })
      .then((response) => response.text())
      .then((next) => next && location.assign(next));
  };
  Object.defineProperty(window, '__done', { set: report, configurable: true });
};
const recorderScript = (n) => `(${postDoneAndGoOn})();\n(${recordUpgrades})(${n});`;

const BASELINE = process.env.BENCH_BASELINE && resolve(process.env.BENCH_BASELINE);
/** An accordion page of `n` items with `head`. */
const accordionPage = (n, prefix, head) => page(`<script src="${prefix}/record.js"></script>${head}`, accordion(n));

// The floor loads our stylesheet too, as in the accordion bench. `preloaded` has the preloads the
// Craft include prints (read when the bench runs, for each load's prefix). With BENCH_BASELINE,
// the older build's pages are loaded too (`before`, `before-pre`), from /load-K/baseline/.
const KINDS = {
  react: (n, prefix) =>
    page(
      `<script src="${prefix}/record.js"></script>${stylesheetFrom(`${prefix}/dist`)}` +
        `<script type="module" src="${prefix}/react-floor.js"></script>`,
      `<div id="app">${collapseItems(n)}</div>`,
    ),
  widgets: (n, prefix) => accordionPage(n, prefix, embedFrom(`${prefix}/dist`)),
  preloaded: async (n, prefix) => accordionPage(n, prefix, await craftHead(undefined, `${prefix}/dist`)),
  ...(BASELINE && {
    before: (n, prefix) => accordionPage(n, prefix, embedFrom(`${prefix}/baseline`)),
    'before-pre': async (n, prefix) => accordionPage(n, prefix, await craftHead(BASELINE, `${prefix}/baseline`)),
  }),
};

/** Every load of one size, interleaved as in the accordion bench: [kind, round]. */
const plan = () =>
  Array.from({ length: WARM_UP_ROUNDS + RUNS }, (_, round) => Object.keys(KINDS).map((kind) => [kind, round])).flat();

/** The pages and scripts of one load (its prefix's), compressed as the demo server compresses. */
const loadRoutes = async (n, prefix) =>
  compressedRoutes({
    ...Object.fromEntries(
      await Promise.all(
        Object.entries(KINDS).map(async ([kind, html]) => [
          `${prefix}/${kind}`,
          ['text/html; charset=utf-8', await html(n, prefix), SECURITY_HEADERS],
        ]),
      ),
    ),
    [`${prefix}/record.js`]: ['text/javascript', recorderScript(n)],
    [`${prefix}/react-floor.js`]: ['text/javascript', reactFloorJs],
  });

/**
 * Serves the loads of `n` items one after another. `done` resolves with each kind's times once the
 * last has posted, and rejects when a page has not posted within PAGE_TIMEOUT_MS or came over
 * another protocol than HTTP/2.
 */
async function loadServer(n) {
  const loads = plan();
  const times = Object.fromEntries(Object.keys(KINDS).map((kind) => [kind, []]));
  let current = 0;
  let finished, failed, watchdog;
  const done = new Promise((resolve, reject) => ([finished, failed] = [resolve, reject]));
  const watch = () => {
    clearTimeout(watchdog);
    watchdog = setTimeout(
      () =>
        failed(
          new Error(`the ${loads[current][0]} page of ${n} items did not report within ${PAGE_TIMEOUT_MS / 1000} s`),
        ),
      PAGE_TIMEOUT_MS,
    );
  };
  watch();
  void done.catch(() => {}).finally(() => clearTimeout(watchdog));
  const routes = Object.assign({}, ...(await Promise.all(loads.map((_, load) => loadRoutes(n, `/load-${load}`)))));
  const server = createSecureServer({ allowHTTP1: true, ...benchCertificate() }, async (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/bench/result') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        const [kind, round] = loads[current];
        const { done: ms, served } = JSON.parse(body);
        if (served !== H2.protocol) failed(new Error(`the ${kind} page of ${n} items came over ${served}, not h2`));
        if (round >= WARM_UP_ROUNDS) times[kind].push(ms);
        current++;
        response.end(current < loads.length ? `/load-${current}/${loads[current][0]}` : '');
        if (current === loads.length) finished(times);
        else watch();
      });
      return;
    }
    const route = request.method === 'GET' && routes[`GET ${url.pathname}`];
    if (route) return route(request, response);
    const [, rest] = /^\/load-\d+\/(.*)$/.exec(url.pathname) ?? [];
    const [folder, file] = rest?.split(/\/(.*)/) ?? [];
    const dist = { dist: DIST, baseline: BASELINE }[folder];
    if (dist && (await serveFile(dist, file, response, SECURITY_HEADERS, { request }))) return;
    response.writeHead(404).end();
  });
  return { server, done, first: `/load-0/${loads[0][0]}` };
}

async function timeSize(chromiumPath, n) {
  const { server, done, first } = await loadServer(n);
  const baseUrl = await listen(server);
  const profile = await mkdtemp(join(tmpdir(), 'site-widgets-plain-'));
  const args = [
    ...CHROMIUM_ARGS,
    trustBenchCertificate(),
    '--headless=new',
    `--user-data-dir=${profile}`,
    '--window-size=1200,800',
    baseUrl + first,
  ];
  // Its own process group, so that stopping it stops its renderers too.
  const chromium = spawn(chromiumPath, args, { stdio: 'ignore', detached: true });
  try {
    return await done;
  } finally {
    process.kill(-chromium.pid, 'SIGKILL');
    server.close();
    await new Promise((exited) => setTimeout(exited, 500));
    await rm(profile, { recursive: true, force: true, maxRetries: 3 });
  }
}

export async function run({ chromiumPath }) {
  console.log(
    '\naccordion items in a browser without DevTools attached: ' +
      `time until every item is interactive, ${H2.label} (median of %d runs)`,
    RUNS,
  );
  const kinds = Object.keys(KINDS).filter((kind) => kind !== 'react');
  console.log(`items  react floor  ${kinds.map((kind) => `${kind.padStart(10)}  ${'/react'.padStart(6)}`).join('  ')}`);
  const rows = [];
  for (const n of SIZES) {
    const times = await timeSize(chromiumPath, n);
    const react = median(times.react);
    const columns = kinds.map((kind) => {
      const ms = median(times[kind]);
      return `${format(ms).padStart(10)}  ${ratio(ms, react).padStart(6)}`;
    });
    console.log(`${String(n).padStart(5)}  ${format(react).padStart(11)}  ${columns.join('  ')}`);
    const [widgets, preloaded] = [median(times.widgets), median(times.preloaded)];
    rows.push({
      case: `${n.toLocaleString('en-US')} items`,
      value: timesCell({ floor: react, ours: widgets, preloaded }),
      ratio: `${ratio(widgets, react)}, ${ratio(preloaded, react)} floor`,
    });
  }
  return { rows };
}
