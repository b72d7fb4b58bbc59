import { describe, expect, it } from 'vitest';
import { imageSliderOptions } from './slider-options';
import { messages } from '../../tests/unit/support/slider-messages';

describe('image-slider options', () => {
  it('image-slider: centred, looping, auto width, gap 24 → 40 from 1024 px, speed 300, threshold 5', () => {
    const options = imageSliderOptions(messages, { loop: true });
    expect(options).toMatchObject({
      centeredSlides: true,
      loop: true,
      slidesPerView: 'auto',
      spaceBetween: 24,
      speed: 300,
      threshold: 5,
    });
    expect(options.breakpoints).toEqual({ 1024: { spaceBetween: 40 } });
    expect(imageSliderOptions(messages, { loop: false }).loop).toBe(false);
  });

  it('leaves its track undescribed: the carousel is the named group around the track and the bullets', () => {
    const { a11y } = imageSliderOptions(messages, { loop: true });
    expect(a11y).not.toHaveProperty('containerRole');
    expect(a11y).not.toHaveProperty('containerRoleDescriptionMessage');
  });
});
