// With reduced motion the sliders move at once, and go on moving: Swiper waits for the wrapper's
// transitionend after a move at a speed above 0, which a 0 s transition never fires (use-swiper.ts).
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, waitForUpgrade, type TestPage } from '../../tests/browser/support/browser';

const newPage = useBrowser();

const slides = (count: number) =>
  Array.from({ length: count }, (_, i) => `<div style="height: 120px">Slide ${i + 1}</div>`).join('');
const SLIDERS = `<image-slider>${slides(6)}</image-slider><timeline-slider>${slides(6)}</timeline-slider>`;

const state = (page: TestPage, tag: string) =>
  page.evaluate((t) => {
    const { swiper } = document.querySelector(`${t} .swiper`) as unknown as {
      swiper: { realIndex: number; animating: boolean };
    };
    return { realIndex: swiper.realIndex, animating: swiper.animating };
  }, tag);

describe('sliders with reduced motion', () => {
  it('move at once and stay free to move again: a bullet, then the arrow keys', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await openFixture(page, SLIDERS, { lang: 'en' });
    await waitForUpgrade(page, 'image-slider, timeline-slider');

    // In a loop Swiper goes to a slide that is no neighbour in the next animation frame (its
    // slideToLoop), so each state is polled for, not read at once.
    await page.locator('image-slider .swiper-pagination-bullet').nth(2).click();
    await expect.poll(() => state(page, 'image-slider')).toEqual({ realIndex: 2, animating: false });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => state(page, 'image-slider')).toEqual({ realIndex: 3, animating: false });

    await page.locator('timeline-slider .swiper').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => state(page, 'timeline-slider')).toEqual({ realIndex: 2, animating: false });
  });
});
