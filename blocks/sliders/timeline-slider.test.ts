import { describe, expect, it } from 'vitest';
import { rowSliderOptions } from './slider-options';
import { messages } from '../../tests/unit/support/slider-messages';

describe('timeline-slider options', () => {
  it('timeline-slider: 1.3 / 2.2 / 3.3 slides with gaps 24 / 24 / 40', () => {
    const options = rowSliderOptions('timeline', messages);
    expect(options).toMatchObject({ slidesPerView: 1.3, spaceBetween: 24, speed: 300, threshold: 5 });
    expect(options.breakpoints).toEqual({
      768: { slidesPerView: 2.2, spaceBetween: 24 },
      1024: { slidesPerView: 3.3, spaceBetween: 40 },
    });
  });

  it('passes the catalogue messages to the a11y module and keeps the keyboard to the slider in view', () => {
    const options = rowSliderOptions('timeline', messages);
    expect(options.keyboard).toEqual({ enabled: true, onlyInViewport: true });
    expect(options.a11y).toMatchObject({
      prevSlideMessage: 'prev',
      nextSlideMessage: 'next',
      firstSlideMessage: 'first',
      lastSlideMessage: 'last',
      paginationBulletMessage: 'Go to slide {{index}}',
    });
    expect(options.watchSlidesProgress).toBe(true);
  });

  it('makes its track the carousel, a named region (it has no buttons of its own)', () => {
    expect(rowSliderOptions('timeline', messages).a11y).toMatchObject({
      containerRole: 'region',
      containerMessage: 'Timeline',
      containerRoleDescriptionMessage: 'carousel',
    });
  });
});
