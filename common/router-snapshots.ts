// Routers that show a page again from a copy they took of the live DOM (Turbo's cache, htmx 2's
// history cache) would copy what the runtime rendered: a widget's output, the hero's pause button,
// an open menu, a consent notice. Restored from that copy, it would be enhanced a second time on
// top. So, just before a router takes its copy, every hook here puts the server's markup back in
// the copied part, and what it returns enhances again whatever stays in the page.
// swup and htmx 4 keep the server's HTML, not the DOM, and need nothing.
//
// The entry (runtime modules) and the widget chunks each bundle their own copy of this file, so
// the hooks and the one set of router listeners live on a global both copies share.

/** Puts back the server markup under `root`; returns what enhances it again where it stays. */
export type SnapshotHook = (root: Node) => () => void;

const HOOKS = Symbol.for('site-widgets.snapshot-hooks');
type Shared = typeof globalThis & { [HOOKS]?: SnapshotHook[] };

/** Runs `hook` before each router snapshot, for as long as the page lives. */
export function beforeSnapshot(hook: SnapshotHook): void {
  let hooks = (globalThis as Shared)[HOOKS];
  if (!hooks) {
    hooks = (globalThis as Shared)[HOOKS] = [];
    listen(hooks);
  }
  hooks.push(hook);
}

function listen(hooks: SnapshotHook[]): void {
  const putBack = (root: Node) => {
    const again = hooks.map((hook) => hook(root));
    return () => again.forEach((enhance) => enhance());
  };
  // Turbo copies the page a task after this event, then shows the next one; it renders the page
  // again (a refresh) where the visit does not leave it.
  document.addEventListener('turbo:before-cache', () => {
    document.addEventListener('turbo:render', putBack(document.documentElement), { once: true });
  });
  // htmx 2 copies the history element's markup synchronously after this event, then swaps; what
  // stays in the page is enhanced again in the microtask after.
  document.addEventListener('htmx:beforeHistorySave', (event) => {
    const { historyElt } = (event as CustomEvent<{ historyElt?: Element }>).detail ?? {};
    queueMicrotask(putBack(historyElt ?? document.body));
  });
}
