// Which of the CMS children the language switch offers. Plain functions, so they are tested
// without a browser (tests/unit/language-switch-links.test.ts).
import type { Language } from '../../common/language';

export interface SortedChildren {
  /** Links to this page in another language, in CMS order: the dropdown's items. */
  offered: HTMLAnchorElement[];
  /** Every other child node (the link to the current language, whitespace, stray markup), kept hidden. */
  held: Node[];
}

/**
 * Splits the children into the links to offer and the rest. The link whose `hreflang` names the
 * page language (by its primary subtag: `en-GB` counts as `en`) is the current page: not offered,
 * but kept as it is, hidden, so nothing the CMS rendered is lost.
 */
export function sortChildren(children: readonly Node[], language: Language): SortedChildren {
  const sorted: SortedChildren = { offered: [], held: [] };
  for (const node of children) {
    if (isLink(node) && !isCurrentLanguage(node, language)) sorted.offered.push(node);
    else sorted.held.push(node);
  }
  return sorted;
}

/** Element children that are not `<a href>` links: kept hidden, and worth a warning to the template author. */
export function unexpectedChildren(children: readonly Node[]): Element[] {
  return children.filter((node): node is Element => node.nodeType === Node.ELEMENT_NODE && !isLink(node));
}

function isLink(node: Node): node is HTMLAnchorElement {
  return node.nodeType === Node.ELEMENT_NODE && (node as Element).localName === 'a' && (node as Element).hasAttribute('href');
}

/** True when the link points to the page language: its hreflang's primary subtag matches. */
export function isCurrentLanguage(link: Element, language: Language): boolean {
  const hreflang = link.getAttribute('hreflang')?.trim().toLowerCase() ?? '';
  return hreflang.split('-')[0] === language;
}
