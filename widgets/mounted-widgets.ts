// The widgets mounted now, so the router hook (put-back-before-snapshot.ts) and a block's own code
// can reach them.

/**
 * What can be done to a mounted widget: one object per tag, shared by its elements, so a page of a
 * thousand widgets holds no functions of its own for each.
 */
export interface MountedWidget {
  /** Unmounts `element`'s widget and puts its CMS children back as the element's own. */
  putBack(element: HTMLElement): void;
  /** Mounts `element`'s widget again (in the next batch) if it is still in the page. */
  remount(element: HTMLElement): void;
  /** Renders `element`'s widget again: something it reads besides its own attributes changed. */
  render(element: HTMLElement): void;
}

/** Mounted widget elements, each with what its tag can do to it. */
export const mountedWidgets = new Map<HTMLElement, MountedWidget>();

/**
 * Renders the widget of `element` again, if it is mounted: for a widget that reads something other
 * than its own attributes (a collapse item its group's), when that changed.
 */
export function renderAgain(element: HTMLElement): void {
  mountedWidgets.get(element)?.render(element);
}

/**
 * Puts the server-rendered markup back in every widget inside `root`, for a router that keeps a
 * copy of the page to show again later (see put-back-before-snapshot.ts). Returns what mounts those
 * widgets again, where they are still in the page.
 */
export function putBackServerMarkup(root: Node): () => void {
  const inside = [...mountedWidgets].filter(([element]) => root.contains(element));
  for (const [element, widget] of inside) widget.putBack(element);
  return () => {
    for (const [element, widget] of inside) widget.remount(element);
  };
}
