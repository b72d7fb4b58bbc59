// The three sliders as a visitor moves them: the image slider by its bullets, its keys and a swipe
// (a pointer drag, which Swiper takes as one in every engine); the timeline by its keys once
// focused and a swipe; the updates by their previous and next buttons and keys.
import type { Journey } from '../../tests/engines/support/journeys';
import {
  chooseNecessaryCookies,
  openDemo,
  waitForSlide,
  waitForUpgraded,
} from '../../tests/engines/support/page-checks';

export const journeys: Journey[] = [
  {
    name: 'image slider: bullets, arrow keys and a swipe',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await waitForUpgraded(page, 'image-slider');
      await waitForSlide(page, 'image-slider', 0);
      await page.click('image-slider .swiper-pagination-bullet', 2);
      await waitForSlide(page, 'image-slider', 2);
      await page.press('ArrowRight');
      await waitForSlide(page, 'image-slider', 3);
      await page.press('ArrowLeft');
      await waitForSlide(page, 'image-slider', 2);
      await page.swipeLeft('image-slider .swiper-slide-active');
      await waitForSlide(page, 'image-slider', 3);
    },
  },
  {
    name: 'timeline slider: keys once focused, and a swipe',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await waitForUpgraded(page, 'timeline-slider');
      await page.evaluate(() => document.querySelector<HTMLElement>('timeline-slider .swiper')!.focus());
      await page.press('ArrowRight');
      await waitForSlide(page, 'timeline-slider', 1);
      await page.swipeLeft('timeline-slider .swiper-slide-active');
      await waitForSlide(page, 'timeline-slider', 2);
      await page.press('ArrowLeft');
      await waitForSlide(page, 'timeline-slider', 1);
    },
  },
  {
    name: 'updates slider: previous and next buttons, and keys',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await waitForUpgraded(page, 'updates-slider');
      await page.click('updates-slider .slider-button--next');
      await waitForSlide(page, 'updates-slider', 1);
      await page.press('ArrowRight');
      await waitForSlide(page, 'updates-slider', 2);
      await page.click('updates-slider .slider-button--prev');
      await waitForSlide(page, 'updates-slider', 1);
    },
  },
];
