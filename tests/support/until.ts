// The suites' one way to wait for a state a visitor would see (an attribute, focus, a layout): look
// again until it is there, and past the deadline fail with the state seen last. The deadline is
// for a hang, not a measure of the product: what a duration means is checked on the page's clock.
import { within } from './within';

/** How long a state may take to come on a busy machine before the wait counts as failed. */
export const STATE_TIMEOUT_MS = 30_000;
const LOOK_AGAIN_MS = 50;

export interface UntilOptions<T> {
  /** The state wanted, as the failure names it ("'playing'"). */
  want: string;
  /** The deadline in ms (STATE_TIMEOUT_MS unless given). */
  timeout?: number;
  /** Runs between two looks instead of a short pause (a page clock run on by a frame). */
  between?: () => Promise<unknown>;
  /** How the failure shows the value seen last (JSON unless given). */
  show?: (value: T) => string;
}

/**
 * Reads `read` until `done` holds for its value and returns that value; fails, past the deadline,
 * with "WHAT stayed LAST (wanted WANT) after N s". A read that throws (a page navigating) counts
 * as a look that saw nothing; a read that hangs is cut off at the deadline.
 */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { want, timeout = STATE_TIMEOUT_MS, between, show = (value) => JSON.stringify(value) }: UntilOptions<T>,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: { value: T } | undefined;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await within(read(), Math.max(1, deadline - Date.now()), `reading ${what}`);
      last = { value };
      lastError = undefined;
      if (done(value)) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const seen = last ? show(last.value) : 'unread';
      const error = lastError ? ` (last look failed: ${String(lastError)})` : '';
      throw new Error(`${what} stayed ${seen} (wanted ${want}) after ${timeout / 1000} s${error}`);
    }
    await (between ? between() : new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS)));
  }
}
