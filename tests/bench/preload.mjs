// Accordion items on a phone: 150 ms per request, 1.6 Mbit/s down, 4× CPU. Time until every item
// is interactive, from navigation start, medians, side by side in one run:
//   floor      a bare React root per item (react-floor.jsx) with our stylesheet: what React costs
//   widgets    our <collapse-item>s with the embed snippet (stylesheet and entry)
//   preloaded  the same with the <head> that the Craft include prints from the preload manifest
//              for collapse-group and collapse-item (integrations/craft/site-widgets.twig)
// Every file is sent compressed (brotli), as a site sends it, the floor's too: on this network the
// bytes decide much of the time. Each time is read once the page has settled, as in collapse.mjs;
// the repeat view is the third load of the same page in one context (HTTP and code caches warm).
// The budget: preloaded within 1.1× the floor.
import { createDemoServer } from '../../demo/server/app.mjs';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { accordion, EMBED, page, PEER_PAGES, reactFloorJs } from './collapse.mjs';
import { craftHead } from './craft-head.mjs';
import {
  compressedRoutes,
  format,
  listen,
  median,
  peerDone,
  PHONE_DESCRIPTION,
  phoneTab,
  ratio,
  requestTimeline,
  settledTime,
  widgetsMounted,
} from './support.mjs';

export const PHONE_SIZES = (process.env.BENCH_PHONE_SIZES ?? '10,100').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

async function kinds() {
  const head = await craftHead();
  return {
    floor: { html: PEER_PAGES.react, read: peerDone },
    widgets: { html: (n) => page(EMBED, accordion(n)), read: widgetsMounted },
    preloaded: { html: (n) => page(head, accordion(n)), read: widgetsMounted },
  };
}

function routes(pages) {
  const html = (text) => ['text/html; charset=utf-8', text, SECURITY_HEADERS];
  return compressedRoutes({
    '/bench/react-floor.js': [
      'text/javascript',
      reactFloorJs,
      { 'cache-control': 'public, max-age=31536000, immutable' },
    ],
    ...Object.fromEntries(
      Object.entries(pages).flatMap(([kind, page]) =>
        PHONE_SIZES.map((n) => [`/bench/phone/${kind}/${n}`, html(page.html(n))]),
      ),
    ),
  });
}

const ACCORDION_TAGS = 'collapse-group, collapse-item';
const REPEAT_LOADS = 3;

async function time(browser, baseUrl, kind, read, n, loads = 1) {
  const { context, tab } = await phoneTab(browser);
  let ms;
  for (let load = 0; load < loads; load++) {
    await tab.goto(`${baseUrl}/bench/phone/${kind}/${n}`, { waitUntil: 'commit' });
    ms = await settledTime(tab, read, ACCORDION_TAGS);
  }
  if (process.env.BENCH_TIMELINE) console.log(kind, n, await requestTimeline(tab, ms));
  await context.close();
  return ms;
}

export async function run({ browser }) {
  const pages = await kinds();
  const server = createDemoServer({ routes: await routes(pages) });
  try {
    const baseUrl = await listen(server);
    console.log(`\naccordion items on a phone (${PHONE_DESCRIPTION}): time until interactive (median of ${RUNS} runs)`);
    console.log('items      floor    widgets  preloaded  widgets/floor  preloaded/floor');
    const budgets = [];
    const repeats = [];
    const line = (n, { floor, widgets, preloaded }) =>
      console.log(
        `${String(n).padStart(5)}  ${format(floor).padStart(9)}  ${format(widgets).padStart(9)}  ` +
          `${format(preloaded).padStart(9)}  ${ratio(widgets, floor).padStart(13)}  ` +
          `${ratio(preloaded, floor).padStart(15)}`,
      );
    for (const n of PHONE_SIZES) {
      const times = Object.fromEntries(Object.keys(pages).map((kind) => [kind, []]));
      const again = Object.fromEntries(Object.keys(pages).map((kind) => [kind, []]));
      // Interleaved, so a busy spell of the machine falls on every kind alike.
      for (let i = 0; i < RUNS; i++)
        for (const [kind, { read }] of Object.entries(pages)) {
          times[kind].push(await time(browser, baseUrl, kind, read, n));
          again[kind].push(await time(browser, baseUrl, kind, read, n, REPEAT_LOADS));
        }
      const medians = (lists) => Object.fromEntries(Object.entries(lists).map(([kind, list]) => [kind, median(list)]));
      const row = medians(times);
      repeats.push([n, medians(again)]);
      line(n, row);
      budgets.push({
        name: `phone, ${n} items preloaded within 1.1× the bare React floor (${ratio(row.preloaded, row.floor)})`,
        ok: row.preloaded <= 1.1 * row.floor,
      });
    }
    console.log(`repeat view (load ${REPEAT_LOADS} of the same page, HTTP and code caches warm):`);
    for (const [n, row] of repeats) line(n, row);
    return { budgets };
  } finally {
    server.close();
  }
}
