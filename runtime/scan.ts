// Finds widget tags and page-behaviour markup anywhere in the document, now and whenever markup
// is added later (Turbo's <body> swap, swup, htmx, a site's own scripts), and cleans up after
// removed markup.
import { cleanupDisconnected, enhanceAll, type PageBehaviour } from './enhance';
import { forgetRemovedWidgets, loadWidgetsIn, WIDGET_SELECTOR } from './registry';

/**
 * What the runtime enhances, as selectors: everything (most added markup, a widget's own render,
 * has none of it), and the page behaviours' markup alone (one query instead of one per behaviour).
 */
interface Markup {
  any: string;
  behaviours: string;
}

const selectors = (behaviours: readonly PageBehaviour[]): Markup => {
  const behaviourMarkup = behaviours.map((behaviour) => behaviour.selector).join(',');
  return { any: [WIDGET_SELECTOR, behaviourMarkup].filter(Boolean).join(','), behaviours: behaviourMarkup };
};

/** Loads the widgets in or at `root` and enhances its page-behaviour markup. */
function enhanceTree(root: ParentNode, behaviours: readonly PageBehaviour[], markup: Markup): void {
  if (!hasMarkup(root, markup.any)) return;
  loadWidgetsIn(root);
  if (!markup.behaviours || !hasMarkup(root, markup.behaviours)) return;
  for (const { name, selector, load, unavailable } of behaviours) {
    if (!hasMarkup(root, selector)) continue;
    load().then(
      ({ setup }) => inTaskOfItsOwn(() => enhanceAll(root, selector, name, setup)),
      // A chunk that failed is reported by loadChunk (site-widgets:preload-error).
      () => unavailable && inTaskOfItsOwn(() => enhanceAll(root, selector, name, unavailable)),
    );
  }
}

/**
 * Each behaviour's setups run in a task of their own, not in the one that evaluated their code (the
 * entry with the first scan, or a chunk such as the hero's with GSAP): the main thread is free
 * in between for input, and no one long task holds the page (total blocking time). Markup that
 * left the page meanwhile is not set up.
 */
function inTaskOfItsOwn(setUp: () => void): void {
  setTimeout(setUp);
}

function hasMarkup(root: ParentNode, selector: PageBehaviour['selector']): boolean {
  return (root instanceof Element && root.matches(selector)) || root.querySelector(selector) !== null;
}

/** Scans the document for widgets and `behaviours`' markup once, then watches it. Returns what stops the watching. */
export function startScanning(behaviours: readonly PageBehaviour[], doc: Document = document): () => void {
  const markup = selectors(behaviours);
  enhanceTree(doc.documentElement, behaviours, markup);
  const observer = new MutationObserver((records) => {
    let removed = false;
    const added = new Set<Element>();
    for (const record of records) {
      removed ||= record.removedNodes.length > 0;
      for (const node of record.addedNodes) if (node instanceof Element && node.isConnected) added.add(node);
    }
    if (removed) {
      cleanupDisconnected();
      forgetRemovedWidgets();
    }
    for (const node of outermost(added)) enhanceTree(node, behaviours, markup);
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/** The nodes not contained in another node of the set: scanning those covers all. */
function outermost(nodes: Set<Element>): Element[] {
  return [...nodes].filter((node) => {
    for (let parent = node.parentElement; parent; parent = parent.parentElement) if (nodes.has(parent)) return false;
    return true;
  });
}
