// A slider across a resize: it builds Swiper again when the resize changes whether its slides can
// loop (use-swiper.ts), and the visitor stays on the slide they chose; a loop re-seats itself on
// its slide one animation frame after a resize (Swiper's slideToLoop), and a bullet clicked in
// between moves it after that (bullets.tsx).
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
      swiper: { realIndex: number; animating: boolean; params: { loop: boolean } };
    };
    const current = document.querySelector('image-slider .swiper-pagination-bullet[aria-current="true"]');
    const bullet = current?.getAttribute('aria-label');
    return { realIndex: swiper.realIndex, animating: swiper.animating, loop: swiper.params.loop, bullet };
  });

async function openLoop(page: TestPage) {
  const head = await routeStylesheet(page, '/test/slide-width.css', SLIDE_WIDTH);
  await openFixture(page, `<image-slider>${SLIDES}</image-slider>`, { lang: 'en', head });
  await waitForUpgrade(page, 'image-slider');
  await expect.poll(() => state(page)).toMatchObject({ loop: true });
}

describe('a slider across a resize', () => {
  it('keeps the slide the visitor chose, with and without a loop', async () => {
    const page = await newPage({ viewport: { width: 800, height: 600 } });
    await openLoop(page);

    await page.locator('image-slider .swiper-pagination-bullet').nth(3).click();
    await expect
      .poll(() => state(page))
      .toEqual({ realIndex: 3, animating: false, loop: true, bullet: 'Go to slide 4' });

    await page.setViewportSize({ width: 1400, height: 600 });
    await expect
      .poll(() => state(page))
      .toEqual({ realIndex: 3, animating: false, loop: false, bullet: 'Go to slide 4' });

    await page.setViewportSize({ width: 800, height: 600 });
    await expect
      .poll(() => state(page))
      .toEqual({ realIndex: 3, animating: false, loop: true, bullet: 'Go to slide 4' });
    expect(page.problems.consoleErrors).toEqual([]);
  });

  it('moves on a bullet clicked before the loop has re-seated itself after a resize, and stays', async () => {
    const page = await newPage({ viewport: { width: 800, height: 600 } });
    await openLoop(page);
    await expect.poll(() => state(page)).toMatchObject({ realIndex: 0, animating: false });

    // A slide grows (its image loaded): Swiper sees the resize and queues its re-seat for the next
    // frame; the click comes before that frame.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const { swiper } = document.querySelector('image-slider .swiper') as unknown as {
            swiper: { once(event: string, handler: () => void): void };
          };
          swiper.once('resize', () => {
            document.querySelectorAll<HTMLButtonElement>('image-slider .swiper-pagination-bullet')[1]!.click();
            resolve();
          });
          document.querySelector<HTMLElement>('image-slider .slide')!.style.height = '160px';
        }),
    );
    await expect
      .poll(() => state(page))
      .toEqual({ realIndex: 1, animating: false, loop: true, bullet: 'Go to slide 2' });
    expect(page.problems.consoleErrors).toEqual([]);
  });
});
