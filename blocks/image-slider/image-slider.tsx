import { useRef } from 'react';
import { A11y, Keyboard, Pagination } from 'swiper/modules';
import { centredLoopFits } from '../../widgets/slider/loop';
import { SlideTrack } from '../../widgets/slider/slide-track';
import { imageSliderOptions } from '../../widgets/slider/slider-options';
import { sliderMessagesOf } from '../../widgets/slider/a11y-messages';
import { useSlides } from '../../widgets/slider/use-slides';
import { useSwiper } from '../../widgets/slider/use-swiper';
import { useWidget } from '../../widgets/widget-context';

/** Centred, looping slides of any width with clickable bullets below. */
export function ImageSlider() {
  const { host } = useWidget();
  const { nodes, slides } = useSlides();
  const swiperRef = useRef<HTMLDivElement>(null);
  const paginationRef = useRef<HTMLDivElement>(null);

  useSwiper(swiperRef, slides, (container) => {
    // Too few slides for a loop: slide without one rather than let Swiper warn and misbehave.
    const loop = centredLoopFits(container, slides);
    return {
      options: {
        ...imageSliderOptions(sliderMessagesOf(host), { loop }),
        modules: [A11y, Keyboard, Pagination],
        pagination: { el: paginationRef.current, clickable: true, bulletElement: 'button' },
      },
      isStale: () => centredLoopFits(container, slides) !== loop,
    };
  });

  return (
    <>
      <SlideTrack swiperRef={swiperRef} nodes={nodes} />
      <div className="swiper-pagination slider__pagination" ref={paginationRef} />
    </>
  );
}
