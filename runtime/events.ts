// The events the runtime fires on the document or the window (a widget's own are in its block's
// declaration). Declared once here with defineEvent(): the code fires them with dispatch(), the
// manifest (widgets/manifest.mjs) describes them in site-widgets.d.ts, and this file types them
// for listeners inside the project.
import { defineEvent, type EventMap } from '../common/events';

export const preloadError = defineEvent({
  name: 'site-widgets:preload-error',
  target: 'window',
  cancelable: true,
  detail: { 'tag?': 'string', chunk: 'string', error: 'unknown' },
  description:
    'A chunk failed to load: a widget (`tag` names it) or a runtime module (`chunk` names it, see the ' +
    'manifest); cancel to silence the console error.',
});

export const cookiebarChange = defineEvent({
  name: 'cookiebar:change',
  target: 'document',
  detail: {
    choice: ['all', 'necessary', 'custom'],
    categories: 'string[]',
    withdrawn: 'string[]',
    consentId: 'string',
  },
  description:
    'The visitor made a cookie choice: the accepted categories (`necessary` first), those withdrawn (their ' +
    "listed cookies are deleted) and the visitor's consent id (as in the record sent to the bar's " +
    '`data-cookiebar-log`).',
});

/** @public (read by widgets/manifest.mjs, which bundles this file) */
export const runtimeEvents = [preloadError, cookiebarChange] as const;

type WindowEvents = EventMap<[typeof preloadError]>;
type DocumentEvents = EventMap<[typeof cookiebarChange]>;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the maps are the declared events
  interface WindowEventMap extends WindowEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the maps are the declared events
  interface DocumentEventMap extends DocumentEvents {}
}
