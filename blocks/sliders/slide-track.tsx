import type { RefObject } from 'react';
import { Adopt } from '../../widgets/adopt';

/**
 * Swiper's markup around the CMS slides: `.swiper > .swiper-wrapper > slides`. The slides are
 * the element's own children, moved in as the same nodes (never wrapped or cloned). `slidesId`
 * is the wrapper's id (Swiper keeps it), which the controls name in `aria-controls`.
 */
export function SlideTrack({
  swiperRef,
  nodes,
  slidesId,
  focusable = false,
}: {
  swiperRef: RefObject<HTMLDivElement | null>;
  nodes: readonly Node[];
  slidesId?: string;
  focusable?: boolean;
}) {
  return (
    <div className="swiper slider__swiper" ref={swiperRef} tabIndex={focusable ? 0 : undefined}>
      <Adopt className="swiper-wrapper" id={slidesId} nodes={nodes} />
    </div>
  );
}
