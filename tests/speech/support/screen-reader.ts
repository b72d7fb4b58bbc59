// The virtual screen reader (@guidepup/virtual-screen-reader, bundled by the global setup) in an
// engine's page, through EnginePage alone: started over a part of the page, moved with next and
// previous, and its spoken log read. Every function runs in the page; the reader keeps its state
// there, on `window.__virtualScreenReader`.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { EnginePage } from '../../engines/support/engine';

/** What the tests use of the reader's API (its own types describe the module, not the page's global). */
interface Reader {
  start(options: { container: Node }): Promise<void>;
  stop(): Promise<void>;
  next(): Promise<void>;
  previous(): Promise<void>;
  lastSpokenPhrase(): Promise<string>;
  spokenPhraseLog(): Promise<string[]>;
  clearSpokenPhraseLog(): Promise<void>;
  readonly activeNode: Node | null;
}
type ReaderWindow = Window & { __virtualScreenReader?: Reader; __readerStarted?: boolean };

let source: string | undefined;

/**
 * Starts the reader over the `index`th element matching `selector`, evaluating it into the page
 * first if it is not there yet.
 */
export async function startReader(page: EnginePage, selector: string, index = 0) {
  const present = await page.evaluate(() => '__virtualScreenReader' in window);
  if (!present) await page.run((source ??= readFileSync(inject('screenReaderScript'), 'utf8')));
  await page.evaluate(
    async (s, i) => {
      const w = window as ReaderWindow;
      const reader = w.__virtualScreenReader!;
      if (w.__readerStarted) await reader.stop();
      const container = document.querySelectorAll(s)[i];
      if (!container) throw new Error(`nothing matches ${s} #${i}`);
      await reader.start({ container });
      w.__readerStarted = true;
    },
    selector,
    index,
  );
}

/** Stops the reader (it forgets its log and stops listening to the page). */
export async function stopReader(page: EnginePage) {
  await page.evaluate(async () => {
    const w = window as ReaderWindow;
    if (w.__readerStarted) await w.__virtualScreenReader!.stop();
    w.__readerStarted = false;
  });
}

/**
 * Reads the container through from where `start` put the reader, with next, until the reader
 * wraps round to its first item; then back to that first item with previous. Resolves to both
 * spoken logs: the second is the first in reverse when the reading is consistent.
 */
export function readThrough(page: EnginePage): Promise<{ forward: string[]; backward: string[] }> {
  return page.evaluate(async () => {
    const reader = (window as ReaderWindow).__virtualScreenReader!;
    const first = { node: reader.activeNode, phrase: await reader.lastSpokenPhrase() };
    const atFirst = async () => reader.activeNode === first.node && (await reader.lastSpokenPhrase()) === first.phrase;
    const forward = [first.phrase];
    for (let step = 0; step < 500; step++) {
      await reader.next();
      if (await atFirst()) break;
      forward.push(await reader.lastSpokenPhrase());
    }
    // next() wrapped round to the first item: previous() from there goes to the last.
    const backward: string[] = [];
    for (let step = 0; step < 500; step++) {
      await reader.previous();
      backward.push(await reader.lastSpokenPhrase());
      if (await atFirst()) break;
    }
    return { forward, backward };
  });
}

/**
 * Moves the reader with next (from where it is, wrapping round once at most) to the `index`th
 * element matching `selector`, and focuses it: a screen reader's cursor takes focus to a control.
 */
export async function moveTo(page: EnginePage, selector: string, index = 0) {
  const found = await page.evaluate(
    async (s, i) => {
      const reader = (window as ReaderWindow).__virtualScreenReader!;
      const target = document.querySelectorAll(s)[i];
      for (let step = 0; target && step < 500; step++) {
        if (reader.activeNode === target) {
          (target as HTMLElement).focus();
          return true;
        }
        await reader.next();
      }
      return false;
    },
    selector,
    index,
  );
  if (!found) throw new Error(`${page.engine}: the screen reader never reached ${selector} #${index}`);
}

/** Forgets what the reader has said so far. */
export async function clearLog(page: EnginePage) {
  await page.evaluate(() => (window as ReaderWindow).__virtualScreenReader!.clearSpokenPhraseLog());
}

/** What the reader has said since the log was last cleared. */
export function spokenLog(page: EnginePage): Promise<string[]> {
  return page.evaluate(() => (window as ReaderWindow).__virtualScreenReader!.spokenPhraseLog());
}
