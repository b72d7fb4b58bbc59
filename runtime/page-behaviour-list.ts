// The page behaviours of every block folder, as the scan enhances them: the blocks' runtime.ts
// lists (the entry gets them from the build, `site-widgets:block-runtimes`), in the blocks' order.
import type { PageBehaviour } from './enhance';

/** One list of behaviours; a behaviour that yields `data-src` leaves out the markup that others own. */
export function behaviourList(blockRuntimes: readonly (readonly PageBehaviour[])[]): PageBehaviour[] {
  const behaviours = blockRuntimes.flat();
  const owned = behaviours.filter((behaviour) => behaviour.ownsDataSrc).map((behaviour) => behaviour.selector);
  return behaviours.map((behaviour) =>
    behaviour.yieldsDataSrc && owned.length
      ? { ...behaviour, selector: `${behaviour.selector}:not(${owned.join(', ')})` }
      : behaviour,
  );
}
