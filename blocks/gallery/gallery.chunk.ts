// The gallery page behaviour: `[data-gallery]` image links open in a PhotoSwipe lightbox. One delegated
// click listener per gallery; the lightbox chunk loads on the first click.
import type { Cleanup } from '../../runtime/enhance';
import { clickedGalleryLink, isPlainClick } from './gallery-links';

type LightboxModule = typeof import('./lightbox.chunk');

const READY_ATTRIBUTE = 'data-gallery-ready';

/**
 * Enhances one gallery. `loadLightbox` is the entry's loader of the lightbox chunk (with
 * PhotoSwipe), which caches the module and lets a later click try again after a failure.
 */
export function setup(gallery: HTMLElement, loadLightbox: () => Promise<LightboxModule>): Cleanup {
  let active = true;
  let lightboxRequested = false;
  const onClick = (event: MouseEvent) => {
    const link = clickedGalleryLink(gallery, event.target);
    if (!link || !isPlainClick(event, link)) return;
    event.preventDefault();
    // A click from the keyboard has no pointer position; PhotoSwipe then focuses the dialog at once.
    const point = event.clientX || event.clientY ? { x: event.clientX, y: event.clientY } : null;
    lightboxRequested = true;
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
    // Close its lightbox if one is open (the loader caches the module: no new request).
    if (lightboxRequested)
      void loadLightbox()
        .then((lightbox) => lightbox.closeLightbox(gallery))
        .catch(() => {});
  };
}
