// The CMS content of a widget: the child nodes the server rendered inside its tag. They are
// taken as they are and moved into the React output as the same nodes, so listeners, lazy
// images and gallery links inside keep working.
import { ADOPTED_ATTRIBUTE } from './adopt';
import { trimmedOfDebris, withoutDebris } from './autop';
import { UPGRADED_ATTRIBUTE } from '../common/upgrade-state';

export interface CmsContent {
  /** Every child node, in order. */
  all: Node[];
  /** Children without a `slot` attribute, less wpautop's debris (autop.ts): the body. */
  body: Node[];
  /**
   * The body without any `<br>` or blank `<p>`: the items of a widget made of items (slides,
   * links, collapse items). Worked out when first read: most widgets read only the body.
   */
  readonly items: Node[];
  /** Element children with `slot="NAME"`, by name. */
  slots: Partial<Record<string, Element[]>>;
  /** The element inside the host that had focus when the content was taken (a field the visitor
   * was typing in before the widget's code arrived): moving it blurs it, so the widget focuses it again. */
  focused: HTMLElement | null;
}

/**
 * One per mounted widget, a page may hold a thousand: a class, whose instances keep their fields
 * in the object itself, where an object literal with a getter becomes a dictionary several times
 * its size.
 */
class CapturedContent implements CmsContent {
  #items: Node[] | undefined;
  constructor(
    readonly all: Node[],
    readonly body: Node[],
    readonly slots: CmsContent['slots'],
    readonly focused: HTMLElement | null,
  ) {}
  get items(): Node[] {
    return (this.#items ??= withoutDebris(this.body));
  }
}

/**
 * The slots of every widget without slotted children, shared: an object without a prototype is a
 * dictionary, too large to make for each of a thousand widgets that have none.
 */
const NO_SLOTS: CmsContent['slots'] = Object.freeze(Object.create(null) as CmsContent['slots']);

/**
 * The host's CMS children. A host that arrives already marked upgraded is a copy of a rendered
 * widget (a router restored a snapshot of the page, or a script cloned it): its children are
 * the widget's old markup, and the CMS nodes are those inside its adopted containers, which are
 * taken instead, so the widget rebuilds from them rather than around its own old output.
 */
export function captureContent(host: Element, { rendered = false } = {}): CmsContent {
  const all = rendered ? adoptedNodes(host) : Array.from(host.childNodes);
  const unslotted: Node[] = [];
  // No prototype: a slot named "constructor" or "toString" is just a name.
  let slots = NO_SLOTS;
  for (const node of all) {
    const slot = node instanceof Element ? node.getAttribute('slot') : null;
    if (!slot) {
      unslotted.push(node);
      continue;
    }
    if (slots === NO_SLOTS) slots = Object.create(null) as CmsContent['slots'];
    (slots[slot] ??= []).push(node as Element);
  }
  const body = trimmedOfDebris(unslotted);
  const active = host.ownerDocument.activeElement;
  const focused = active instanceof HTMLElement && active !== host && host.contains(active) ? active : null;
  return new CapturedContent(all, body, slots, focused);
}

/** The nodes in `host`'s adopted containers, in order; a nested widget's own containers excluded. */
function adoptedNodes(host: Element): Node[] {
  const nodes: Node[] = [];
  for (const container of host.querySelectorAll(`[${ADOPTED_ATTRIBUTE}]`)) {
    if (container.parentElement?.closest(`[${UPGRADED_ATTRIBUTE}]`) === host) nodes.push(...container.childNodes);
  }
  return nodes;
}

/** Puts the content back as the host's own children, as the server rendered it. */
export function restoreContent(host: Element, content: CmsContent): void {
  const inPlace =
    content.all.every((node, index) => host.childNodes[index] === node) &&
    host.childNodes.length === content.all.length;
  if (!inPlace) host.replaceChildren(...content.all);
}

/** The element children of `nodes`, ignoring whitespace and comments between them. */
export function elementsOf(nodes: Node[]): HTMLElement[] {
  return nodes.filter((node): node is HTMLElement => node instanceof HTMLElement);
}
