// What a screen reader user hears after acting on a block: the test clears the reader's log, acts
// with the engine's own keyboard, waits until the page has settled, and reads the log.
import type { EnginePage, Key } from '../../engines/support/engine';
import { waitFor } from '../../engines/support/page-checks';
import { clearLog, moveTo, spokenLog } from './screen-reader';

/** A condition in the page, true once an interaction has had its effect. */
export type Settled = (arg: string) => unknown;

/**
 * Clears the reader's log, runs `act`, waits until `settled` is true in the page and the log has
 * stopped growing, and resolves to what the reader said meanwhile.
 *
 * The reader speaks a focused element when focus moves to it, and live regions as they change,
 * but has no event for a state that changes under the focus (a button that is now expanded), which
 * a screen reader announces: a `focusin` on the focused element asks the reader for it, and the
 * reader speaks it only when its phrase changed.
 */
export async function heardAfter(
  page: EnginePage,
  act: () => Promise<void>,
  what: string,
  settled: Settled,
  arg = '',
): Promise<string[]> {
  await clearLog(page);
  await act();
  await waitFor(page, what, settled, arg);
  await page.evaluate(() =>
    document.activeElement?.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true })),
  );
  let last = -1;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const now = (await spokenLog(page)).length;
    if (now === last) return spokenLog(page);
    last = now;
  }
}

/**
 * Moves the reader to the control (the `index`th match of `selector`), presses `key` on it, and
 * resolves to what the reader said after.
 */
export async function pressOn(
  page: EnginePage,
  control: { selector: string; index?: number },
  key: Key,
  what: string,
  settled: Settled,
  arg = '',
): Promise<string[]> {
  await moveTo(page, control.selector, control.index);
  return heardAfter(page, () => page.press(key), what, settled, arg);
}
