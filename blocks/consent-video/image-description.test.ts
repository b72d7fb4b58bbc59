import { render } from 'lit-html';
import { describe, expect, it } from 'vitest';
import { imageTemplate, type ImageDescription } from './image-description';

function rendered(description: ImageDescription): HTMLElement {
  const container = document.createElement('div');
  render(imageTemplate(description), container);
  return container;
}

describe('image description', () => {
  it('renders a lazy img by default, with decoding async and the given attributes', () => {
    const img = rendered({
      tag: 'img',
      attributes: { src: '/a.svg', alt: 'Harbour', width: 300, height: 200, class: 'photo' },
    }).querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/a.svg');
    expect(img.getAttribute('alt')).toBe('Harbour');
    expect(img.getAttribute('width')).toBe('300');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('class')).toBe('photo');
    expect(img.hasAttribute('srcset')).toBe(false);
  });

  it('renders an eager img when lazy is false, and an empty alt when none is given', () => {
    const img = rendered({ tag: 'img', attributes: { src: '/a.svg' }, lazy: false }).querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('renders a picture with its sources before the img, lazy applying to the img', () => {
    const container = rendered({
      tag: 'picture',
      attributes: {},
      lazy: false,
      children: [
        { tag: 'source', attributes: { srcset: '/narrow.svg', media: '(max-width: 600px)' } },
        { tag: 'img', attributes: { src: '/wide.svg', alt: '' } },
      ],
    });
    const picture = container.querySelector('picture')!;
    expect(Array.from(picture.children, (child) => child.localName)).toEqual(['source', 'img']);
    expect(picture.querySelector('source')!.getAttribute('media')).toBe('(max-width: 600px)');
    expect(picture.querySelector('source')!.hasAttribute('loading')).toBe(false);
    expect(picture.querySelector('img')!.getAttribute('loading')).toBe('eager');
  });

  it('binds values as data: markup in a value stays text, and unknown attributes are not rendered', () => {
    const attributes = { src: '/a.svg', alt: '"><script>alert(1)</script>', onerror: 'alert(1)', style: 'color: red' };
    const container = rendered({ tag: 'img', attributes } as unknown as ImageDescription);
    expect(container.querySelector('script')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('"><script>alert(1)</script>');
    expect(img.hasAttribute('onerror')).toBe(false);
    expect(img.hasAttribute('style')).toBe(false);
  });
});
