import { prefersReducedMotion } from '../../widgets/reduced-motion';

const DURATION_MS = 250;
const EASING = 'cubic-bezier(0.25, 0.1, 0.25, 1)';

interface Start {
  body: HTMLElement;
  open: boolean;
  animation: Animation | null;
  cancelled: boolean;
}

// Where the engine animates to and from `height: auto` (interpolate-size, collapse-item.css), no
// body is measured: the frame lays the page out once, with the animations. Elsewhere the bodies
// are measured, which lays the page out once more.
const TO_AUTO = typeof CSS !== 'undefined' && CSS.supports?.('interpolate-size', 'allow-keywords') === true;

// The animations asked for by the renders of one task: a click that opens an item closes another
// (the one-open rule), and both bodies are measured together, with one layout of the page rather
// than one each. A microtask: after every commit of the task, before the browser paints.
let starts: Start[] = [];

function startAll(): void {
  const due = starts.filter((start) => !start.cancelled);
  starts = [];
  // Reads only, then writes only.
  const heights = due.map((start) => (TO_AUTO ? 'auto' : `${start.body.scrollHeight}px`));
  due.forEach((start, i) => {
    const { body, open } = start;
    start.animation = body.animate(
      { height: open ? ['0px', heights[i]!] : [heights[i]!, '0px'], overflow: ['hidden', 'hidden'] },
      { duration: DURATION_MS, easing: EASING },
    );
    if (!open) start.animation.onfinish = () => body.setAttribute('hidden', 'until-found');
  });
}

/**
 * Shows or hides `body` (hidden="until-found" when closed, so find-in-page still finds it),
 * animating its height when `animate` is set and the visitor does not prefer reduced motion.
 * Returns what stops the animation. The first render never animates, and touches no layout, so
 * a thousand items upgrade without forcing a thousand style recalculations.
 */
export function setBodyOpen(body: HTMLElement, open: boolean, animate: boolean): () => void {
  if (open) body.removeAttribute('hidden');
  if (!animate || prefersReducedMotion() || typeof body.animate !== 'function') {
    if (!open) body.setAttribute('hidden', 'until-found');
    return () => {};
  }
  const start: Start = { body, open, animation: null, cancelled: false };
  if (starts.length === 0) queueMicrotask(startAll);
  starts.push(start);
  return () => {
    start.cancelled = true;
    if (start.animation) {
      start.animation.onfinish = null;
      start.animation.cancel();
    }
    if (!open) body.setAttribute('hidden', 'until-found');
  };
}
