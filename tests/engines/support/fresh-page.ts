// A first visit before each test, from a browser that still answers. Firefox over WebDriver BiDi can
// stop navigating after a journey left its page by a link: every later `goto` then times out. Such
// a browser is closed and a new one launched, so one stuck page fails at most its own test.
import type { EnginePage } from './engine';
import { within } from '../../support/within';

const RESET_WITHIN_MS = 20_000;

/** Resets the page as a first visit; a page that does not reset in time is replaced by `open()`'s. */
export async function freshPage(page: EnginePage, open: () => Promise<EnginePage>): Promise<EnginePage> {
  try {
    await within(page.reset(), RESET_WITHIN_MS, `${page.engine}: resetting the page`);
    return page;
  } catch (error) {
    console.warn(`${String(error)}; the browser is launched again`);
    const next = await relaunched(page, open);
    await next.reset();
    return next;
  }
}

/** Closes the page's browser (given up on after a while: it may have stopped answering) and launches another. */
export async function relaunched(page: EnginePage, open: () => Promise<EnginePage>): Promise<EnginePage> {
  await within(page.close(), RESET_WITHIN_MS, `${page.engine}: closing the browser`).catch(() => undefined);
  return open();
}
