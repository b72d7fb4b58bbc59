// Shared pieces of the benchmarks: Chromium, fixture pages under the demo CSP, medians.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';

export async function launch(chromiumPath) {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

/** Opens `html` at `baseUrl + path` in a fresh context, served with the demo's headers. */
export async function openHtml(browser, baseUrl, path, html, contextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, ...contextOptions });
  const page = await context.newPage();
  const url = `${baseUrl}${path}`;
  await page.route(url, (route) => route.fulfill({ status: 200, headers: { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' }, body: html }));
  return { context, page, url };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const format = (ms) => `${ms.toFixed(1)} ms`;
