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

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const format = (ms) => `${ms.toFixed(1)} ms`;

/** `a` as a multiple of `b`, as the benches print it: 1.23×. */
export const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
