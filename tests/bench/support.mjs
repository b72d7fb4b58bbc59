// Shared pieces of the benchmarks: Chromium, a server on a free port, and medians.
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

export async function launch(chromiumPath) {
  return chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
}

/** Starts `server` on a free port of 127.0.0.1; returns its base URL. */
export async function listen(server) {
  await new Promise((listening) => server.listen(0, '127.0.0.1', listening));
  return `http://127.0.0.1:${server.address().port}`;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export const format = (ms) => `${ms.toFixed(1)} ms`;

/** `a` as a multiple of `b`, as the benches print it: 1.23×. */
export const ratio = (a, b) => `${(a / b).toFixed(2)}×`;
