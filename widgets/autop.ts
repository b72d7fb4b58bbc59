// What WordPress's wpautop leaves in classic content (the Classic editor, ACF rich text, imported
// posts): a `<br />` at each line break between a widget's children, empty `<p>`s where its end
// tags met blank lines, and `<p>` tags around a widget's own tags, which the HTML parser resolves
// by closing the widget at once and leaving its children as siblings after it. Widgets read their
// children through content.ts, which leaves this debris out; a widget that needs its children and
// finds none, inside a `<p>`, says what happened.

const isElement = (node: Node): node is Element => node.nodeType === Node.ELEMENT_NODE;
const isLineBreak = (node: Node) => isElement(node) && node.localName === 'br';
/** Whitespace or a comment: nothing a reader sees. */
function isBlank(node: Node): boolean {
  return node.nodeType === Node.COMMENT_NODE || (node.nodeType === Node.TEXT_NODE && !node.textContent!.trim());
}

/** A `<p>` with nothing but whitespace in it. */
function isBlankParagraph(node: Node): boolean {
  return isElement(node) && node.localName === 'p' && node.children.length === 0 && !node.textContent!.trim();
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
export function warnIfSplitByAutop(host: Element, items: readonly Node[]): void {
  if (host.parentElement?.localName !== 'p' || items.some(isElement) || warned.has(host)) return;
  warned.add(host);
  console.warn(
    `[site-widgets] <${host.localName}> is empty inside a <p>: WordPress's wpautop split it from its content. ` +
      'Use a Custom HTML block, or the site-widgets WordPress plugin, which keeps wpautop out of the blocks.',
    host,
  );
}
