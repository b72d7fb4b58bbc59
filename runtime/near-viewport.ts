// Calls back once when an element comes within 300 px of the viewport: the margin at which lazy
// images start loading (CONTRACT.md) and widget chunks are imported. One IntersectionObserver
// serves every element; it is created on first use.

export const NEAR_VIEWPORT_MARGIN = '300px';

let observer: IntersectionObserver | null = null;
const callbacks = new Map<Element, () => void>();

/** Runs `callback` once `element` is near the viewport. Returns what stops the watching. */
export function whenNearViewport(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const near = callbacks.get(entry.target);
        stopWatching(entry.target);
        near?.();
      }
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  callbacks.set(element, callback);
  observer.observe(element);
  return () => stopWatching(element);
}

function stopWatching(element: Element): void {
  callbacks.delete(element);
  observer?.unobserve(element);
}
