// Tag → loader of the widget's chunk. A chunk is imported only when an element of its tag is on
// the page and comes within 300 px of the viewport (Catalyst's "when visible"): code for the blocks
// further down is neither fetched nor run during start-up. Importing a chunk defines the custom
// element, which upgrades every element of its tag. Until then the server markup is shown, laid
// out like the result. Add a line here for a new widget.
import { whenNearViewport } from './near-viewport';

export const widgetLoaders: Record<string, () => Promise<unknown>> = {
  'collapse-group': () => import('../widgets/collapse-group'),
  'collapse-item': () => import('../widgets/collapse-item'),
  'image-slider': () => import('../widgets/image-slider'),
  'timeline-slider': () => import('../widgets/timeline-slider'),
  'updates-slider': () => import('../widgets/updates-slider'),
  'newsletter-signup': () => import('../widgets/newsletter-signup'),
  'language-switch': () => import('../widgets/language-switch'),
};

/** Fired on `window` when a widget chunk fails to load; cancel it to silence the console error. */
export const PRELOAD_ERROR_EVENT = 'site-widgets:preload-error';

export interface PreloadErrorDetail {
  tag: string;
  error: unknown;
}

/** Set on the elements of a tag whose chunk failed, so the stylesheet shows their content in full. */
export const UPGRADE_FAILED_ATTRIBUTE = 'data-upgrade-failed';

const requested = new Set<string>();
const failed = new Set<string>();
// Elements of tags not requested yet, each watched until it nears the viewport: tag → element → stop.
const waiting = new Map<string, Map<Element, () => void>>();

/** Watches every element of a registered tag found in or at `root`; imports a tag's chunk once one is near. */
export function loadWidgetsIn(root: ParentNode): void {
  for (const tag in widgetLoaders) {
    if (failed.has(tag)) markFailed(root, tag);
    if (requested.has(tag)) continue;
    for (const element of elementsOf(root, tag)) watch(tag, element);
  }
}

/** Stops watching removed elements, so markup swapped out before it was seen is not kept alive. */
export function forgetRemovedWidgets(): void {
  for (const watched of waiting.values()) {
    for (const [element, stop] of watched) {
      if (element.isConnected) continue;
      stop();
      watched.delete(element);
    }
  }
}

function watch(tag: string, element: Element): void {
  // Without IntersectionObserver (old browsers, some test DOMs) there is no "near": load at once.
  if (typeof IntersectionObserver === 'undefined') return load(tag);
  let watched = waiting.get(tag);
  if (!watched) waiting.set(tag, (watched = new Map()));
  if (!watched.has(element)) watched.set(element, whenNearViewport(element, () => load(tag)));
}

function load(tag: string): void {
  if (requested.has(tag)) return;
  requested.add(tag);
  for (const stop of waiting.get(tag)?.values() ?? []) stop();
  waiting.delete(tag);
  widgetLoaders[tag]!().catch((error: unknown) => reportPreloadError(tag, error));
}

function elementsOf(root: ParentNode, tag: string): Element[] {
  const elements = Array.from(root.querySelectorAll(tag));
  if (root instanceof Element && root.localName === tag) elements.unshift(root);
  return elements;
}

function markFailed(root: ParentNode, tag: string): void {
  if (root instanceof Element && root.localName === tag) root.setAttribute(UPGRADE_FAILED_ATTRIBUTE, '');
  for (const element of root.querySelectorAll(tag)) element.setAttribute(UPGRADE_FAILED_ATTRIBUTE, '');
}

function reportPreloadError(tag: string, error: unknown): void {
  // The server-rendered markup stays as it is: the page still reads, just not enhanced.
  failed.add(tag);
  markFailed(document, tag);
  const event = new CustomEvent<PreloadErrorDetail>(PRELOAD_ERROR_EVENT, { cancelable: true, detail: { tag, error } });
  if (window.dispatchEvent(event)) console.error(`[site-widgets] could not load <${tag}>; its content stays as rendered.`, error);
}
