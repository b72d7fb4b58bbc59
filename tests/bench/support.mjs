// Shared pieces of the benchmarks: Chromium, a server on a free port, a phone's conditions, and medians.
import { chromium } from 'playwright-core';
import { compress } from '../../demo/server/static.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

export async function launch(chromiumPath) {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

/** Starts `server` on a free port of 127.0.0.1; returns its base URL. */
export async function listen(server) {
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${server.address().port}`;
}

/** A phone on a slow mobile network: 150 ms per request, 1.6 Mbit/s down, 750 kbit/s up, 4× CPU. */
const KBIT = 1024 / 8;
export const PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: 1.6 * 1024 * KBIT, uploadThroughput: 750 * KBIT },
  cpuSlowdown: 4,
};
export const PHONE_DESCRIPTION = '150 ms per request, 1.6 Mbit/s, 4× CPU';

/**
 * A tab in a context of its own (no cache, no storage), with a phone's screen, network and CPU.
 * Close its context after.
 */
export async function phoneTab(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  return { context, tab };
}

/**
 * Demo-server routes that send each text brotli-compressed, as a site sends its files: on a
 * phone's network the bytes decide much of the time. `files` maps a path to
 * [content type, text, extra headers].
 */
export async function compressedRoutes(files) {
  const entries = await Promise.all(
    Object.entries(files).map(async ([path, [type, text, headers = {}]]) => {
      const body = await compress(Buffer.from(text), 'br');
      const head = { ...headers, 'content-type': type, 'content-encoding': 'br' };
      return [`GET ${path}`, (request, response) => response.writeHead(200, head).end(body)];
    }),
  );
  return Object.fromEntries(entries);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * When a page was done, read after it has settled (no request for half a second), so that no
 * script of the bench runs in the page while it loads: `read` runs in the page and answers the
 * time, or null while the page is not done yet (then it is asked again, every 50 ms).
 */
export async function settledTime(tab, read, arg, timeoutMs = 120_000) {
  await tab.waitForLoadState('networkidle', { timeout: timeoutMs });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const ms = await tab.evaluate(read, arg);
    if (ms !== null) return ms;
    await pause(50);
  }
  throw new Error(`${tab.url()} was not done within ${timeoutMs / 1000} s`);
}

/**
 * Read in the page: when the widgets on it were all upgraded, from the runtime's
 * `site-widgets:mounted` marks (one per committed batch, with how many widgets it mounted): the
 * mark whose batch brought the count to every widget element on the page. Null until then.
 */
export const widgetsMounted = (tags) => {
  const total = document.querySelectorAll(tags).length;
  let mounted = 0;
  for (const mark of performance.getEntriesByName('site-widgets:mounted')) {
    mounted += mark.detail?.widgets ?? 0;
    if (mounted >= total && document.querySelectorAll(`:is(${tags})[data-upgraded]`).length === total)
      return mark.startTime;
  }
  return null;
};

/** Read in the page: the time a peer's own script set on window.__done, once it has. */
export const peerDone = () => window.__done ?? null;

/** Read in the page: the end of DOMContentLoaded, for a page without script. */
export const parsed = () => performance.getEntriesByType('navigation')[0]?.domContentLoadedEventEnd || null;

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const format = (ms) => `${ms.toFixed(1)} ms`;

/** `a` as a multiple of `b`, as the benches print it: 1.23×. */
export const ratio = (a, b) => `${(a / b).toFixed(2)}×`;

/**
 * A settled page load's request spans (BENCH_TIMELINE=1), in ms from navigation start: the HTML's
 * end, the parse's end, and each file's request start and end by the tail of its path.
 */
export function requestSpans(tab) {
  return tab.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation');
    const name = (url) => new URL(url).pathname.slice(-28);
    return {
      html: navigation.responseEnd,
      parsed: navigation.domContentLoadedEventStart,
      files: performance.getEntriesByType('resource').map((r) => [name(r.name), r.startTime, r.responseEnd]),
    };
  });
}

/** A load's request spans and finish as lines of text. */
export async function requestTimeline(tab, done) {
  const { html, parsed, files } = await requestSpans(tab);
  const ms = (value) => value.toFixed(0);
  return [
    `html –${ms(html)}, parsed ${ms(parsed)}`,
    ...files.map(([file, start, end]) => `${file} ${ms(start)}–${ms(end)}`),
    `done ${ms(done)}`,
  ].join('\n  ');
}
