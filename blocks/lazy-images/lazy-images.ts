// Lazy images and iframes (`loading=lazy`, `data-src`, `data-srcset`): natively where the browser can,
// else near the viewport, with `loading`/`loaded` classes. The rules: README.md (Behaviour).
import type { Cleanup } from '../../runtime/enhance';
import { whenNearViewport } from '../../runtime/near-viewport';
import block from './lazy-images.block';

/** The markup this module takes (of which the scan leaves out a `data-src` another module reads itself). */
const LAZY_MEDIA_SELECTOR = block.markup['lazy-images'];

type Media = HTMLImageElement | HTMLIFrameElement;

export function setup(element: HTMLElement): Cleanup | void {
  if (element instanceof HTMLSourceElement) {
    // A picture's sources are swapped together with its img; when that img is not lazy itself
    // (e.g. eager), they are swapped now: never deferred.
    const img = element.parentElement?.querySelector('img');
    if (!img?.matches(LAZY_MEDIA_SELECTOR)) swapSources(element);
    return;
  }
  if (!(element instanceof HTMLImageElement || element instanceof HTMLIFrameElement)) return;
  const sources =
    element.parentElement instanceof HTMLPictureElement
      ? Array.from(element.parentElement.querySelectorAll('source'))
      : [];

  if (isEager(element)) {
    swapSources(element, sources);
    return;
  }

  const markLoaded = () => {
    if (!hasSource(element)) return; // an empty img "loads" nothing yet
    element.classList.remove('loading');
    element.classList.add('loaded');
  };
  // A failed image is no longer loading; it is not `loaded` either.
  const markFailed = () => element.classList.remove('loading');
  element.addEventListener('load', markLoaded);
  element.addEventListener('error', markFailed);
  if (!element.classList.contains('loaded')) element.classList.add('loading');

  let stopObserving = () => {};
  if (!needsSwap(element, sources)) {
    if (element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0) markLoaded();
  } else if (nativeLazyLoading(element)) {
    element.loading = 'lazy';
    swapSources(element, sources);
  } else {
    stopObserving = whenNearViewport(element, () => swapSources(element, sources));
  }

  return () => {
    element.removeEventListener('load', markLoaded);
    element.removeEventListener('error', markFailed);
    stopObserving();
  };
}

function isEager(element: Media): boolean {
  return element.getAttribute('loading') === 'eager';
}

function hasSource(element: Media): boolean {
  return element.hasAttribute('src') || element.hasAttribute('srcset');
}

function needsSwap(element: Media, sources: HTMLSourceElement[]): boolean {
  return [element, ...sources].some((e) => e.hasAttribute('data-src') || e.hasAttribute('data-srcset'));
}

function nativeLazyLoading(element: Media): boolean {
  return 'loading' in Object.getPrototypeOf(element);
}

/** Moves data-srcset/data-src to srcset/src (sources first, so the img picks the right one). */
function swapSources(element: Element, sources: Element[] = []): void {
  for (const e of [...sources, element]) {
    const srcset = e.getAttribute('data-srcset');
    if (srcset !== null) {
      e.setAttribute('srcset', srcset);
      e.removeAttribute('data-srcset');
    }
    const src = e.getAttribute('data-src');
    if (src !== null) {
      e.setAttribute('src', src);
      e.removeAttribute('data-src');
    }
  }
}
