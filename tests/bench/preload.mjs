// Accordion items on a phone: 150 ms per request, 1.6 Mbit/s down, 4× CPU. Time until every item
// is interactive, from navigation start, medians, side by side in one run:
//   floor      a bare React root per item (react-floor.jsx) with our stylesheet: what React costs
//   widgets    our <collapse-item>s with the embed snippet (stylesheet and entry)
//   preloaded  the same with the <head> that the Craft include prints from the preload manifest
//              for collapse-group and collapse-item (integrations/craft/site-widgets.twig)
// Every file is sent compressed (brotli), as a site sends it, the floor's too: on this network the
// bytes decide much of the time. The budget: preloaded within 1.1× the floor.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Twig from 'twig';
import { createDemoServer } from '../../demo/server/app.mjs';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { accordion, EMBED, page, PEER_PAGES, reactFloorJs, recordUpgrades } from './collapse.mjs';
import { compressedRoutes, format, listen, median, PHONE_DESCRIPTION, phoneTab, ratio } from './support.mjs';

export const PHONE_SIZES = (process.env.BENCH_PHONE_SIZES ?? '10,100').split(',').map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const root = fileURLToPath(new URL('../../', import.meta.url));

/** The <head> the Craft include prints for the accordion's two tags: the embed and the preloads. */
export async function craftHead() {
  const manifest = JSON.parse(await readFile(`${root}dist/site-widgets.manifest.json`, 'utf8'));
  const options = { data: await readFile(`${root}integrations/craft/site-widgets.twig`, 'utf8'), autoescape: true };
  return Twig.twig(options).render({ manifest, base: '/dist', tags: ['collapse-group', 'collapse-item'] });
}

async function kinds() {
  const head = await craftHead();
  return {
    floor: { html: PEER_PAGES.react },
    widgets: { html: (n) => page(EMBED, accordion(n)), init: recordUpgrades },
    preloaded: { html: (n) => page(head, accordion(n)), init: recordUpgrades },
  };
}

function routes(pages) {
  const html = (text) => ['text/html; charset=utf-8', text, SECURITY_HEADERS];
  return compressedRoutes({
    '/bench/react-floor.js': ['text/javascript', reactFloorJs],
    ...Object.fromEntries(
      Object.entries(pages).flatMap(([kind, page]) =>
        PHONE_SIZES.map((n) => [`/bench/phone/${kind}/${n}`, html(page.html(n))]),
      ),
    ),
  });
}

async function time(browser, baseUrl, kind, init, n) {
  const { context, tab } = await phoneTab(browser);
  // react-floor.jsx sets window.__done itself, once every root has committed.
  if (init) await tab.addInitScript(init, n);
  await tab.goto(`${baseUrl}/bench/phone/${kind}/${n}`, { waitUntil: 'commit' });
  const ms = await tab
    .waitForFunction(() => window.__done, null, { timeout: 120_000 })
    .then((handle) => handle.jsonValue());
  if (process.env.BENCH_TIMELINE) console.log(kind, n, await timeline(tab));
  await context.close();
  return ms;
}

/** Where the time went, with BENCH_TIMELINE=1: each file's request start and end, and the parse. */
function timeline(tab) {
  return tab.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const files = performance
      .getEntriesByType('resource')
      .map((r) => `${new URL(r.name).pathname.slice(-28)} ${r.startTime.toFixed(0)}–${r.responseEnd.toFixed(0)}`);
    return [
      `html –${navigation.responseEnd.toFixed(0)}, parsed ${navigation.domContentLoadedEventStart.toFixed(0)}`,
      ...files,
      `done ${window.__done.toFixed(0)}`,
    ].join('\n  ');
  });
}

export async function run({ browser }) {
  const pages = await kinds();
  const server = createDemoServer({ routes: await routes(pages) });
  try {
    const baseUrl = await listen(server);
    console.log(`\naccordion items on a phone (${PHONE_DESCRIPTION}): time until interactive (median of ${RUNS} runs)`);
    console.log('items      floor    widgets  preloaded  widgets/floor  preloaded/floor');
    const budgets = [];
    for (const n of PHONE_SIZES) {
      const times = Object.fromEntries(Object.keys(pages).map((kind) => [kind, []]));
      // Interleaved, so a busy spell of the machine falls on every kind alike.
      for (let i = 0; i < RUNS; i++)
        for (const [kind, { init }] of Object.entries(pages))
          times[kind].push(await time(browser, baseUrl, kind, init, n));
      const [floor, widgets, preloaded] = ['floor', 'widgets', 'preloaded'].map((kind) => median(times[kind]));
      console.log(
        `${String(n).padStart(5)}  ${format(floor).padStart(9)}  ${format(widgets).padStart(9)}  ` +
          `${format(preloaded).padStart(9)}  ${ratio(widgets, floor).padStart(13)}  ` +
          `${ratio(preloaded, floor).padStart(15)}`,
      );
      budgets.push({
        name: `phone, ${n} items preloaded within 1.1× the bare React floor (${ratio(preloaded, floor)})`,
        ok: preloaded <= 1.1 * floor,
      });
    }
    return { budgets };
  } finally {
    server.close();
  }
}
