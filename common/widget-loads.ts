// The widget chunks being loaded now. The registry (in the entry) adds each load and takes it out
// once it has settled; the mount queue (in the widget chunks) waits for them, so the widgets
// requested together (a collapse-group and its items, say) mount in one batch: one render and one
// layout of the page, not one per chunk with a style, layout and paint between them. The entry
// and the chunks each bundle their own copy of this file: the set is a shared slot.
import { sharedSlot } from './shared-state';

/** The widget chunk loads in flight (each settles once its chunk has run, or failed). */
export const widgetLoads = (): Set<Promise<unknown>> => sharedSlot('widgetLoads', () => new Set());
