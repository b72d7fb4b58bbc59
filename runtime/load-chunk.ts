// Loads a chunk together with every file it imports, in parallel, so there is no round trip per level
// of imports. See docs/internals.md#loading-chunks.
import { dispatch } from '../common/define-event';
import { chunkLoaders } from './chunk-loaders';
import { preloadError } from './events';

/** The tags of every widget the build knows, in the order of their folders. */
export const widgetTags: readonly string[] = Object.keys(chunkLoaders.widgets);

const loads = new Map<string, Promise<unknown>>();

/**
 * Whether the visitor is leaving the page: from the start of a navigation to another document (the
 * Navigation API's `navigate`, where the browser has it) or `pagehide`, until a `pageshow`. Firefox
 * aborts the page's imports as soon as such a navigation starts; a load cut off that way is no
 * failure to report.
 */
let pageLeaving = false;
addEventListener('pagehide', () => (pageLeaving = true));
addEventListener('pageshow', () => (pageLeaving = false));
// A download (a link with `download`) stays on the page.
(window as { navigation?: EventTarget }).navigation?.addEventListener('navigate', (event) => {
  const { destination, downloadRequest } = event as Event & {
    destination: { sameDocument: boolean };
    downloadRequest?: string | null;
  };
  if (!destination.sameDocument && typeof downloadRequest !== 'string') pageLeaving = true;
});

/**
 * Imports chunk `name` (and with it everything it needs), once. A failed load fires the
 * preload-error event and rejects; a later call tries again.
 */
export function loadChunk<Module = unknown>(name: string): Promise<Module> {
  let load = loads.get(name);
  if (!load) {
    const loader = chunkLoaders.widgets[name] ?? chunkLoaders.modules[name];
    load = loader
      ? Promise.all(loader(loadStylesheet)).then((modules) => modules.at(-1))
      : Promise.reject(new Error(`no chunk "${name}"`));
    load = load.catch((error: unknown) => {
      loads.delete(name);
      if (!pageLeaving) reportPreloadError(name, error);
      throw error;
    });
    loads.set(name, load);
  }
  return load as Promise<Module>;
}

/** Chunk stylesheets by URL: chunks may share one (the sliders share Swiper's), and one <link> serves them all. */
const stylesheets = new Map<string, Promise<void>>();

/**
 * Adds a chunk's stylesheet first in <head>, so the page's own stylesheets (ours included) still
 * come after it, and resolves once it applies: the chunk then defines its element on a styled page.
 * A stylesheet that failed is taken out again, so a later load tries afresh.
 */
function loadStylesheet(href: string): Promise<void> {
  let load = stylesheets.get(href);
  if (load) return load;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  document.head.prepend(link);
  load = new Promise((resolve, reject) => {
    link.onload = () => resolve();
    link.onerror = () => {
      link.remove();
      stylesheets.delete(href);
      reject(new Error(`${href} did not load`));
    };
  });
  stylesheets.set(href, load);
  return load;
}

function reportPreloadError(name: string, error: unknown): void {
  const isWidget = name in chunkLoaders.widgets;
  const what = isWidget ? `<${name}>` : `the ${name} code`;
  if (dispatch(window, preloadError, { ...(isWidget && { tag: name }), chunk: name, error }))
    console.error(`[site-widgets] could not load ${what}; its content stays as rendered.`, error);
}
