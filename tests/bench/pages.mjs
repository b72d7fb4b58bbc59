// Both demo pages in Chromium with 4× CPU throttling: JavaScript loaded (gzip), total blocking
// time, cumulative layout shift and the time until every widget in view is interactive, against
// the budgets: TBT < 200 ms, CLS < 0.01, no widget code for tags that are not on the page. Served
// h2+br, as a CDN serves a site (support.mjs); the bench checks it.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assertServed, benchServer, format, H2, kbCell, listen, median, msCell } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SETTLE_MS = 3000;

async function measure(browser, url, tags) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(
        response.body().then((body) => ({ path: new URL(response.url()).pathname, gzip: gzipSync(body).length })),
      );
  });
  await page.addInitScript(() => {
    const stats = { shift: 0, blocking: 0, longest: 0 };
    window.__bench = stats;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => !e.hadRecentInput && (stats.shift += e.value)),
    ).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => {
        stats.blocking += Math.max(0, e.duration - 50);
        stats.longest = Math.max(stats.longest, e.duration);
      }),
    ).observe({ type: 'longtask', buffered: true });
    // When each widget was marked upgraded, to the millisecond: polling would add its own delay,
    // which on a busy main thread is large.
    const upgradedAt = (window.__upgradedAt = new WeakMap());
    new MutationObserver((records) => {
      for (const record of records)
        if (record.target.hasAttribute('data-upgraded') && !upgradedAt.has(record.target))
          upgradedAt.set(record.target, performance.now());
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-upgraded'] });
  });
  await page.goto(url, { waitUntil: 'commit' });
  // Every widget tag in the first viewport upgraded (the runtime marks upgraded elements).
  await page.waitForFunction(
    (widgetTags) => {
      if (document.readyState === 'loading') return false;
      const inView = [...document.querySelectorAll(widgetTags.join(','))].filter(
        (e) => e.getBoundingClientRect().top < innerHeight,
      );
      return inView.every((e) => e.hasAttribute('data-upgraded'));
    },
    tags,
    { polling: 50, timeout: 60_000 },
  );
  const interactive = await page.evaluate(
    (widgetTags) =>
      Math.max(
        0,
        ...[...document.querySelectorAll(widgetTags.join(','))]
          .filter((e) => e.getBoundingClientRect().top < innerHeight)
          .map((e) => window.__upgradedAt.get(e) ?? performance.now()),
      ),
    tags,
  );
  await page.waitForTimeout(SETTLE_MS);
  await assertServed(page, H2);
  const stats = await page.evaluate(() => window.__bench);
  const tagsOnPage = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll('*')].map((e) => e.localName).filter((n) => n.includes('-'))),
  ]);
  const loaded = await Promise.all(scripts);
  await context.close();
  return {
    interactive,
    ...stats,
    jsGzip: loaded.reduce((sum, s) => sum + s.gzip, 0),
    chunks: loaded.map((s) => s.path),
    tagsOnPage,
  };
}

/** Widget chunks are named after their folder (= tag); one loaded for a tag not on the page is waste. */
function strayWidgetChunks(chunks, tagsOnPage, allTags) {
  return chunks.filter((path) => allTags.some((tag) => path.includes(`/chunks/${tag}-`) && !tagsOnPage.includes(tag)));
}

// BENCH_BASELINE=path/to/an/older/dist measures that build too, on the same pages in the same
// run (interleaved), for a before/after of a change: `git stash; npm run build; cp -r dist /tmp/before; …`.
const BASELINE = process.env.BENCH_BASELINE;

export async function run({ baseUrl, browser }) {
  const manifest = JSON.parse(await readFile(new URL('../../dist/custom-elements.json', import.meta.url), 'utf8'));
  const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
  let baseline = null;
  let baselineUrl = null;
  if (BASELINE) {
    baseline = benchServer({ distDir: resolve(BASELINE) });
    baselineUrl = await listen(baseline);
  }
  console.log(`\ndemo pages, 4× CPU throttling, ${H2.label} (median of ${RUNS} runs)`);
  console.log('page   JS loaded (gzip)   total blocking time   layout shift   widgets in view interactive');
  const budgets = [];
  const rows = [];
  for (const path of ['/', '/en/']) {
    const runs = [];
    const baselineRuns = [];
    // The two builds take turns at going first: on a busy machine the first load of a pair is
    // slower, by as much as a tenth when both are the same build.
    for (let i = 0; i < RUNS; i++) {
      const order = [
        async () => runs.push(await measure(browser, `${baseUrl}${path}`, tags)),
        async () => baseline && baselineRuns.push(await measure(browser, `${baselineUrl}${path}`, tags)),
      ];
      if (i % 2) order.reverse();
      for (const load of order) await load();
    }
    const m = (key, list = runs) => median(list.map((r) => r[key]));
    console.log(
      `${path.padEnd(5)}  ${`${(m('jsGzip') / 1024).toFixed(1)} KB`.padStart(16)}   ` +
        `${format(m('blocking')).padStart(19)}   ${m('shift').toFixed(4).padStart(12)}   ` +
        `${format(m('interactive')).padStart(27)}`,
    );
    if (baseline) {
      const b = (key) => m(key, baselineRuns);
      console.log(
        `${'  baseline'.padEnd(5)}  ${`${(b('jsGzip') / 1024).toFixed(1)} KB`.padStart(9)}   ` +
          `${format(b('blocking')).padStart(19)}   ${b('shift').toFixed(4).padStart(12)}   ` +
          `${format(b('interactive')).padStart(27)}   ` +
          `(this build: ${((100 * m('interactive')) / b('interactive')).toFixed(0)} % of it)`,
      );
    }
    const stray = strayWidgetChunks(runs[0].chunks, runs[0].tagsOnPage, tags);
    const [blockingOk, shiftOk] = [m('blocking') < 200, m('shift') < 0.01];
    budgets.push(
      { name: `${path} total blocking time ${format(m('blocking'))} < 200 ms`, ok: blockingOk },
      { name: `${path} layout shift ${m('shift').toFixed(4)} < 0.01`, ok: shiftOk },
      {
        name: `${path} no widget code for tags not on the page${stray.length ? ` (loaded: ${stray.join(', ')})` : ''}`,
        ok: stray.length === 0,
      },
    );
    const page = `\`${path}\``;
    rows.push({
      case: page,
      value:
        `${kbCell(m('jsGzip'))} JavaScript, in view ready ${msCell(m('interactive'))}, ` +
        `blocking ${msCell(m('blocking'))}, shift ${m('shift').toFixed(3)}`,
      budget: 'blocking < 200 ms, shift < 0.01, no stray code',
      ok: blockingOk && shiftOk && stray.length === 0,
    });
  }
  baseline?.close();
  return { budgets, rows };
}
