// The events the runtime fires on the document or the window; a widget's own are in its block's
// declaration. The cookie bar's is declared here, as the consent store (runtime/consent/) fires
// it, and listed in blocks/cookiebar/block.ts. Each is declared once with defineEvent(): the code
// fires it with dispatch(), the manifest (build/manifest.mjs) describes it in site-widgets.d.ts,
// and this file types it for listeners inside the project.
import { defineEvent, type EventMap } from '../common/define-event';

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

/** The runtime's own (a runtime module's are in its block.ts). @public (read by build/manifest.mjs) */
export const runtimeEvents = [preloadError] as const;

type WindowEvents = EventMap<[typeof preloadError]>;
type DocumentEvents = EventMap<[typeof cookiebarChange]>;

declare global {
  interface WindowEventMap extends WindowEvents {}
  interface DocumentEventMap extends DocumentEvents {}
}
