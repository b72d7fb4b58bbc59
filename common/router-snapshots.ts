// Routers that show a page again from a copy they took of the live DOM (Turbo's cache, htmx 2's
// history cache) would copy what the runtime rendered. Just before a router takes its copy, every
// hook here runs: the widgets in the copied part put their server markup back (and mount again
// where they stay), an open menu closes. The page behaviours' own output (the hero's pause button,
// a consent notice) is left in place, so nothing that stays on the page is set up again; a module
// that finds such output in a restored copy takes it off before it starts.
// swup and htmx 4 keep the server's HTML, not the DOM, and need nothing.
//
// The entry (page behaviours) and the widget chunks each bundle their own copy of this file, so
// the hooks are a shared slot, and the copy that makes the slot puts the one set of router
// listeners on.
import { sharedSlot, type SnapshotHook } from './shared-state';

/** Runs `hook` before each router snapshot, for as long as the page lives. */
export function beforeSnapshot(hook: SnapshotHook): void {
  const hooks = sharedSlot('snapshotHooks', () => {
    const made: SnapshotHook[] = [];
    listen(made);
    return made;
  });
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
