import { describe, expect, it } from 'vitest';
import { rowSliderOptions } from './slider-options';
import { messages } from '../../tests/unit/support/slider-messages';

describe('updates-slider options', () => {
  it('updates-slider: 1.5 / 2.2 / 3.3 slides', () => {
    const options = rowSliderOptions('updates', messages);
    expect(options.slidesPerView).toBe(1.5);
    expect(options.breakpoints).toEqual({
      768: { slidesPerView: 2.2, spaceBetween: 24 },
      1024: { slidesPerView: 3.3, spaceBetween: 40 },
    });
  });

  it('leaves its track undescribed: the carousel is the named group around the title area and the track', () => {
    const { a11y } = rowSliderOptions('updates', messages);
    expect(a11y).not.toHaveProperty('containerRole');
    expect(a11y).not.toHaveProperty('containerRoleDescriptionMessage');
  });
});
