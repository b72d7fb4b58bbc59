import { useRef } from 'react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import { Adopt } from '../../widgets/adopt';
import type { AttributeValues } from '../../widgets/attributes';
import { useWidget } from '../../widgets/widget-context';
import { ArrowIcon } from './arrow-icon';
import { SlideTrack } from './slide-track';
import { SliderCarousel, type CarouselName } from './slider-carousel';
import { rowSliderOptions } from './slider-options';
import { sliderMessagesOf } from './a11y-messages';
import { useSlides } from './use-slides';
import { useSwiper } from './use-swiper';
import { useTexts } from '../../widgets/use-texts';
import type { updatesSliderAttributes } from './updates-slider.block';

/** A row of 1.5, 2.2 or 3.3 slides under a title area with previous/next buttons. */
export function UpdatesSlider({ heading, label }: AttributeValues<typeof updatesSliderAttributes>) {
  const { host, content, id } = useWidget();
  const t = useTexts();
  const slides = useSlides();
  const swiperRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const slidesId = `${id}-slides`;
  const titleId = `${id}-title`;
  const slottedTitle = content.slots.title;

  useSwiper(swiperRef, slides, () => ({
    options: {
      ...rowSliderOptions('updates', sliderMessagesOf(host)),
      modules: [A11y, Keyboard, Navigation],
      navigation: { prevEl: prevRef.current, nextEl: nextRef.current, addIcons: false },
    },
  }));

  // The site's own name first, else the visible title names the carousel, else the default text.
  const name: CarouselName = label.trim()
    ? { label: label.trim() }
    : slottedTitle || heading
      ? { labelledBy: titleId }
      : { label: t('slider.updates_label') };
  return (
    <SliderCarousel name={name}>
      <div className="updates-slider__header">
        {slottedTitle ? (
          <Adopt className="updates-slider__title" id={titleId} nodes={slottedTitle} />
        ) : heading ? (
          <h2 className="updates-slider__title updates-slider__heading" id={titleId}>
            {heading}
          </h2>
        ) : (
          <div className="updates-slider__title" />
        )}
        <div className="updates-slider__nav">
          <button
            type="button"
            className="slider-button slider-button--prev"
            ref={prevRef}
            aria-label={t('slider.prev_slide')}
            aria-controls={slidesId}
          >
            <ArrowIcon direction="prev" />
          </button>
          <button
            type="button"
            className="slider-button slider-button--next"
            ref={nextRef}
            aria-label={t('slider.next_slide')}
            aria-controls={slidesId}
          >
            <ArrowIcon direction="next" />
          </button>
        </div>
      </div>
      <SlideTrack swiperRef={swiperRef} slides={slides} slidesId={slidesId} />
    </SliderCarousel>
  );
}
