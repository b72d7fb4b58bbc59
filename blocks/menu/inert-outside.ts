// Makes everything on the page inert except the given elements (and what contains them), so
// keyboard and screen-reader users stay inside an open menu. Returns what undoes exactly that.

export function inertOutside(keep: Element[], doc: Document = document): () => void {
  const made: Element[] = [];
  const ancestors = new Set<Element>();
  for (const element of keep)
    for (let node: Element | null = element; node; node = node.parentElement) ancestors.add(node);

  for (const ancestor of ancestors) {
    if (ancestor === doc.documentElement) continue;
    for (const sibling of ancestor.parentElement?.children ?? []) {
      // Siblings on the path to a kept element stay; others (not inert already) become inert.
      if (ancestors.has(sibling) || sibling.hasAttribute('inert')) continue;
      if (sibling.localName === 'head' || sibling.localName === 'script' || sibling.localName === 'style') continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const element of made) element.removeAttribute('inert');
    made.length = 0;
  };
}
