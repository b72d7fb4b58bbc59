// The state that must exist once per page though the entry and each chunk bundle their own copy of
// common/: one `Symbol.for` slot each. See docs/internals.md#state-shared-across-bundles.

/**
 * Puts back the server markup under `root` (or undoes a state that must not be copied); returns
 * what enhances it again where it stays.
 */
export type SnapshotHook = (root: Node) => () => void;

interface SharedSlots {
  /**
   * The entry has started on this page: a second copy of the script (a CMS block and a layout
   * both include it) does nothing.
   */
  started: true;
  /** The widget chunk loads in flight (widget-loads.ts). */
  widgetLoads: Set<Promise<unknown>>;
  /** The hooks run before a router's snapshot, and whether its listeners are on (router-snapshots.ts). */
  snapshotHooks: SnapshotHook[];
  /**
   * The Trusted Types policy (trusted-types.ts): a page may create a policy of one name only once,
   * unless its CSP allows duplicates. Null where the browser has no Trusted Types or refused it.
   */
  trustedTypesPolicy: SitePolicy | null;
}

/**
 * The bundle's Trusted Types policy (see trusted-types.ts): text into HTML showing that text, and
 * an http(s) URL into a script's URL. A policy made by a bundle from before the second rule has
 * only the first.
 */
export interface SitePolicy {
  createHTML(text: string): unknown;
  createScriptURL?(url: string): unknown;
}

// The keys are the page's: pages and tests may read `Symbol.for('site-widgets.started')`.
const KEYS: { readonly [Slot in keyof SharedSlots]: string } = {
  started: 'site-widgets.started',
  widgetLoads: 'site-widgets.widget-loads',
  snapshotHooks: 'site-widgets.snapshot-hooks',
  trustedTypesPolicy: 'site-widgets.trusted-types-policy',
};

/** The page's one value of `slot`, made by `create` the first time any bundle asks for it. */
export function sharedSlot<Slot extends keyof SharedSlots>(
  slot: Slot,
  create: () => SharedSlots[Slot],
): SharedSlots[Slot] {
  const key = Symbol.for(KEYS[slot]);
  const global = globalThis as Record<symbol, unknown>;
  if (!(key in global)) global[key] = create();
  return global[key] as SharedSlots[Slot];
}
