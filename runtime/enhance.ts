// The shared shape of page behaviours: find markup under a root, enhance each element once,
// keep its cleanup, and run that cleanup when the element leaves the page.

export type Cleanup = () => void;

export interface PageBehaviour {
  /** Used in error messages and as the mark that an element was enhanced. */
  name: string;
  /** The markup this behaviour enhances. */
  selector: string;
  /** Loads the behaviour's code (a chunk for heavy ones) and returns its per-element setup. */
  load: () => Promise<{ setup: ElementSetup }>;
  /** What each element becomes when that code cannot load, if more than staying as rendered. */
  unavailable?: (element: HTMLElement) => void;
  /** Its elements' `data-src` is its own to read (a video's URL, not an image's). */
  ownsDataSrc?: true;
  /** It takes any `data-src` but those that other behaviours read themselves (lazy images). */
  yieldsDataSrc?: true;
}

/** Enhances one element; returns what undoes it. Throwing only affects this element. */
export type ElementSetup = (element: HTMLElement) => Cleanup | void;

// Element → (behaviour name → cleanup). Doubles as the "already enhanced" mark.
const enhanced = new Map<Element, Map<string, Cleanup>>();

/** Runs `setup` for every element matching `selector` at or under `root` not yet enhanced by `name`. */
export function enhanceAll(root: ParentNode, selector: string, name: string, setup: ElementSetup): void {
  for (const element of elementsMatching<HTMLElement>(root, selector)) {
    // Gone from the page before its code arrived: nothing would ever clean it up.
    if (!element.isConnected) continue;
    let byBehaviour = enhanced.get(element);
    if (byBehaviour?.has(name)) continue;
    if (!byBehaviour) enhanced.set(element, (byBehaviour = new Map()));
    try {
      byBehaviour.set(name, setup(element) ?? noop);
    } catch (error) {
      byBehaviour.set(name, noop);
      console.error(`[site-widgets] ${name}: could not enhance`, element, error);
    }
  }
}

/** The elements at or under `root` that match `selector`, `root` itself first. */
export function elementsMatching<E extends Element = Element>(root: ParentNode, selector: string): E[] {
  const elements = Array.from(root.querySelectorAll<E>(selector));
  if (root instanceof Element && root.matches(selector)) elements.unshift(root as E);
  return elements;
}

/** Runs the cleanups of enhanced elements that are no longer in the document. */
export function cleanupDisconnected(): void {
  for (const [element, byBehaviour] of enhanced) {
    if (element.isConnected) continue;
    enhanced.delete(element);
    for (const [name, cleanup] of byBehaviour) {
      try {
        cleanup();
      } catch (error) {
        console.error(`[site-widgets] ${name}: cleanup failed`, error);
      }
    }
  }
}

function noop(): void {}
