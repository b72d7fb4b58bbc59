import { describe, expect, it } from 'vitest';
import {
  captionOf,
  clickedGalleryLink,
  declaredSize,
  galleryLinks,
  isGalleryLink,
  isPlainClick,
  parseDimension,
} from './gallery-links';
import { provisionalSize } from './image-size';
import { MAX_ZOOM_WIDTH, secondaryZoomLevel } from './zoom';

function markup(html: string): HTMLElement {
  const container = document.createElement('div');
  // Test fixture markup written in this file, not data.
  container.innerHTML = html;
  document.body.replaceChildren(container);
  return container;
}

describe('gallery links', () => {
  it('takes links with dimensions, with a thumbnail or with data-pswp-src, and leaves other links alone', () => {
    const root = markup(`<div data-gallery>
      <a id="sized" href="/a.jpg" data-pswp-width="800" data-pswp-height="600">A</a>
      <a id="thumb" href="/b.jpg"><img src="/b-thumb.jpg" alt="B"></a>
      <a id="src" href="/page" data-pswp-src="/c.jpg">C</a>
      <a id="credit" href="/photographer">Photo: Ann</a>
      <a id="download" href="/d.jpg" download><img src="/d-thumb.jpg" alt="D"></a>
      <a id="half" href="/e.jpg" data-pswp-width="800">E</a>
      <a id="nohref" data-pswp-width="800" data-pswp-height="600">F</a>
    </div>`);
    const byId = (id: string) => root.querySelector(`#${id}`)!;
    expect(['sized', 'thumb', 'src'].map((id) => isGalleryLink(byId(id)))).toEqual([true, true, true]);
    expect(['credit', 'download', 'half', 'nohref'].map((id) => isGalleryLink(byId(id)))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(galleryLinks(root.querySelector('[data-gallery]')!).map((link) => link.id)).toEqual([
      'sized',
      'thumb',
      'src',
    ]);
  });

  it('keeps the links of a nested gallery to that gallery', () => {
    const root = markup(`<div id="outer" data-gallery>
      <a id="one" href="/1.jpg" data-pswp-width="1" data-pswp-height="1">1</a>
      <div id="inner" data-gallery><a id="two" href="/2.jpg"
        data-pswp-width="1" data-pswp-height="1"><span id="deep">2</span></a></div>
    </div>`);
    const outer = root.querySelector<HTMLElement>('#outer')!;
    const inner = root.querySelector<HTMLElement>('#inner')!;
    expect(galleryLinks(outer).map((link) => link.id)).toEqual(['one']);
    expect(galleryLinks(inner).map((link) => link.id)).toEqual(['two']);
    const deep = root.querySelector('#deep');
    expect(clickedGalleryLink(inner, deep)?.id).toBe('two');
    expect(clickedGalleryLink(outer, deep)).toBeNull();
    expect(clickedGalleryLink(outer, root.querySelector('#one'))?.id).toBe('one');
    expect(clickedGalleryLink(outer, outer)).toBeNull();
    expect(clickedGalleryLink(outer, null)).toBeNull();
  });

  it('takes over only plain main-button clicks in the same frame', () => {
    const root = markup(
      '<a id="plain" href="/a.jpg"></a><a id="blank" href="/a.jpg" target="_blank"></a>' +
        '<a id="self" href="/a.jpg" target="_self"></a>',
    );
    const plain = root.querySelector<HTMLAnchorElement>('#plain')!;
    const click = (init: MouseEventInit = {}) => new MouseEvent('click', { cancelable: true, button: 0, ...init });
    expect(isPlainClick(click(), plain)).toBe(true);
    expect(isPlainClick(click(), root.querySelector<HTMLAnchorElement>('#self')!)).toBe(true);
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(isPlainClick(click(init), plain)).toBe(false);
    expect(isPlainClick(click(), root.querySelector<HTMLAnchorElement>('#blank')!)).toBe(false);
    const handled = click();
    handled.preventDefault();
    expect(isPlainClick(handled, plain)).toBe(false);
  });

  it('reads dimensions as positive whole pixels and rejects anything else', () => {
    expect(parseDimension('2400')).toBe(2400);
    expect(parseDimension(' 1600 ')).toBe(1600);
    expect(parseDimension('799.6')).toBe(800);
    for (const bad of [null, undefined, '', '0', '-5', '12px', 'abc', '1e3', 'Infinity'])
      expect(parseDimension(bad)).toBeNull();
    const root = markup(
      '<a id="ok" data-pswp-width="2400" data-pswp-height="1600"></a>' +
        '<a id="bad" data-pswp-width="wide" data-pswp-height="1600"></a>',
    );
    expect(declaredSize(root.querySelector('#ok')!)).toEqual({ width: 2400, height: 1600 });
    expect(declaredSize(root.querySelector('#bad')!)).toBeNull();
  });

  it('reads the caption as the raw attribute text', () => {
    const link = document.createElement('a');
    expect(captionOf(link)).toBe('');
    expect(captionOf(undefined)).toBe('');
    link.setAttribute('data-caption', '  <img src=x onerror="alert(1)"> & <b>bold</b> ');
    expect(captionOf(link)).toBe('<img src=x onerror="alert(1)"> & <b>bold</b>');
  });
});

describe('secondary zoom level', () => {
  it('is three times the fit level, never beyond the original size', () => {
    expect(secondaryZoomLevel({ fit: 0.2, elementSize: { x: 2400 } })).toBeCloseTo(0.6);
    expect(secondaryZoomLevel({ fit: 0.5, elementSize: { x: 2400 } })).toBe(1);
  });

  it(`keeps the zoomed image at most ${MAX_ZOOM_WIDTH} px wide`, () => {
    expect(secondaryZoomLevel({ fit: 0.3, elementSize: { x: 8000 } }) * 8000).toBeCloseTo(MAX_ZOOM_WIDTH);
    expect(secondaryZoomLevel({ fit: 0.5, elementSize: { x: 20000 } }) * 20000).toBeCloseTo(MAX_ZOOM_WIDTH);
    expect(secondaryZoomLevel({ fit: 0.1, elementSize: { x: 8000 } }) * 8000).toBeCloseTo(2400);
  });

  it('never returns 0, which PhotoSwipe reads as "no option"', () => {
    expect(secondaryZoomLevel({ fit: 0, elementSize: { x: 2400 } })).toBe(1);
    expect(secondaryZoomLevel({ fit: 0.2, elementSize: null })).toBeCloseTo(0.6);
  });
});

describe('provisional size', () => {
  it('uses the thumbnail proportions at the viewport width, or the viewport', () => {
    const viewport = { width: 1200, height: 800 };
    const thumbnail = { naturalWidth: 300, naturalHeight: 600 } as HTMLImageElement;
    expect(provisionalSize(thumbnail, viewport)).toEqual({ width: 1200, height: 2400 });
    expect(provisionalSize({ naturalWidth: 0, naturalHeight: 0 } as HTMLImageElement, viewport)).toEqual(viewport);
    expect(provisionalSize(null, viewport)).toEqual(viewport);
  });
});
