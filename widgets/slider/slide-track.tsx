import type { RefObject } from 'react';
import { Adopt } from '../adopt';

/**
 * Swiper's markup around the CMS slides: `.swiper > .swiper-wrapper > slides`. The slides are
 * the element's own children, moved in as the same nodes (never wrapped or cloned).
 */
export function SlideTrack({
  swiperRef,
  nodes,
  focusable = false,
}: {
  swiperRef: RefObject<HTMLDivElement | null>;
  nodes: readonly Node[];
  focusable?: boolean;
}) {
  return (
    <div className="swiper slider__swiper" ref={swiperRef} tabIndex={focusable ? 0 : undefined}>
      <Adopt className="swiper-wrapper" nodes={nodes} />
    </div>
  );
}
