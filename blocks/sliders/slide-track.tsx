import type { RefObject } from 'react';
import { Adopt } from '../../widgets/adopt';

/**
 * Swiper's markup around the CMS slides: `.swiper > .swiper-wrapper > .swiper-slide`, one slide
 * element of ours around each of the element's children, which is moved into it as the same node
 * (never cloned). Swiper moves those slide elements, and its a11y module marks each up as the APG
 * carousel's slide: `role="group"`, `aria-roledescription="slide"` and a name ("3 of 6").
 *
 * Why a wrapper, not the CMS element itself: the sliders take `<figure>`s with a `<figcaption>` and
 * `<article>`s, and ARIA in HTML allows the group role on neither (axe's `aria-allowed-role`). A
 * figure or article left in its own role with only the description would not be the group the
 * pattern asks for (and axe cannot tell whether a screen reader announces a description on those
 * roles). A `<div>` allows any role and is what themes leave unstyled (unlike `li` or `section`).
 * Inside the group the CMS element keeps its own role (a figure is still named by its caption) and
 * its attributes as the server rendered them: Swiper's classes, inline styles and attributes all
 * go on the wrapper. sliders.css makes the CMS element fill its slide as it filled its place in
 * the row before the upgrade, so wrapping it moves nothing.
 *
 * `slidesId` is the id of Swiper's wrapper (Swiper keeps it), which the controls name in `aria-controls`.
 */
export function SlideTrack({
  swiperRef,
  slides,
  slidesId,
  focusable = false,
}: {
  swiperRef: RefObject<HTMLDivElement | null>;
  slides: readonly HTMLElement[];
  slidesId?: string;
  focusable?: boolean;
}) {
  return (
    <div className="swiper slider__swiper" ref={swiperRef} tabIndex={focusable ? 0 : undefined}>
      <div className="swiper-wrapper" id={slidesId}>
        {slides.map((slide, index) => (
          <Adopt key={index} className="swiper-slide" nodes={[slide]} />
        ))}
      </div>
    </div>
  );
}
