// Pure helpers on gallery markup: which links are gallery items, which clicks the lightbox may
// take over, and what a link says about its image. No PhotoSwipe here, so this stays in the small
// part that every page with a gallery loads.

const GALLERY_SELECTOR = '[data-gallery]';

/**
 * A gallery item is a link to an image: `a[href]` with `data-pswp-width` and `data-pswp-height`
 * (the contract's markup), or a link without dimensions that wraps a thumbnail `img` or names its
 * image in `data-pswp-src`. Other links in a gallery (a credit, a "read more") stay plain links,
 * and so does a link with `download`.
 */
export function isGalleryLink(element: Element): element is HTMLAnchorElement {
  if (!(element instanceof HTMLAnchorElement) || !element.hasAttribute('href') || element.hasAttribute('download'))
    return false;
  if (element.hasAttribute('data-pswp-width') && element.hasAttribute('data-pswp-height')) return true;
  return element.hasAttribute('data-pswp-src') || element.querySelector('img') !== null;
}

/** The gallery's items in document order; links inside a nested gallery belong to that one. */
export function galleryLinks(gallery: Element): HTMLAnchorElement[] {
  return Array.from(gallery.querySelectorAll('a[href]')).filter(
    (link): link is HTMLAnchorElement =>
      isGalleryLink(link) && link.parentElement?.closest(GALLERY_SELECTOR) === gallery,
  );
}

/** The gallery item a click landed in, if it belongs to this gallery. */
export function clickedGalleryLink(gallery: Element, target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const link = target.closest('a[href]');
  if (!link || !gallery.contains(link) || !isGalleryLink(link)) return null;
  return link.parentElement?.closest(GALLERY_SELECTOR) === gallery ? link : null;
}

/**
 * A click the lightbox may take over: the main button, no modifier (Ctrl/Cmd/Shift/Alt keep the
 * browser's new-tab and download behaviour), not already handled, and not meant for another frame.
 */
export function isPlainClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  const target = link.getAttribute('target');
  return !target || target === '_self';
}

/** A dimension attribute as a positive whole number of pixels, or null when absent or malformed. */
export function parseDimension(value: string | null | undefined): number | null {
  if (value == null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return null;
  const number = Math.round(Number(value));
  return number > 0 ? number : null;
}

/** The image size the link declares, or null when it has no (usable) size. */
export function declaredSize(link: Element): { width: number; height: number } | null {
  const width = parseDimension(link.getAttribute('data-pswp-width'));
  const height = parseDimension(link.getAttribute('data-pswp-height'));
  return width && height ? { width, height } : null;
}

/** The caption for the lightbox: the link's `data-caption`, trimmed; shown as text, never HTML. */
export function captionOf(link: Element | undefined): string {
  return link?.getAttribute('data-caption')?.trim() ?? '';
}
