// Answers a first interaction with a widget whose code has not arrived: loads its chunk at once and
// answers what the pre-upgrade layout can. See docs/internals.md#early-interactions.
import { UPGRADE_FAILED_ATTRIBUTE, UPGRADED_ATTRIBUTE } from '../../common/upgrade-state';
import type { EarlyAnswer } from '../block-runtime';
import { load, WIDGET_SELECTOR } from '../registry';

const OPT_OUT = '[data-no-early-interaction]';

/** What the entry answers itself before a tag's code has arrived, by tag (from the block folders). */
let earlyAnswers: Readonly<Record<string, EarlyAnswer>> = {};

/** The waiting widget the last pointer went down on. */
let pressed: Element | null = null;

const waitingWidget = (element: Element | null): Element | null => {
  const widget = element?.closest(WIDGET_SELECTOR);
  return widget && !widget.hasAttribute(UPGRADED_ATTRIBUTE) && !widget.hasAttribute(UPGRADE_FAILED_ATTRIBUTE)
    ? widget
    : null;
};

/** Requests the chunks of every widget around the event's target that is still waiting for its code. */
function requestCode(event: Event): Element | null {
  const target = event.target instanceof Element ? event.target : null;
  const widget = waitingWidget(target);
  if (!widget || widget.closest(OPT_OUT)) return null;
  for (let around: Element | null = widget; around; around = waitingWidget(around.parentElement))
    load(around.localName);
  return widget;
}

function press(event: PointerEvent): void {
  pressed = requestCode(event);
}

function release(event: PointerEvent): void {
  const widget = pressed;
  pressed = null;
  if (widget?.hasAttribute(UPGRADED_ATTRIBUTE) && event.target instanceof Node && widget.contains(event.target)) {
    earlyAnswers[widget.localName]?.(widget, event, true);
  }
}

function answer(event: MouseEvent | KeyboardEvent): void {
  const widget = requestCode(event);
  if (widget && !event.defaultPrevented) earlyAnswers[widget.localName]?.(widget, event, false);
}

/** Starts listening; the listeners stay for widgets added later (a router's next page). */
export function keepEarlyInteractions(answers: Readonly<Record<string, EarlyAnswer>>): void {
  if (!WIDGET_SELECTOR) return;
  earlyAnswers = answers;
  const options = { capture: true, passive: true };
  document.addEventListener('pointerdown', press, options);
  document.addEventListener('pointerup', release, options);
  document.addEventListener('pointercancel', () => (pressed = null), options);
  document.addEventListener('focusin', requestCode, options);
  document.addEventListener('click', answer, true);
  document.addEventListener('keydown', answer, true);
}
