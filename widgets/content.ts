// The CMS content of a widget: the child nodes the server rendered inside its tag. They are
// taken as they are and moved into the React output as the same nodes, so listeners, lazy
// images and gallery links inside keep working.

export interface CmsContent {
  /** Every child node, in order. */
  all: Node[];
  /** Children without a `slot` attribute: the body or the slides. */
  body: Node[];
  /** Element children with `slot="NAME"`, by name. */
  slots: Partial<Record<string, Element[]>>;
}

export function captureContent(host: Element): CmsContent {
  const all = Array.from(host.childNodes);
  const body: Node[] = [];
  // No prototype: a slot named "constructor" or "toString" is just a name.
  const slots: CmsContent['slots'] = Object.create(null);
  for (const node of all) {
    const slot = node instanceof Element ? node.getAttribute('slot') : null;
    if (slot) (slots[slot] ??= []).push(node as Element);
    else body.push(node);
  }
  return { all, body, slots };
}

/** Puts the content back as the host's own children, as the server rendered it. */
export function restoreContent(host: Element, content: CmsContent): void {
  const inPlace = content.all.every((node, index) => host.childNodes[index] === node) && host.childNodes.length === content.all.length;
  if (!inPlace) host.replaceChildren(...content.all);
}

/** The element children of `nodes`, ignoring whitespace and comments between them. */
export function elementsOf(nodes: Node[]): HTMLElement[] {
  return nodes.filter((node): node is HTMLElement => node instanceof HTMLElement);
}
