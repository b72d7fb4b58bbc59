// `npm run bench` (after a build): speed and size figures in Chromium, each against its budget.
// Exits non-zero when a budget is exceeded. Not part of `npm test`: these machines are shared
// and noisy, so figures are medians and ratios, and a bench is no test. With --report, the rows
// of the benches that ran replace theirs in docs/performance.md's table (report.mjs).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchServer, launch, listen } from './support.mjs';
import { findChromium } from './find-chromium.mjs';
import { writeReport } from './report.mjs';

// Each bench module exports run({ baseUrl, browser, chromiumPath }) → { budgets?, rows? }: budgets
// { name, ok }, and the report's rows { case, value, ratio?, budget?, ok? } (report.d.mts).
// `baseUrl` is a demo server's served as a site is served, HTTP/2 with compression (support.mjs);
// the benches that make their own pages start servers of their own.
// `npm run bench -- collapse pages` runs only those.
const ALL = [
  'sizes',
  'pages',
  'collapse',
  'collapse-plain',
  'preload',
  'early-click',
  'armed',
  'after-load',
  'sliders',
  'hero',
  'lighthouse',
];
// Run only when named: `npm run bench -- profile` (where the main thread's time goes; no budget).
const ON_REQUEST = ['profile'];
const args = process.argv.slice(2);
const chosen = args.filter((name) => ALL.includes(name) || ON_REQUEST.includes(name));
const BENCHES = chosen.length ? chosen : ALL;
const REPORT = args.includes('--report');
const unknown = args.filter((arg) => arg !== '--report' && !chosen.includes(arg));
if (unknown.length) throw new Error(`no bench or option ${unknown.join(', ')}: ${[...ALL, ...ON_REQUEST].join(', ')}`);

const dataDir = await mkdtemp(join(tmpdir(), 'site-widgets-bench-'));
const server = benchServer({ dataDir });
const baseUrl = await listen(server);
const chromiumPath = findChromium();
const browser = await launch(chromiumPath);
// Figures belong to a browser version: every run names it first.
const browserName = `Chromium ${browser.version()}`;
console.log(browserName);

const budgets = [];
const rows = [];
try {
  for (const name of BENCHES) {
    const bench = await import(`./${name}.mjs`);
    const result = await bench.run({ baseUrl, browser, chromiumPath });
    budgets.push(...(result?.budgets ?? []));
    rows.push(...(result?.rows ?? []).map((row) => ({ bench: name, ...row })));
  }
} finally {
  await browser.close();
  server.close();
  await rm(dataDir, { recursive: true, force: true });
}

if (REPORT) {
  const date = new Date().toISOString().slice(0, 10);
  await writeReport({ ran: BENCHES, rows, browser: browserName, date, order: [...ALL, ...ON_REQUEST] });
  console.log(`\nThe rows of ${BENCHES.join(', ')} are in docs/performance.md.`);
}

console.log('\nbudgets');
for (const { name, ok } of budgets) console.log(`${ok ? 'ok  ' : 'OVER'}  ${name}`);
if (budgets.some((b) => !b.ok)) {
  console.error('\nA budget is exceeded.');
  process.exitCode = 1;
}
