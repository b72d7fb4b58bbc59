// The caption under the image: the current slide's link's `data-caption`, set as text (never
// parsed as HTML) and updated on every slide change. Registered as a PhotoSwipe UI element.
import type PhotoSwipeLightbox from 'photoswipe/lightbox';
import { captionOf } from './gallery-links';

export function addCaption(lightbox: PhotoSwipeLightbox): void {
  lightbox.on('uiRegister', () => {
    lightbox.pswp?.ui?.registerElement({
      name: 'caption',
      className: 'pswp__caption',
      tagName: 'p',
      appendTo: 'root',
      order: 9,
      onInit: (element, pswp) => {
        element.id = 'pswp__caption';
        // Announced politely as the visitor moves through the images.
        element.setAttribute('aria-live', 'polite');
        // PhotoSwipe also fires 'change' when it refreshes a slide (an image measured after opening):
        // the caption is written only when another slide is shown, so the live region speaks once.
        let shownIndex: number | undefined;
        const update = () => {
          const slide = pswp.currSlide;
          if (slide && slide.index === shownIndex) return;
          shownIndex = slide?.index;
          const text = captionOf(slide?.data.element);
          element.textContent = text;
          element.hidden = text === '';
        };
        pswp.on('change', update);
        update();
      },
    });
  });
}
