// The widgets mounted now, so the router hook (put-back-before-snapshot.ts) can reach them.

/** Mounted widget elements, with what unmounts one (its CMS children back in place) and what mounts it again. */
export const mountedWidgets = new Map<HTMLElement, { putBack: () => void; remount: () => void }>();

/**
 * Puts the server-rendered markup back in every widget inside `root`, for a router that keeps a
 * copy of the page to show again later (see put-back-before-snapshot.ts). Returns what mounts those
 * widgets again, where they are still in the page.
 */
export function putBackServerMarkup(root: Node): () => void {
  const handles = [...mountedWidgets].filter(([element]) => root.contains(element)).map(([, handle]) => handle);
  for (const handle of handles) handle.putBack();
  return () => {
    for (const handle of handles) handle.remount();
  };
}
