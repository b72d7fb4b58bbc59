import { useRef } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import type { AttributeValues } from '../../widgets/attributes';
import { centredLoopFits } from './loop';
import { SlideTrack } from './slide-track';
import { SliderCarousel } from './slider-carousel';
import { imageSliderOptions } from './slider-options';
import { sliderMessagesOf } from './a11y-messages';
import { useSlides } from './use-slides';
import { useSwiper } from './use-swiper';
import { useTexts } from '../../widgets/use-texts';
import { useWidget } from '../../widgets/widget-context';
import type { imageSliderAttributes } from './image-slider.block';
import { Bullets } from './bullets';

/** Centred, looping slides of any width with clickable bullets below. */
export function ImageSlider({ label }: AttributeValues<typeof imageSliderAttributes>) {
  const { host, id } = useWidget();
  const t = useTexts();
  const slides = useSlides();
  const swiperRef = useRef<HTMLDivElement>(null);
  const slidesId = `${id}-slides`;

  const swiper = useSwiper(swiperRef, slides, (container) => {
    // Too few slides for a loop: slide without one rather than let Swiper warn and misbehave.
    const loop = centredLoopFits(container, slides);
    return {
      options: { ...imageSliderOptions(sliderMessagesOf(host), { loop }), modules: [A11y, Keyboard] },
      isStale: () => centredLoopFits(container, slides) !== loop,
    };
  });

  return (
    <SliderCarousel name={{ label: label.trim() || t('slider.image_label') }}>
      <SlideTrack swiperRef={swiperRef} slides={slides} slidesId={slidesId} />
      <Bullets swiper={swiper} label={t('slider.pagination_bullet')} slidesId={slidesId} />
    </SliderCarousel>
  );
}
