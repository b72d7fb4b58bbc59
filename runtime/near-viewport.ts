// Calls back once when an element comes within 300 px of the viewport, with one shared
// IntersectionObserver for the registry and lazy images. See docs/internals.md#loading-chunks.

export const NEAR_VIEWPORT_MARGIN = '300px';
const MARGIN_PX = 300;

/**
 * Whether `element` is within the margin of the viewport now. Read from the layout at once, so a
 * caller can start on what is in view without waiting a frame for the observer's first report;
 * an element without a box (hidden) is never near.
 */
export function isNearViewport(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  if (!rect.width && !rect.height) return false;
  return (
    rect.bottom >= -MARGIN_PX &&
    rect.top <= innerHeight + MARGIN_PX &&
    rect.right >= -MARGIN_PX &&
    rect.left <= innerWidth + MARGIN_PX
  );
}

let observer: IntersectionObserver | null = null;
const callbacks = new Map<Element, Set<() => void>>();

/** Runs `callback` once `element` is near the viewport. Returns what stops the watching. */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  observer ??= createObserver();
  let watchers = callbacks.get(element);
  if (!watchers) {
    callbacks.set(element, (watchers = new Set()));
    observer.observe(element);
  }
  // A wrapper of its own, so the same function passed twice is still two watchers with two stops.
  const watcher = () => callback();
  watchers.add(watcher);
  return () => stopWatching(element, watcher);
}

// Made outside whenNearViewport on purpose: a closure made there would share its scope, and
// the observer, which lives as long as the page, would keep the first watched element (and a
// whole swapped-out page with it) alive.
function createObserver(): IntersectionObserver {
  return new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = callbacks.get(entry.target) ?? [];
        callbacks.delete(entry.target);
        observer!.unobserve(entry.target);
        for (const run of near) run();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
}

function stopWatching(element: Element, watcher: () => void): void {
  const watchers = callbacks.get(element);
  if (!watchers?.delete(watcher) || watchers.size > 0) return;
  callbacks.delete(element);
  observer?.unobserve(element);
}
