// The page's own clock under the test's control (Playwright's page.clock): its Date, performance.now(),
// timers and animation frames move only when the test runs the clock, one 16 ms frame at a time, so
// an animation (GSAP's ticker runs on requestAnimationFrame and Date.now) is where its timeline says
// at each point, however slowly the machine draws real frames.
import type { Page } from 'playwright-core';
import { until } from '../../support/until';

/** The length of one of the clock's animation frames. */
export const FRAME_MS = 16;
/**
 * How far behind the real time the clock is installed: it runs on from there until it is stopped
 * at the real time, a moment later, which is then never in its past.
 */
const INSTALL_BEHIND_MS = 10_000;

/**
 * Installs the clock stopped at the real time (a record's or a cookie's date is today), before the
 * page's scripts run (call it before `goto`).
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.install({ time: Date.now() - INSTALL_BEHIND_MS });
  await page.clock.pauseAt(Date.now());
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
 * clock run on by `step` ms (a frame unless given) between looks so that the timers on its way
 * fire. Fails with the state seen last.
 */
export function untilOnClock<T>(
  page: Page,
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  want: string,
  step = FRAME_MS,
): Promise<T> {
  return until(what, read, done, { want, between: () => page.clock.runFor(step) });
}
