// What the slider keeps up on its slides besides Swiper: `inert` on slides out of view. The slides
// are the slider's own elements around the CMS nodes (slide-track.tsx), which go with the widget on
// disconnect: the CMS nodes go back to the element as the server rendered them.

const VISIBLE_CLASS = 'swiper-slide-visible';

/**
 * Makes slides that are out of view `inert`, so Tab (and a screen reader's virtual cursor)
 * reaches only what is on screen. A partly visible slide stays reachable: focusing it scrolls
 * it into view (Swiper's a11y scrollOnFocus). The slide holding the focus is never made inert,
 * or the focus would fall back to the page.
 */
export function syncInertSlides(slides: readonly HTMLElement[]): void {
  const focused = document.activeElement;
  for (const slide of slides) {
    const hidden = !slide.classList.contains(VISIBLE_CLASS) && !(focused && slide.contains(focused));
    if (slide.inert !== hidden) slide.inert = hidden;
  }
}
