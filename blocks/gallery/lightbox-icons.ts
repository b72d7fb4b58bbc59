// The lightbox's icons, built as DOM, since PhotoSwipe's HTML-string icons are refused where Trusted
// Types are required. See README.md (For contributors).
import type PhotoSwipeLightbox from 'photoswipe/lightbox';

const SVG = 'http://www.w3.org/2000/svg';

interface Shape {
  d: string;
  /** Drawn over its outline (PhotoSwipe's `pswp__icn-shadow`, which keeps it visible on a light image). */
  outlined?: boolean;
  className?: string;
  evenOdd?: boolean;
}

const ARROW: Shape[] = [{ d: 'M29 43l-3 3-16-16 16-16 3 3-13 13 13 13z', outlined: true }];

/** Per UI element of PhotoSwipe (by its name): the icon's size and shapes, as PhotoSwipe 5 draws them. */
const ICONS: Record<string, { size: number; shapes: Shape[] }> = {
  arrowPrev: { size: 60, shapes: ARROW },
  arrowNext: { size: 60, shapes: ARROW },
  close: { size: 32, shapes: [{ d: 'M24 10l-2-2-6 6-6-6-2 2 6 6-6 6 2 2 6-6 6 6 2-2-6-6z', outlined: true }] },
  zoom: {
    size: 32,
    shapes: [
      { d: 'M17.426 19.926a6 6 0 1 1 1.5-1.5L23 22.5 21.5 24l-4.074-4.074z', outlined: true },
      { d: 'M11 16v-2h6v2z', className: 'pswp__zoom-icn-bar-h' },
      { d: 'M13 12h2v6h-2z', className: 'pswp__zoom-icn-bar-v' },
    ],
  },
  preloader: {
    size: 32,
    shapes: [{ d: 'M21.2 16a5.2 5.2 0 1 1-5.2-5.2V8a8 8 0 1 0 8 8h-2.8Z', outlined: true, evenOdd: true }],
  },
};

/** PhotoSwipe's options that leave its icons out (`NAMESVG`, read for every UI element by name). */
export const ICONLESS = Object.fromEntries(Object.keys(ICONS).map((name) => [`${name}SVG`, '']));

function path(shape: Shape, className = shape.className): SVGPathElement {
  const element = document.createElementNS(SVG, 'path');
  element.setAttribute('d', shape.d);
  if (className) element.setAttribute('class', className);
  // The bars of the zoom icon are filled with the text colour, the others by PhotoSwipe's CSS.
  if (shape.className) element.setAttribute('fill', 'currentColor');
  if (shape.evenOdd) {
    element.setAttribute('fill-rule', 'evenodd');
    element.setAttribute('clip-rule', 'evenodd');
  }
  return element;
}

function icon({ size, shapes }: { size: number; shapes: Shape[] }): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'pswp__icn');
  svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
  svg.setAttribute('width', String(size));
  svg.setAttribute('height', String(size));
  for (const shape of shapes) {
    if (shape.outlined) svg.append(path(shape, 'pswp__icn-shadow'));
    svg.append(path(shape));
  }
  return svg;
}

/** Adds its icon to each of PhotoSwipe's UI elements that has one, as PhotoSwipe places it. */
export function addIcons(lightbox: PhotoSwipeLightbox): void {
  lightbox.addFilter('uiElement', (element, data) => {
    const own = data.name ? ICONS[data.name] : undefined;
    if (own && !element.querySelector('.pswp__icn')) element.append(icon(own));
    return element;
  });
}
