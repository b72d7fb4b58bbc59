// The events the runtime itself fires, each declared once with defineEvent(): dispatch() fires it,
// build/manifest.mjs describes it in site-widgets.d.ts, and the maps below type its listeners. A
// block's own events are declared with its code and listed in its NAME.block.ts.
import { defineEvent, type EventMap } from '../common/define-event';

export const preloadError = defineEvent({
  name: 'site-widgets:preload-error',
  target: 'window',
  cancelable: true,
  detail: { 'tag?': 'string', chunk: 'string', error: 'unknown' },
  description:
    'A chunk failed to load: a widget (`tag` names it) or a page behaviour (`chunk` names it, see the ' +
    'manifest); cancel to silence the console error.',
});

/** The runtime's own (a page behaviour's are in its NAME.block.ts). @public (read by build/manifest.mjs) */
export const runtimeEvents = [preloadError] as const;

type WindowEvents = EventMap<[typeof preloadError]>;

declare global {
  interface WindowEventMap extends WindowEvents {}
}
