// The widget chunks being loaded now. The registry (in the entry) adds each load and takes it out
// once it has settled; the mount queue (in the widget chunks) waits for them, so the widgets
// requested together (a collapse-group and its items, say) mount in one batch: one render and one
// layout of the page, not one per chunk with a style, layout and paint between them. The entry
// and the chunks each bundle their own copy of this file, so the set lives on a global both share.

const LOADS = Symbol.for('site-widgets.widget-loads');
type Shared = typeof globalThis & { [LOADS]?: Set<Promise<unknown>> };

/** The widget chunk loads in flight (each settles once its chunk has run, or failed). */
export const widgetLoads = (): Set<Promise<unknown>> => ((globalThis as Shared)[LOADS] ??= new Set());
