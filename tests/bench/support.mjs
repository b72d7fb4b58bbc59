// Shared pieces of the benchmarks: Chromium, how the servers serve, a server on a free port, a
// phone's conditions, and medians.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import { Server as TlsServer } from 'node:tls';
import { chromium } from 'playwright-core';
import { createDemoServer } from '../../demo/server/app.mjs';
import { compress, negotiateEncoding } from '../../demo/server/static.mjs';
import { benchCertificate, trustBenchCertificate } from './certificate.mjs';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

/** Chromium as the benches drive it: it trusts the bench certificate (certificate.mjs). */
export async function launch(chromiumPath) {
  return chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_ARGS, trustBenchCertificate()] });
}

/**
 * How a bench server sends its pages and files; every row of a bench names it.
 * H2: as a CDN serves a site, HTTP/2 over TLS with every text brotli-compressed (the demo server's
 * files, and the pages and files a bench makes itself): the benches' default, which the budgets
 * are read on.
 * RAW: HTTP/1.1 without TLS, nothing compressed: six connections to a host, every byte sent.
 */
export const H2 = { label: 'h2+br', protocol: 'h2', tls: true, compressed: true };
export const RAW = { label: 'http/1.1 raw', protocol: 'http/1.1', tls: false, compressed: false };
/** With BENCH_RAW=0, the benches that have http/1.1 raw rows beside their h2+br rows leave them out. */
export const SERVINGS = process.env.BENCH_RAW === '0' ? [H2] : [H2, RAW];

/**
 * A demo server (createDemoServer's `options`) that serves as `served` says. Its signup has no bot
 * guard: a bench signs up from one address, many times a minute, as soon as the form is there.
 */
export function benchServer(options = {}, served = H2) {
  const tls = served.tls ? { tls: benchCertificate() } : {};
  return createDemoServer({ signupGuard: null, ...options, ...tls, compression: served.compressed });
}

/** Starts `server` on a free port of 127.0.0.1; returns its base URL (https:// for a TLS server). */
export async function listen(server) {
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  const scheme = server instanceof TlsServer ? 'https' : 'http';
  return `${scheme}://127.0.0.1:${server.address().port}`;
}

/** The text at `url` (a bench server's, which may be https with the bench certificate). */
export function getText(url) {
  return new Promise((resolve, reject) => {
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    get(url, { ca: benchCertificate().cert }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/** Texts smaller than this may be sent as they are (the demo server's limit for its files). */
const MIN_COMPRESSED_BYTES = 512;

/**
 * Throws unless the page in `tab` came as `served` says, so that no row can quietly fall back:
 * the page with `served`'s protocol (nextHopProtocol), and every file it fetched over the network
 * (not from the cache) that names one (Chromium names none for the favicon it fetches itself);
 * the page (unless `page` is false: a form post's answer), its scripts and its stylesheets
 * compressed, or not, as `served` says (their encoded size against their decoded size), from
 * MIN_COMPRESSED_BYTES up (a 304's size is 0: its body came from the cache).
 */
export async function assertServed(tab, served, { page = true } = {}) {
  const entries = await tab.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
      name: entry.name,
      navigation: entry.entryType === 'navigation',
      protocol: entry.nextHopProtocol,
      transferred: entry.transferSize,
      encoded: entry.encodedBodySize,
      decoded: entry.decodedBodySize,
    })),
  );
  for (const entry of entries) {
    const what = `${entry.navigation ? 'the page ' : ''}${entry.name}`;
    const fetched = entry.navigation || (entry.transferred > 0 && entry.protocol);
    if (fetched && entry.protocol !== served.protocol)
      throw new Error(`${what} came over ${entry.protocol || 'an unknown protocol'}, not ${served.protocol}`);
    const text = entry.navigation ? page : /\.(m?js|css)$/.test(new URL(entry.name).pathname);
    if (!text || entry.decoded < MIN_COMPRESSED_BYTES) continue;
    if (served.compressed !== entry.encoded < entry.decoded)
      throw new Error(`${what} came ${served.compressed ? 'uncompressed' : 'compressed'} (${served.label})`);
  }
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
 * Demo-server routes for the pages and files a bench makes itself, each sent brotli-compressed when
 * the request accepts it (gzip when it accepts only that), as the demo server sends its own: on a
 * phone's network the bytes decide much of the time. A server made with `compression: false`
 * (RAW) sends them as they are. `files` maps a path to [content type, text, extra headers].
 */
export async function compressedRoutes(files) {
  const entries = await Promise.all(
    Object.entries(files).map(async ([path, [type, text, headers = {}]]) => {
      const raw = Buffer.from(text);
      const bodies = { br: await compress(raw, 'br'), gzip: await compress(raw, 'gzip') };
      const route = (request, response) => {
        const encoding = negotiateEncoding(request.headers['accept-encoding']);
        const body = encoding ? bodies[encoding] : raw;
        const head = { ...headers, 'content-type': type, vary: 'Accept-Encoding', 'content-length': body.length };
        response.writeHead(200, encoding ? { ...head, 'content-encoding': encoding } : head).end(body);
      };
      return [`GET ${path}`, route];
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

/** A time as the report's table shows it, in whole milliseconds. */
export const msCell = (ms) => `${Math.round(ms)} ms`;

/** Named times in one cell of the report's table, one unit for all: "native 51, floor 153 ms". */
export const timesCell = (times) =>
  `${Object.entries(times)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ')} ms`;

/** Bytes as the report's table shows them: "9.4 KB". */
export const kbCell = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

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
