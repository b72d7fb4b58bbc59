// A slider builds Swiper again when a resize changes whether its slides can loop (use-swiper.ts):
// the visitor stays on the slide they chose.
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, waitForUpgrade, type TestPage } from '../../tests/browser/support/browser';
import { routeStylesheet } from '../../tests/browser/support/stylesheet';

const newPage = useBrowser();

const SLIDES = Array.from({ length: 6 }, (_, i) => `<div class="slide">Slide ${i + 1}</div>`).join('');
// Six slides 300 px wide (the documented custom property): enough for a centred loop in a 800 px
// window, too few in a 1,400 px one.
const SLIDE_WIDTH = 'image-slider { --slider-slide-width: 300px; } .slide { height: 120px; }';

const state = (page: TestPage) =>
  page.evaluate(() => {
    const { swiper } = document.querySelector('image-slider .swiper') as unknown as {
      swiper: { realIndex: number; params: { loop: boolean } };
    };
    const current = document.querySelector('image-slider .swiper-pagination-bullet[aria-current="true"]');
    return { realIndex: swiper.realIndex, loop: swiper.params.loop, bullet: current?.getAttribute('aria-label') };
  });

describe('a slider built again on resize', () => {
  it('keeps the slide the visitor chose, with and without a loop', async () => {
    const page = await newPage({ viewport: { width: 800, height: 600 } });
    const head = await routeStylesheet(page, '/test/slide-width.css', SLIDE_WIDTH);
    await openFixture(page, `<image-slider>${SLIDES}</image-slider>`, { lang: 'en', head });
    await waitForUpgrade(page, 'image-slider');
    await expect.poll(() => state(page)).toMatchObject({ loop: true });

    await page.locator('image-slider .swiper-pagination-bullet').nth(3).click();
    await expect.poll(() => state(page)).toEqual({ realIndex: 3, loop: true, bullet: 'Go to slide 4' });

    await page.setViewportSize({ width: 1400, height: 600 });
    await expect.poll(() => state(page)).toEqual({ realIndex: 3, loop: false, bullet: 'Go to slide 4' });

    await page.setViewportSize({ width: 800, height: 600 });
    await expect.poll(() => state(page)).toEqual({ realIndex: 3, loop: true, bullet: 'Go to slide 4' });
    expect(page.problems.consoleErrors).toEqual([]);
  });
});
