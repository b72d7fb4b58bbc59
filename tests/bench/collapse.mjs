// Time until N collapse-items are interactive, next to the same page with N native <details>
// (the floor): both measured from navigation start, the widgets until every item is upgraded,
// the native page until DOMContentLoaded (a parsed <details> is interactive).
import { format, median, openHtml } from './support.mjs';

const SIZES = (process.env.BENCH_SIZES ?? "10,100,1000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

function items(n, render) {
  return Array.from({ length: n }, (_, i) => render(i)).join('\n');
}

const widgetPage = (n) => `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>bench</title>
<link rel="stylesheet" href="/dist/site-widgets.css"><script type="module" src="/dist/site-widgets.js"></script></head>
<body><div id="app"><collapse-group>${items(n, (i) => `<collapse-item heading="Vraag ${i}"><p>Antwoord ${i}</p></collapse-item>`)}</collapse-group></div></body></html>`;

const nativePage = (n) => `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>bench</title></head>
<body><div id="app">${items(n, (i) => `<details name="faq"><summary>Vraag ${i}</summary><p>Antwoord ${i}</p></details>`)}</div></body></html>`;

async function timeWidgets(browser, baseUrl, n) {
  const { context, page, url } = await openHtml(browser, baseUrl, '/bench/collapse', widgetPage(n));
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction((count) => document.querySelectorAll('collapse-item[data-upgraded]').length === count, n, { polling: 'raf', timeout: 60_000 });
  const result = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/dist/site-widgets.js'));
    return { total: performance.now(), bundleStart: entry ? entry.responseEnd : 0 };
  });
  await context.close();
  return result;
}

async function timeNative(browser, baseUrl, n) {
  const { context, page, url } = await openHtml(browser, baseUrl, '/bench/native', nativePage(n));
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const total = await page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd);
  await context.close();
  return total;
}

export async function run({ baseUrl, browser }) {
  console.log('\ncollapse-item: time until every item is interactive (median of %d runs)', RUNS);
  console.log('items   widgets (from navigation)   of which after the bundle arrived   native <details>   ratio');
  const rows = [];
  for (const n of SIZES) {
    const widget = [];
    const afterBundle = [];
    const native = [];
    for (let run = 0; run < RUNS; run++) {
      const w = await timeWidgets(browser, baseUrl, n);
      widget.push(w.total);
      afterBundle.push(w.total - w.bundleStart);
      native.push(await timeNative(browser, baseUrl, n));
    }
    const row = { n, widgets: median(widget), afterBundle: median(afterBundle), native: median(native) };
    row.ratio = row.widgets / row.native;
    rows.push(row);
    console.log(`${String(n).padStart(5)}   ${format(row.widgets).padStart(25)}   ${format(row.afterBundle).padStart(33)}   ${format(row.native).padStart(16)}   ${row.ratio.toFixed(2)}×`);
  }
  const row100 = rows.find((r) => r.n === 100);
  const row1000 = rows.find((r) => r.n === 1000);
  if (!row100 || !row1000) return { rows, budgets: [] };
  const growth = row1000.afterBundle / row100.afterBundle;
  console.log(`growth from 100 to 1000 items (after the bundle arrived): ${growth.toFixed(1)}× for 10× the items (linear or better: ≤ 10×)`);
  const budgets = [
    { name: '1,000 items within 4× the native page', ok: row1000.ratio <= 4 },
    { name: 'cost grows no faster than linearly (100 → 1,000)', ok: growth <= 10 },
  ];
  return { rows, budgets };
}
