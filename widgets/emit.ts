import type { EventSpec } from './attributes';

/**
 * Dispatches one of a widget's declared events (its `…Events` list in attributes.ts, which also
 * feeds the manifest and the type declarations) on the widget's element, bubbling, as Shoelace's
 * emit() does. Returns false when a listener cancelled it.
 */
export function emit<Detail>(host: HTMLElement, event: EventSpec, detail: Detail): boolean {
  return host.dispatchEvent(new CustomEvent<Detail>(event.name, { bubbles: true, detail }));
}
