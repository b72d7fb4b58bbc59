// Accordion items on a phone: 150 ms per request, 1.6 Mbit/s down, 4× CPU. Time until every item
// is interactive, from navigation start, medians, side by side in one run:
//   native     N <details>, no script (until DOMContentLoaded)
//   govuk      GOV.UK Frontend's Accordion, its own script and stylesheet
//   floor      a bare React root per item (react-floor.jsx) with our stylesheet: what React costs
//   widgets    our <collapse-item>s with the embed snippet (stylesheet and entry)
//   preloaded  the same with the <head> that the Craft include prints from the preload manifest
//              for collapse-group and collapse-item (integrations/craft/site-widgets.twig)
// Each row names how it was served (support.mjs): h2+br, as a CDN serves a site (HTTP/2, every
// page, script and stylesheet brotli-compressed, the floor's and the peers' too: on this network
// the bytes decide much of the time), the budget's rows; and beside them, first views only,
// http/1.1 raw (six connections, nothing compressed). Each time is read once the page has settled,
// as in collapse.mjs; the repeat view is the third load of the same page in one context (HTTP and
// code caches warm), h2+br. The budget: preloaded within 1.1× the floor, h2+br.
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { accordion, BENCH_FILES, EMBED, page, PEER_PAGES } from './collapse.mjs';
import { craftHead } from './craft-head.mjs';
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
  PHONE_DESCRIPTION,
  phoneTab,
  ratio,
  requestTimeline,
  SERVINGS,
  settledTime,
  timesCell,
  widgetsMounted,
} from './support.mjs';

export const PHONE_SIZES = (process.env.BENCH_PHONE_SIZES ?? '10,100').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

async function kinds() {
  const head = await craftHead();
  return {
    native: { html: PEER_PAGES.native, read: parsed },
    govuk: { html: PEER_PAGES.govuk, read: peerDone },
    floor: { html: PEER_PAGES.react, read: peerDone },
    widgets: { html: (n) => page(EMBED, accordion(n)), read: widgetsMounted },
    preloaded: { html: (n) => page(head, accordion(n)), read: widgetsMounted },
  };
}

function routes(pages) {
  const html = (text) => ['text/html; charset=utf-8', text, SECURITY_HEADERS];
  return compressedRoutes({
    ...BENCH_FILES,
    ...Object.fromEntries(
      Object.entries(pages).flatMap(([kind, page]) =>
        PHONE_SIZES.map((n) => [`/bench/phone/${kind}/${n}`, html(page.html(n))]),
      ),
    ),
  });
}

const ACCORDION_TAGS = 'collapse-group, collapse-item';
const REPEAT_LOADS = 3;
/** Ours with preloads within this of the floor, h2+br, first view. */
const BUDGET = 1.1;

/** The report's row (report.mjs) of one size's medians, first view, h2+br. */
const reportRow = (n, { native, govuk, floor, widgets, preloaded }, ok) => ({
  case: `${n} items`,
  value: timesCell({ native, 'GOV.UK': govuk, floor, ours: widgets, preloaded }),
  ratio: `${ratio(widgets, floor)}, ${ratio(preloaded, floor)} floor`,
  budget: `preloaded ≤ ${BUDGET}× floor`,
  ok,
});

async function time(browser, baseUrl, served, kind, read, n, loads = 1) {
  const { context, tab } = await phoneTab(browser);
  let ms;
  for (let load = 0; load < loads; load++) {
    await tab.goto(`${baseUrl}/bench/phone/${kind}/${n}`, { waitUntil: 'commit' });
    ms = await settledTime(tab, read, ACCORDION_TAGS);
  }
  await assertServed(tab, served);
  if (process.env.BENCH_TIMELINE) console.log(kind, n, served.label, await requestTimeline(tab, ms));
  await context.close();
  return ms;
}

export async function run({ browser }) {
  const pages = await kinds();
  const pageRoutes = await routes(pages);
  const servers = SERVINGS.map((served) => [served, benchServer({ routes: pageRoutes }, served)]);
  try {
    const urls = {};
    for (const [served, server] of servers) urls[served.label] = await listen(server);
    console.log(`\naccordion items on a phone (${PHONE_DESCRIPTION}): time until interactive (median of ${RUNS} runs)`);
    console.log(
      'items  served           native      govuk      floor    widgets  preloaded' +
        '  widgets/floor  preloaded/floor  preloaded/govuk  preloaded/native',
    );
    const budgets = [];
    const rows = [];
    const repeats = [];
    const line = (n, served, { native, govuk, floor, widgets, preloaded }) =>
      console.log(
        `${String(n).padStart(5)}  ${served.label.padEnd(12)}  ` +
          [native, govuk, floor, widgets, preloaded].map((ms) => format(ms).padStart(9)).join('  ') +
          `  ${ratio(widgets, floor).padStart(13)}  ${ratio(preloaded, floor).padStart(15)}` +
          `  ${ratio(preloaded, govuk).padStart(15)}  ${ratio(preloaded, native).padStart(16)}`,
      );
    const lists = () => Object.fromEntries(Object.keys(pages).map((kind) => [kind, []]));
    const medians = (byKind) => Object.fromEntries(Object.entries(byKind).map(([kind, list]) => [kind, median(list)]));
    for (const n of PHONE_SIZES) {
      const times = Object.fromEntries(SERVINGS.map((served) => [served.label, lists()]));
      const again = lists();
      // Interleaved, so a busy spell of the machine falls on every kind and serving alike; the
      // repeat view takes its files from the cache: h2+br only.
      for (let i = 0; i < RUNS; i++)
        for (const served of SERVINGS)
          for (const [kind, { read }] of Object.entries(pages)) {
            const url = urls[served.label];
            times[served.label][kind].push(await time(browser, url, served, kind, read, n));
            if (served === H2) again[kind].push(await time(browser, url, served, kind, read, n, REPEAT_LOADS));
          }
      for (const served of SERVINGS) line(n, served, medians(times[served.label]));
      repeats.push([n, medians(again)]);
      const row = medians(times[H2.label]);
      const preloadedOfFloor = ratio(row.preloaded, row.floor);
      const ok = row.preloaded <= BUDGET * row.floor;
      budgets.push({
        name: `phone, ${n} items preloaded within ${BUDGET}× the bare React floor, ${H2.label} (${preloadedOfFloor})`,
        ok,
      });
      rows.push(reportRow(n, row, ok));
    }
    console.log(`repeat view (load ${REPEAT_LOADS} of the same page, HTTP and code caches warm):`);
    for (const [n, row] of repeats) line(n, H2, row);
    return { budgets, rows };
  } finally {
    for (const [, server] of servers) server.close();
  }
}
