// What the slider changes on the CMS slides, and how it is undone: the slide class that Swiper
// looks for, the attributes its a11y module writes, and `inert` on slides out of view. On
// disconnect the slides go back to the element as the server rendered them.

const SLIDE_CLASS = 'swiper-slide';
/** Attributes Swiper's a11y module or this slider set on a slide; restored on destroy. */
const MANAGED_ATTRIBUTES = ['role', 'aria-label', 'aria-roledescription', 'inert'] as const;
const VISIBLE_CLASS = 'swiper-slide-visible';

/** Marks the elements as slides; returns what restores them as they were. */
export function prepareSlides(slides: readonly HTMLElement[]): () => void {
  const saved = slides.map((slide) => ({
    slide,
    hadClass: slide.classList.contains(SLIDE_CLASS),
    attributes: MANAGED_ATTRIBUTES.map((name) => [name, slide.getAttribute(name)] as const),
  }));
  for (const slide of slides) slide.classList.add(SLIDE_CLASS);
  return () => {
    for (const { slide, hadClass, attributes } of saved) {
      if (!hadClass) slide.classList.remove(SLIDE_CLASS);
      for (const [name, value] of attributes) {
        if (value === null) slide.removeAttribute(name);
        else slide.setAttribute(name, value);
      }
    }
  };
}

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
