// Loads each widget's chunk when an element of its tag comes near the viewport, so code for blocks
// further down is not fetched at start-up. See docs/internals.md#loading-chunks.
import { UPGRADE_FAILED_ATTRIBUTE } from '../common/upgrade-state';
import { widgetLoads } from '../common/widget-loads';
import { elementsMatching } from './enhance';
import { loadChunk, widgetTags } from './load-chunk';
import { isNearViewport, whenNearViewport } from './near-viewport';

/** One selector for every widget tag: a cheap first test of whether markup holds any widget. */
export const WIDGET_SELECTOR = widgetTags.join(',');

const requested = new Set<string>();
// Widget chunks being loaded now (the widgets' mount queue waits for them too).
const loading = widgetLoads();
const failed = new Set<string>();
// Elements of tags not requested yet, each watched until it nears the viewport: tag → element → stop.
const waiting = new Map<string, Map<Element, () => void>>();

/** Watches every element of a registered tag found in or at `root`; loads a tag's chunk once one is near. */
export function loadWidgetsIn(root: ParentNode): void {
  if (!WIDGET_SELECTOR) return; // no widget in this build
  for (const element of elementsMatching(root, WIDGET_SELECTOR)) {
    const tag = element.localName;
    if (failed.has(tag)) element.setAttribute(UPGRADE_FAILED_ATTRIBUTE, '');
    else if (!requested.has(tag)) watch(tag, element);
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
  // In view already (the usual case at start-up): load now, not a frame later when the observer
  // reports. Each element is measured once, and only while its tag is not requested.
  if (typeof IntersectionObserver === 'undefined' || isNearViewport(element)) return load(tag);
  let watched = waiting.get(tag);
  if (!watched) waiting.set(tag, (watched = new Map()));
  if (watched.has(element)) return;
  watched.set(
    element,
    whenNearViewport(element, () => load(tag)),
  );
}

/** Loads a tag's chunk now, whether or not its elements are near the viewport (a visitor is using one). */
export function load(tag: string): void {
  if (requested.has(tag) || !widgetTags.includes(tag)) return;
  requested.add(tag);
  for (const stop of waiting.get(tag)?.values() ?? []) stop();
  waiting.delete(tag);
  const loaded = loadChunk(tag).catch(() => {
    // The server-rendered markup stays as it is: the page still reads, just not enhanced.
    failed.add(tag);
    for (const element of document.querySelectorAll(tag)) element.setAttribute(UPGRADE_FAILED_ATTRIBUTE, '');
  });
  loading.add(loaded);
  void loaded.then(() => loading.delete(loaded));
}

/**
 * Runs `load` once the widget chunks requested so far have loaded (or failed): code that only
 * decorates (the hero's animation, the gallery's lightbox) then does not compete with the widgets
 * in view for the main thread while they start.
 */
export function afterWidgets<T>(load: () => Promise<T>): Promise<T> {
  return loading.size === 0 ? load() : Promise.allSettled(loading).then(load);
}
