// What a block folder gives the entry (its runtime.ts's default export). The runtime starts what
// the folders give it and knows no block by name.
import type { PageBehaviour } from './enhance';

/**
 * The entry's answer to a first click or key on a widget whose code has not arrived.
 * `upgradedMeanwhile`: the widget upgraded between a press and its release; the browser then fires
 * no click (the release was on what the widget rendered), so the release is answered instead.
 */
export type EarlyAnswer = (widget: Element, event: MouseEvent | KeyboardEvent, upgradedMeanwhile: boolean) => void;

/** A folder's part of the start: each step runs once per page, in the runtime's order. */
export interface StartSteps {
  /** As soon as the entry runs (the page may still be parsing). */
  atOnce?: () => void;
  /** Once the page is parsed, before the first scan. */
  parsed?: () => void;
  /**
   * Before the first paint, after the widgets in view were asked for: right after the first scan
   * on a parsed page, at once on a page still parsing (its scan waits for the parser).
   */
  beforeFirstPaint?: () => void;
}

export interface BlockRuntime {
  /** The folder's page behaviours, enhancing the markup its declarations name. */
  behaviours?: readonly PageBehaviour[];
  /** By tag: what the entry answers for the folder's widgets before their code arrives. */
  earlyAnswers?: Readonly<Record<string, EarlyAnswer>>;
  start?: StartSteps;
}

/** Declares a block folder's runtime.ts; returns it as it is. */
export const defineBlockRuntime = (runtime: BlockRuntime): BlockRuntime => runtime;
