// The page's own clock under the test's control (Playwright's page.clock): its Date, performance.now(),
// timers and animation frames move only when the test runs the clock, one 16 ms frame at a time, so
// an animation (GSAP's ticker runs on requestAnimationFrame and Date.now) is where its timeline says
// at each point, however slowly the machine draws real frames.
import type { Page } from 'playwright-core';
import { until } from '../../support/until';

/** The length of one of the clock's animation frames. */
export const FRAME_MS = 16;
const INSTALLED_AT = Date.parse('2026-01-05T09:00:00Z');
/** Where the clock stops: an installed clock runs on until then, so the stop is never in its past. */
const STOPPED_AT = INSTALLED_AT + 3_600_000;

/** Installs the clock stopped, before the page's scripts run (call it before `goto`). */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install({ time: INSTALLED_AT });
  await page.clock.pauseAt(STOPPED_AT);
}

/** The page's time now (its performance.now()), on the test's clock. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** Runs the clock to `at`, a time of the page's performance.now() (nothing if it is past). */
export async function runClockTo(page: Page, at: number): Promise<void> {
  const ahead = Math.ceil(at - (await pageNow(page)));
  if (ahead > 0) await page.clock.runFor(ahead);
}

/**
 * Waits for a state that comes from outside the clock (a chunk fetched, an observer's report), the
 * clock run on by one frame between looks so that the timers on its way fire. Fails with the
 * state seen last.
 */
export function untilOnClock<T>(
  page: Page,
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  want: string,
): Promise<T> {
  return until(what, read, done, { want, between: () => page.clock.runFor(FRAME_MS) });
}
