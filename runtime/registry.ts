// Tag → loader of the widget's chunk. A chunk is imported only when its tag is on the page;
// importing it defines the custom element. Add a line here for a new widget.
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

/** Imports the chunk of every registered tag found in or at `root` that is not loaded yet. */
export function loadWidgetsIn(root: ParentNode): void {
  for (const tag in widgetLoaders) {
    if (failed.has(tag)) markFailed(root, tag);
    if (requested.has(tag) || !containsTag(root, tag)) continue;
    requested.add(tag);
    widgetLoaders[tag]!().catch((error: unknown) => reportPreloadError(tag, error));
  }
}

function containsTag(root: ParentNode, tag: string): boolean {
  return (root instanceof Element && root.localName === tag) || root.querySelector(tag) !== null;
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
