// Lighthouse (mobile, its default simulated throttling) on both demo pages: performance,
// accessibility, best practices and SEO, medians of RUNS, against the budget of 100 each.
// Chromium is the one the browser tests use; Lighthouse drives it over its debugging port. The
// demo server serves as a site is served, HTTP/2 with compression, and Chromium trusts its
// certificate (certificate.mjs).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { trustBenchCertificate } from './certificate.mjs';
import { median } from './support.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function run({ baseUrl, chromiumPath }) {
  console.log(`\nLighthouse, mobile (median of ${RUNS} runs)`);
  console.log(`page   ${CATEGORIES.map((c) => c.padStart(15)).join('')}   LCP`);
  const budgets = [];
  const rows = [];
  for (const path of ['/', '/en/']) {
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, []]));
    const lcp = [];
    const failing = new Set();
    for (let i = 0; i < RUNS; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: [
          '--headless=new',
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          trustBenchCertificate(),
        ],
      });
      try {
        const { lhr } = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        for (const c of CATEGORIES) scores[c].push(Math.round((lhr.categories[c].score ?? 0) * 100));
        lcp.push(lhr.audits['largest-contentful-paint'].numericValue);
        for (const c of CATEGORIES) {
          for (const ref of lhr.categories[c].auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1)
              failing.add(`${c}: ${ref.id} (${audit.displayValue ?? audit.score})`);
          }
        }
      } finally {
        await chrome.kill();
      }
    }
    const m = Object.fromEntries(CATEGORIES.map((c) => [c, median(scores[c])]));
    console.log(
      `${path.padEnd(5)}  ${CATEGORIES.map((c) => String(m[c]).padStart(15)).join('')}   ` +
        `${(median(lcp) / 1000).toFixed(2)} s`,
    );
    for (const line of failing) console.log(`         below 100: ${line}`);
    for (const c of CATEGORIES) budgets.push({ name: `${path} Lighthouse ${c} ${m[c]} = 100`, ok: m[c] === 100 });
    rows.push({
      case: `\`${path}\``,
      value: `scores ${CATEGORIES.map((c) => m[c]).join(', ')}; LCP ${(median(lcp) / 1000).toFixed(2)} s`,
      budget: '100 each',
      ok: CATEGORIES.every((c) => m[c] === 100),
    });
  }
  return { budgets, rows };
}
