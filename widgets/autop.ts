// Recognises what WordPress's wpautop leaves around and between a widget's children, so widgets
// read past it. See docs/internals.md#wordpress-autop.

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
const isLineBreak = (node: Node) => isElement(node) && node.localName === 'br';
/** Whitespace or a comment: nothing a reader sees. */
function isBlank(node: Node): boolean {
  return node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !/\S/.test(node.textContent!));
}

/** A `<p>` with nothing but whitespace in it. */
function isBlankParagraph(node: Node): boolean {
  return isElement(node) && node.localName === 'p' && !node.firstElementChild && !/\S/.test(node.textContent!);
}

/** A `<br>` or a blank `<p>` among a widget's children. */
export function isAutopDebris(node: Node): boolean {
  return isLineBreak(node) || isBlankParagraph(node);
}

/**
 * The nodes of a widget's body without wpautop's debris: blank `<p>`s anywhere, and `<br>`s before
 * the first and after the last thing shown. A `<br>` between two lines of text is the author's.
 */
export function trimmedOfDebris(nodes: readonly Node[]): Node[] {
  const kept = nodes.filter((node) => !isBlankParagraph(node));
  const shown = (node: Node) => !isBlank(node) && !isLineBreak(node);
  const first = kept.findIndex(shown);
  if (first < 0) return kept.filter((node) => !isLineBreak(node));
  let last = kept.length - 1;
  while (!shown(kept[last]!)) last -= 1;
  return kept.filter((node, index) => !isLineBreak(node) || (index > first && index < last));
}

/** The nodes without any `<br>` or blank `<p>`: for a widget whose children are items (slides,
 * links, collapse items). */
export function withoutDebris(nodes: readonly Node[]): Node[] {
  return nodes.filter((node) => !isAutopDebris(node));
}

const warned = new WeakSet<Element>();

/**
 * Warns, once per element, when a widget that shows its CMS children has none and sits in a `<p>`:
 * wpautop wrapped its tags in paragraphs, and the parser left its children outside it.
 */
export function warnIfSplitByAutop(host: Element, content: { readonly items: readonly Node[] }): void {
  if (host.parentElement?.localName !== 'p' || content.items.some(isElement) || warned.has(host)) return;
  warned.add(host);
  console.warn(
    `[site-widgets] <${host.localName}> is empty inside a <p>: WordPress's wpautop split it from its content. ` +
      'Use a Custom HTML block, or the site-widgets WordPress plugin, which keeps wpautop out of the blocks.',
    host,
  );
}
