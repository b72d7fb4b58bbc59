// Hooks that run just before a router copies the live DOM (Turbo, htmx 2), so the copy holds server
// markup, not what the runtime rendered. See docs/internals.md#router-snapshots.
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
