import { describe, expect, it } from 'vitest';
import {
  canLoopCentred,
  imageSliderOptions,
  rowSliderOptions,
  type SliderTexts,
} from '../../widgets/slider/slider-options';

const texts: SliderTexts = {
  prevSlide: 'prev',
  nextSlide: 'next',
  firstSlide: 'first',
  lastSlide: 'last',
  paginationBullet: 'Go to slide {{index}}',
  slideLabel: '{{index}} / {{slidesLength}}',
  containerRoleDescription: 'carousel',
  itemRoleDescription: 'slide',
  timelineLabel: 'Timeline',
};

describe('slider options', () => {
  it('image-slider: centred, looping, auto width, gap 24 → 40 from 1024 px, speed 300, threshold 5', () => {
    const options = imageSliderOptions(texts, { loop: true });
    expect(options).toMatchObject({
      centeredSlides: true,
      loop: true,
      slidesPerView: 'auto',
      spaceBetween: 24,
      speed: 300,
      threshold: 5,
    });
    expect(options.breakpoints).toEqual({ 1024: { spaceBetween: 40 } });
    expect(imageSliderOptions(texts, { loop: false }).loop).toBe(false);
  });

  it('timeline-slider: 1.3 / 2.2 / 3.3 slides with gaps 24 / 24 / 40', () => {
    const options = rowSliderOptions('timeline', texts);
    expect(options).toMatchObject({ slidesPerView: 1.3, spaceBetween: 24, speed: 300, threshold: 5 });
    expect(options.breakpoints).toEqual({
      768: { slidesPerView: 2.2, spaceBetween: 24 },
      1024: { slidesPerView: 3.3, spaceBetween: 40 },
    });
  });

  it('updates-slider: 1.5 / 2.2 / 3.3 slides', () => {
    const options = rowSliderOptions('updates', texts);
    expect(options.slidesPerView).toBe(1.5);
    expect(options.breakpoints).toEqual({
      768: { slidesPerView: 2.2, spaceBetween: 24 },
      1024: { slidesPerView: 3.3, spaceBetween: 40 },
    });
  });

  it('every slider takes its breakpoints from its own width, not the window', () => {
    for (const options of [
      imageSliderOptions(texts, { loop: true }),
      rowSliderOptions('timeline', texts),
      rowSliderOptions('updates', texts),
    ]) {
      expect(options.breakpointsBase).toBe('container');
    }
  });

  it('passes the catalogue texts to the a11y module and keeps the keyboard to the slider in view', () => {
    const options = rowSliderOptions('timeline', texts);
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

  it('names only the timeline track as a region (it has no buttons of its own)', () => {
    expect(rowSliderOptions('timeline', texts).a11y).toMatchObject({
      containerRole: 'region',
      containerMessage: 'Timeline',
    });
    expect(rowSliderOptions('updates', texts).a11y).not.toHaveProperty('containerRole');
    expect(imageSliderOptions(texts, { loop: true }).a11y).not.toHaveProperty('containerRole');
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
