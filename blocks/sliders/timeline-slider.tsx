import { useRef } from 'react';
import { A11y, Keyboard } from 'swiper/modules';
import { SlideTrack } from './slide-track';
import { rowSliderOptions } from './slider-options';
import { sliderMessagesOf } from './a11y-messages';
import { useSlides } from './use-slides';
import { useSwiper } from './use-swiper';
import { useWidget } from '../../widgets/widget-context';

/** A row of 1.3, 2.2 or 3.3 visible slides (by window width), dragged or moved with the arrow keys. */
export function TimelineSlider() {
  const { host } = useWidget();
  const slides = useSlides();
  const swiperRef = useRef<HTMLDivElement>(null);
  useSwiper(swiperRef, slides, () => ({
    options: { ...rowSliderOptions('timeline', sliderMessagesOf(host)), modules: [A11y, Keyboard] },
  }));
  // A Tab stop of its own: with focus on it (or anywhere while it is on screen) the arrow keys move it.
  return <SlideTrack swiperRef={swiperRef} slides={slides} focusable />;
}
