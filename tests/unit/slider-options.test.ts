import { describe, expect, it } from 'vitest';
import { canLoopCentred, imageSliderOptions, rowSliderOptions } from '../../blocks/sliders/slider-options';
import { messages } from './support/slider-messages';

describe('slider options', () => {
  it('every slider takes its breakpoints from its own width, not the window', () => {
    for (const options of [
      imageSliderOptions(messages, { loop: true }),
      rowSliderOptions('timeline', messages),
      rowSliderOptions('updates', messages),
    ]) {
      expect(options.breakpointsBase).toBe('container');
    }
  });
});

describe('canLoopCentred', () => {
  it('needs the slides in view plus half of them: three slides wider than half the container', () => {
    expect(canLoopCentred([750, 750, 750], 1000)).toBe(true);
    expect(canLoopCentred([750, 750], 1000)).toBe(false);
    expect(canLoopCentred([750], 1000)).toBe(false);
  });

  it('needs more slides when they are narrow', () => {
    // 300 px slides in 1000 px: 4 fill the view (1200 > 1000), plus 2 on the side.
    expect(canLoopCentred(Array(5).fill(300), 1000)).toBe(false);
    expect(canLoopCentred(Array(6).fill(300), 1000)).toBe(true);
  });

  it('refuses when all slides fit in the view or nothing is measured', () => {
    expect(canLoopCentred([100, 100, 100], 1000)).toBe(false);
    expect(canLoopCentred([], 1000)).toBe(false);
    expect(canLoopCentred([500, 500, 500], 0)).toBe(false);
  });
});
