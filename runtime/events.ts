// The events the runtime itself fires; a block's own are declared in its folder or the code it shares
// (common/), and listed in its block.ts. Each is declared once with defineEvent(): the code fires it
// with dispatch(), the manifest (build/manifest.mjs) describes it in site-widgets.d.ts, and this
// file types it for listeners inside the project.
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

/** The runtime's own (a runtime module's are in its block.ts). @public (read by build/manifest.mjs) */
export const runtimeEvents = [preloadError] as const;

type WindowEvents = EventMap<[typeof preloadError]>;

declare global {
  interface WindowEventMap extends WindowEvents {}
}
