import { prefersReducedMotion } from '../../widgets/reduced-motion';

const DURATION_MS = 250;
const EASING = 'cubic-bezier(0.25, 0.1, 0.25, 1)';

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
  const full = `${body.scrollHeight}px`;
  const animation = body.animate(
    { height: open ? ['0px', full] : [full, '0px'], overflow: ['hidden', 'hidden'] },
    { duration: DURATION_MS, easing: EASING },
  );
  if (!open) animation.onfinish = () => body.setAttribute('hidden', 'until-found');
  return () => {
    animation.onfinish = null;
    animation.cancel();
    if (!open) body.setAttribute('hidden', 'until-found');
  };
}
