// The gallery lightbox: one PhotoSwipe lightbox, created on the first click on any gallery link
// and reused for every gallery on the page. This chunk, PhotoSwipe's core with it, loads only on
// that first click.
import PhotoSwipe, { type SlideData } from 'photoswipe';
import PhotoSwipeLightbox from 'photoswipe/lightbox';
import { t, type TextKey } from '../../common/i18n/catalogue';
import { addCaption } from './caption';
import { closeOnBack } from './close-on-back';
import { declaredSize, galleryLinks } from './gallery-links';
import { addIcons, ICONLESS } from './lightbox-icons';
import { knownSize, measureImage, provisionalSize } from './image-size';
import { secondaryZoomLevel } from './zoom';

export type Point = { x: number; y: number };

let lightbox: PhotoSwipeLightbox | undefined;

/**
 * A text of the lightbox for `gallery` (its own `data-i18n-gallery.…` overrides first). Texts are
 * read on every open, so a page swap to another language shows the right ones. PhotoSwipe uses
 * them as text: titles and labels as attributes, the counter as innerText, the error message as
 * textContent (below).
 */
const galleryText = (gallery: Element | null | undefined, key: TextKey) => t(key, {}, undefined, gallery);

function textOptions(gallery: Element | null) {
  return {
    closeTitle: galleryText(gallery, 'gallery.close'),
    zoomTitle: galleryText(gallery, 'gallery.zoom'),
    arrowPrevTitle: galleryText(gallery, 'gallery.previous'),
    arrowNextTitle: galleryText(gallery, 'gallery.next'),
    indexIndicatorSep: galleryText(gallery, 'gallery.counter_separator'),
    errorMsg: galleryText(gallery, 'gallery.image_error'),
  };
}

/** The gallery the lightbox shows now. */
function shownGallery(box: PhotoSwipeLightbox): Element | null {
  const source = box.options.dataSource;
  return source && 'gallery' in source && source.gallery instanceof Element ? source.gallery : null;
}

function createLightbox(): PhotoSwipeLightbox {
  const created = new PhotoSwipeLightbox({
    pswpModule: PhotoSwipe,
    bgOpacity: 0.95,
    secondaryZoomLevel,
    returnFocus: true,
    ...ICONLESS,
    ...textOptions(null),
  });
  created.addFilter('itemData', (itemData, index) => withSize(created, itemData, index));
  // The error message as a text node, never HTML.
  created.addFilter('contentErrorElement', (element) => {
    element.textContent = galleryText(shownGallery(created), 'gallery.image_error');
    return element;
  });
  created.on('firstUpdate', () => {
    const pswp = created.pswp;
    const gallery = shownGallery(created);
    pswp?.element?.setAttribute('aria-modal', 'true');
    pswp?.element?.setAttribute('aria-label', galleryText(gallery, 'gallery.dialog'));
    // PhotoSwipe names its three slide holders a "slide" in English, once, as it builds them.
    const slideRole = galleryText(gallery, 'gallery.slide_role');
    for (const holder of pswp?.mainScroll.itemHolders ?? []) holder.el.setAttribute('aria-roledescription', slideRole);
  });
  addIcons(created);
  addCaption(created);
  closeOnBack(created);
  return created;
}

/**
 * PhotoSwipe needs every image's size up front. A link without (valid) dimensions gets the size
 * measured earlier or, until that is known, a stand-in; once measured, its slide is refreshed.
 * Only image slides: a `data-pswp-type` from the markup cannot turn a slide into HTML.
 */
function withSize(box: PhotoSwipeLightbox, itemData: SlideData, index: number): SlideData {
  const link = itemData.element;
  const data: SlideData = { ...itemData, type: 'image' };
  if (!link || !data.src) return data;
  const size = declaredSize(link) ?? knownSize(data.src);
  if (size) return { ...data, ...size, w: size.width, h: size.height };
  const dataSource = box.options.dataSource;
  void measureImage(data.src).then((measured) => {
    const pswp = box.pswp;
    if (measured && pswp && !pswp.isDestroying && pswp.options.dataSource === dataSource)
      pswp.refreshSlideContent(index);
  });
  const stand = provisionalSize(link.querySelector('img'), { width: window.innerWidth, height: window.innerHeight });
  return { ...data, ...stand, w: stand.width, h: stand.height };
}

/** Opens the lightbox on `link`'s image, with the gallery's other images to page through. */
export async function openLightbox(gallery: HTMLElement, link: HTMLAnchorElement, point: Point | null): Promise<void> {
  const items = galleryLinks(gallery);
  const index = items.indexOf(link);
  if (index < 0) return;
  // Without a declared size, load the image first so the lightbox opens at the right proportions.
  if (!declaredSize(link)) await measureImage(link.dataset.pswpSrc || link.href);
  if (!link.isConnected) return;
  lightbox ??= createLightbox();
  Object.assign(lightbox.options, textOptions(gallery));
  // PhotoSwipe gives focus back to what had it when it opened: make that the link, also where a
  // mouse click does not focus links (Safari).
  link.focus({ preventScroll: true });
  lightbox.loadAndOpen(index, { gallery, items }, point ?? undefined);
}

/** Closes the lightbox if it shows `gallery` (the gallery left the page). */
export function closeLightbox(gallery: HTMLElement): void {
  const source = lightbox?.options.dataSource;
  if (lightbox?.pswp && source && 'gallery' in source && source.gallery === gallery) lightbox.pswp.close();
}
