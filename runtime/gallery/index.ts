// The gallery runtime module: `[data-gallery]` with image links opens them in a PhotoSwipe
// lightbox. This part is all that loads with the gallery markup: one delegated click listener per
// gallery (so links added later, or moved around by a slider, just work). The lightbox and
// PhotoSwipe load on the first click. Without JavaScript the links simply open the image.
import type { Cleanup } from '../enhance';
import { clickedGalleryLink, isPlainClick } from './gallery-links';

type LightboxModule = typeof import('./lightbox');
let lightboxModule: Promise<LightboxModule> | undefined;

const READY_ATTRIBUTE = 'data-gallery-ready';

function loadLightbox(): Promise<LightboxModule> {
  if (!lightboxModule) {
    // PhotoSwipe's core is fetched at the same time, not after the lightbox asks for it.
    void import('photoswipe').catch(() => {});
    lightboxModule = import('./lightbox').catch((error: unknown) => {
      lightboxModule = undefined; // let a later click try again
      throw error;
    });
  }
  return lightboxModule;
}

export function setup(gallery: HTMLElement): Cleanup {
  let active = true;
  const onClick = (event: MouseEvent) => {
    const link = clickedGalleryLink(gallery, event.target);
    if (!link || !isPlainClick(event, link)) return;
    event.preventDefault();
    // A click from the keyboard has no pointer position; PhotoSwipe then focuses the dialog at once.
    const point = event.clientX || event.clientY ? { x: event.clientX, y: event.clientY } : null;
    loadLightbox()
      .then((lightbox) => (active ? lightbox.openLightbox(gallery, link, point) : undefined))
      .catch((error: unknown) => {
        console.error('[site-widgets] gallery: could not open the lightbox', error);
        // Do what the link would have done without JavaScript: show the image.
        if (active && link.isConnected) window.location.assign(link.href);
      });
  };
  gallery.addEventListener('click', onClick);
  // Marks the gallery as working (the zoom cursor shows only then; tests wait for it).
  gallery.setAttribute(READY_ATTRIBUTE, '');
  return () => {
    active = false;
    gallery.removeEventListener('click', onClick);
    gallery.removeAttribute(READY_ATTRIBUTE);
    void lightboxModule?.then((lightbox) => lightbox.closeLightbox(gallery)).catch(() => {});
  };
}
