// Which of the CMS children the language switch offers. Plain functions, so they are tested
// without a browser (language-switch-links.test.ts).
import type { Language } from '../../common/language';

export interface SortedChildren {
  /** Links to this page in another language, in CMS order: the dropdown's items. */
  offered: HTMLAnchorElement[];
  /** The node each offered link comes in, to move into its list item: the link, or the `<p>` wpautop put around it. */
  items: Node[];
  /** Every other child node (the link to the current language, whitespace, stray markup), kept hidden. */
  held: Node[];
}

/**
 * Splits the children into the links to offer and the rest. The link whose `hreflang` names the
 * page language (by its primary subtag: `en-GB` counts as `en`) is the current page: not offered,
 * but kept as it is, hidden, so nothing the CMS rendered is lost.
 */
export function sortChildren(children: readonly Node[], language: Language): SortedChildren {
  const sorted: SortedChildren = { offered: [], items: [], held: [] };
  for (const node of children) {
    const link = linkIn(node);
    if (link && !isCurrentLanguage(link, language)) {
      sorted.offered.push(link);
      sorted.items.push(node);
    } else sorted.held.push(node);
  }
  return sorted;
}

/** Element children that hold no `<a href>` link: kept hidden, and worth a warning to the template author. */
export function unexpectedChildren(children: readonly Node[]): Element[] {
  return children.filter((node): node is Element => node.nodeType === Node.ELEMENT_NODE && !linkIn(node));
}

/**
 * The link a child is: an `<a href>`, or the one in a `<p>` that wpautop put around it (where the
 * author left a blank line between links), alone beside whitespace and line breaks.
 */
function linkIn(node: Node): HTMLAnchorElement | null {
  if (isLink(node)) return node;
  if (node.nodeType !== Node.ELEMENT_NODE || (node as Element).localName !== 'p') return null;
  const elements = Array.from((node as Element).children).filter((child) => child.localName !== 'br');
  const hasText = (child: Node) => child.nodeType === Node.TEXT_NODE && Boolean(child.textContent!.trim());
  const text = Array.from(node.childNodes).some(hasText);
  return elements.length === 1 && isLink(elements[0]!) && !text ? elements[0] : null;
}

function isLink(node: Node): node is HTMLAnchorElement {
  return (
    node.nodeType === Node.ELEMENT_NODE && (node as Element).localName === 'a' && (node as Element).hasAttribute('href')
  );
}

/** True when the link points to the page language: its hreflang's primary subtag matches. */
export function isCurrentLanguage(link: Element, language: Language): boolean {
  const hreflang = link.getAttribute('hreflang')?.trim().toLowerCase() ?? '';
  return hreflang.split('-')[0] === language;
}
