import { describe, expect, it } from 'vitest';
import { linkIndexForKey } from './keyboard';
import { isCurrentLanguage, sortChildren, unexpectedChildren } from './links';

function children(html: string): Node[] {
  const host = document.createElement('div');
  host.innerHTML = html; // test fixture only: the product never builds HTML from strings
  return Array.from(host.childNodes);
}

describe('language-switch links', () => {
  const nodes = children(
    '<a href="/" hreflang="nl">NL</a> <a href="/en/" hreflang="EN-gb">EN</a> <a href="/de/" hreflang="de">DE</a>' +
      '<a>no href</a><span>x</span>',
  );

  it('offers the links to other languages, in order, and holds the rest', () => {
    const { offered, held } = sortChildren(nodes, 'nl');
    expect(offered.map((a) => a.getAttribute('hreflang'))).toEqual(['EN-gb', 'de']);
    expect(held).toHaveLength(nodes.length - 2);
    expect(held[0]).toBe(nodes[0]);
    expect([...offered, ...held]).toHaveLength(nodes.length);
  });

  it('matches the page language by the primary subtag, ignoring case', () => {
    const { offered } = sortChildren(nodes, 'en');
    expect(offered.map((a) => a.getAttribute('hreflang'))).toEqual(['nl', 'de']);
    expect(isCurrentLanguage(nodes[2] as Element, 'en')).toBe(true);
    expect(isCurrentLanguage(nodes[2] as Element, 'nl')).toBe(false);
  });

  it('names elements that are not links', () => {
    expect(unexpectedChildren(nodes).map((element) => element.localName)).toEqual(['a', 'span']);
  });

  it('takes a link from the <p> wpautop put around it, moving the paragraph with it', () => {
    const wrapped = children(
      '<a href="/" hreflang="nl">NL</a><p><a href="/en/" hreflang="en">EN</a><br></p>' +
        '<p><a href="/de/" hreflang="de">DE</a> and text</p>',
    );
    const { offered, items, held } = sortChildren(wrapped, 'nl');
    expect(offered.map((a) => a.textContent)).toEqual(['EN']);
    expect(items).toEqual([wrapped[1]]);
    expect(held).toEqual([wrapped[0], wrapped[2]]);
    expect(unexpectedChildren(wrapped)).toEqual([wrapped[2]]);
  });

  it('moves with the arrows, Home and End, stopping at the ends', () => {
    expect(linkIndexForKey('ArrowDown', 0, 3)).toBe(1);
    expect(linkIndexForKey('ArrowDown', 2, 3)).toBe(2);
    expect(linkIndexForKey('ArrowUp', 0, 3)).toBe(0);
    expect(linkIndexForKey('ArrowUp', 2, 3)).toBe(1);
    expect(linkIndexForKey('Home', 2, 3)).toBe(0);
    expect(linkIndexForKey('End', 0, 3)).toBe(2);
    expect(linkIndexForKey('a', 0, 3)).toBeNull();
  });
});
