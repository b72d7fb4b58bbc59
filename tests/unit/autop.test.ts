import { describe, expect, it } from 'vitest';
import { isAutopDebris, trimmedOfDebris, withoutDebris } from '../../widgets/autop';

function children(html: string): Node[] {
  const host = document.createElement('div');
  host.innerHTML = html; // test fixture only: the product never builds HTML from strings
  return Array.from(host.childNodes);
}
const describeNodes = (nodes: Node[]) =>
  nodes.map((node) =>
    node.nodeType === Node.ELEMENT_NODE ? `<${(node as Element).localName}>` : JSON.stringify(node.textContent),
  );

describe("wpautop's debris", () => {
  it('is a <br> or a <p> with nothing but whitespace in it', () => {
    const [br, blank, spaces, text, image] = children('<br><p></p><p> \n </p><p>Text</p><p><img alt=""></p>');
    expect([br, blank, spaces, text, image].map((node) => isAutopDebris(node!))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('leaves a body its line breaks between lines of text, and drops those at its ends and blank paragraphs', () => {
    const nodes = children('<br>\n<p></p>Line one<br>\nline two<p> </p><br>\n');
    expect(describeNodes(trimmedOfDebris(nodes))).toEqual(['"\\n"', '"Line one"', '<br>', '"\\nline two"', '"\\n"']);
    expect(describeNodes(trimmedOfDebris(children('<br>\n<br>')))).toEqual(['"\\n"']);
  });

  it('leaves items (slides, links) without any line break or blank paragraph', () => {
    const nodes = children('<br>\n<a href="/">NL</a><br>\n<p></p><a href="/en/">EN</a><br>');
    expect(describeNodes(withoutDebris(nodes))).toEqual(['"\\n"', '<a>', '"\\n"', '<a>']);
  });
});
