// A port of the WAI-ARIA Authoring Practices' regression test for their carousel with previous
// and next buttons (w3c/aria-practices, test/tests/carousel_carousel-1-prev-next.js) to the demo
// pages' three sliders and the hero's pause button. Each `it` is named after the APG test it ports.
//
// Where our design differs from the APG's example:
// - The carousel is a `group` (the image and updates sliders: an element around the controls and
//   the track) or a `region` (the timeline, whose track is a Tab stop of its own), where the APG's
//   example is a <section>: the pattern allows either role, and a page with several sliders would
//   otherwise fill its list of landmarks. The "section element" test checks the role instead.
// - The sliders never move on their own, so they have no rotation control, and the container of
//   their slides is `aria-live="polite"` from the start: the APG's "off" belongs to a carousel
//   that is rotating. The hero's row is what moves by itself, and its pause button is the rotation
//   control: the ENTER and SPACE pause tests are ported to it. The hero is an animated banner, not
//   a carousel of content: its row is no live region at all (nothing to announce while it moves,
//   and no moves of the visitor's own once paused), and it is not described as a carousel.
// - Previous and next buttons: only the updates slider has them. The image slider has a bullet per
//   slide instead, which the button tests hold to the same rules (a name, aria-controls). The
//   timeline has neither: the arrow keys move it while its track has focus.
// - The updates slider does not loop: at the first slide its previous button is disabled and out
//   of the Tab order, so the Tab and key tests press next before previous.
// - Slides are the CMS's own elements (<figure>, <article>), not <div>s: the role test leaves the
//   element type out.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SLIDER_STATES } from '../support/slider-state';
import { heroState, scrollToUpgrade, useBrowser } from './support/browser';
import { FRAME_MS } from './support/page-clock';
import {
  accessibleName,
  DEMO_PAGES,
  expectAriaControls,
  expectFocusOn,
  expectTabOrder,
  openReturning,
} from './support/apg';

const newPage = useBrowser();
/** The hero row's step: a move and a wait (blocks/hero/README.md). */
const ROW_STEP_MS = 2500;

const TEXTS = {
  nl: {
    carousel: 'carrousel',
    slide: 'dia',
    of: 'van',
    names: { image: "Foto's van onze projecten", updates: 'Laatste nieuws', timeline: 'Tijdlijn' },
    prev: 'Vorige dia',
    next: 'Volgende dia',
    pause: 'Animatie pauzeren',
    play: 'Animatie afspelen',
  },
  en: {
    carousel: 'carousel',
    slide: 'slide',
    of: 'of',
    names: { image: 'Photos of our projects', updates: 'Latest news', timeline: 'Timeline' },
    prev: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause animation',
    play: 'Play animation',
  },
};

/** Per slider: its carousel element, and the container of its slides. */
const SLIDERS = {
  image: { carousel: 'image-slider .slider__carousel', slides: 'image-slider .swiper-wrapper' },
  updates: { carousel: 'updates-slider .slider__carousel', slides: 'updates-slider .swiper-wrapper' },
  timeline: { carousel: 'timeline-slider .swiper', slides: 'timeline-slider .swiper-wrapper' },
} as const;

async function openDemo(path: string) {
  const page = await openReturning(newPage, path);
  await scrollToUpgrade(page, 'image-slider, updates-slider, timeline-slider');
  return page;
}

/** The aria-label of the updates slider's active slide ("2 of 6"), once it has stopped moving. */
async function activeSlide(page: Page): Promise<string | null> {
  await expect.poll(async () => (await page.evaluate(SLIDER_STATES, 'updates-slider .swiper'))[0]?.moving).toBe(false);
  return page.locator('updates-slider .swiper-slide-active').getAttribute('aria-label');
}

const prev = (page: Page) => page.locator('updates-slider .slider-button--prev');
const next = (page: Page) => page.locator('updates-slider .slider-button--next');
const heroToggle = (page: Page) => page.locator('[data-hero] [data-hero-toggle]');
const heroCentre = (page: Page) => page.locator('[data-hero]').getAttribute('data-hero-centre');

describe.each(DEMO_PAGES)('APG test/tests/carousel_carousel-1-prev-next.js on $path', ({ path, lang }) => {
  const texts = TEXTS[lang];

  // Attributes

  it('section element used to contain slider', async () => {
    const page = await openDemo(path);
    expect(await page.locator(SLIDERS.image.carousel).getAttribute('role')).toBe('group');
    expect(await page.locator(SLIDERS.updates.carousel).getAttribute('role')).toBe('group');
    expect(await page.locator(SLIDERS.timeline.carousel).getAttribute('role')).toBe('region');
    // Each holds its slides, and the image and updates sliders' carousels their controls too.
    for (const { carousel, slides } of Object.values(SLIDERS))
      expect(await page.locator(`${carousel} ${slides.split(' ')[1]}`).count(), carousel).toBe(1);
    expect(await page.locator(`${SLIDERS.image.carousel} .swiper-pagination-bullet`).count()).toBe(6);
    expect(await page.locator(`${SLIDERS.updates.carousel} .slider-button`).count()).toBe(2);
  });

  it('section has aria-roledescription set to carousel', async () => {
    const page = await openDemo(path);
    for (const { carousel } of Object.values(SLIDERS))
      expect(await page.locator(carousel).getAttribute('aria-roledescription'), carousel).toBe(texts.carousel);
    // One carousel per slider: the track inside is not described again.
    for (const carousel of [SLIDERS.image.carousel, SLIDERS.updates.carousel])
      expect(await page.locator(`${carousel} .swiper[aria-roledescription]`).count(), carousel).toBe(0);
  });

  it('section has aria-label', async () => {
    const page = await openDemo(path);
    // The image slider's `label`; the updates slider's visible heading (aria-labelledby); the timeline's text.
    expect(await page.locator(SLIDERS.image.carousel).getAttribute('aria-label')).toBe(texts.names.image);
    const labelledBy = await page.locator(SLIDERS.updates.carousel).getAttribute('aria-labelledby');
    expect(await page.locator(`[id="${labelledBy}"]`).innerText()).toBe(texts.names.updates);
    for (const [kind, { carousel }] of Object.entries(SLIDERS))
      expect(await accessibleName(page.locator(carousel)), carousel).toMatch(
        new RegExp(`^${texts.names[kind as keyof typeof SLIDERS]}`),
      );
  });

  it('slide container have aria-live initially set to off', async () => {
    const page = await openDemo(path);
    // Polite, not off: the sliders never rotate (see the top of this file).
    for (const { slides } of Object.values(SLIDERS))
      expect(await page.locator(slides).getAttribute('aria-live'), slides).toBe('polite');
    // Moved from its buttons, the updates slider stays polite: its new slides are announced.
    await next(page).press('Enter');
    expect(await page.locator(SLIDERS.updates.slides).getAttribute('aria-live')).toBe('polite');
    // The hero's moving row is never live: playing or paused.
    const live = () => page.locator('[data-hero] [aria-live]:not([aria-live="off"])').count();
    expect(await live()).toBe(0);
    await heroToggle(page).press('Enter');
    await expect.poll(() => heroState(page)).toBe('paused');
    expect(await live()).toBe(0);
  });

  it('pause, previous and next buttons have aria-label', async () => {
    const page = await openDemo(path);
    expect(await prev(page).getAttribute('aria-label')).toBe(texts.prev);
    expect(await next(page).getAttribute('aria-label')).toBe(texts.next);
    const bullets = page.locator(`${SLIDERS.image.carousel} .swiper-pagination-bullet`);
    for (const [index, bullet] of (await bullets.all()).entries())
      expect(await bullet.getAttribute('aria-label')).toMatch(new RegExp(`\\b${index + 1}$`));
    // The hero's pause button is named by its visible text, which says what it will do.
    expect(await accessibleName(heroToggle(page))).toBe(texts.pause);
    await heroToggle(page).press('Enter');
    await expect.poll(() => accessibleName(heroToggle(page))).toBe(texts.play);
  });

  it('previous and next buttons have aria-controls', async () => {
    const page = await openDemo(path);
    const expectControlsSlides = async (buttons: Locator, slides: string) => {
      for (const target of await expectAriaControls(buttons))
        expect(await target.evaluate((element, s) => element === document.querySelector(s), slides)).toBe(true);
    };
    await expectControlsSlides(prev(page), SLIDERS.updates.slides);
    await expectControlsSlides(next(page), SLIDERS.updates.slides);
    await expectControlsSlides(page.locator('image-slider .swiper-pagination-bullet'), SLIDERS.image.slides);
  });

  it('slides have role group', async () => {
    const page = await openDemo(path);
    for (const { slides } of Object.values(SLIDERS))
      expect(await page.locator(`${slides} > [role="group"]`).count(), slides).toBe(6);
  });

  it('slides have aria-label', async () => {
    const page = await openDemo(path);
    for (const { slides } of Object.values(SLIDERS)) {
      const labels = await page.locator(`${slides} > *`).evaluateAll((all) => all.map((s) => s.ariaLabel));
      expect(labels.sort(), slides).toEqual([1, 2, 3, 4, 5, 6].map((index) => `${index} ${texts.of} 6`));
    }
  });

  it('slides have aria-roledescription set to slide', async () => {
    const page = await openDemo(path);
    for (const { slides } of Object.values(SLIDERS)) {
      const descriptions = await page
        .locator(`${slides} > *`)
        .evaluateAll((all) => all.map((s) => s.getAttribute('aria-roledescription')));
      expect(descriptions, slides).toEqual(Array(6).fill(texts.slide));
    }
  });

  // Keyboard interaction

  it('TAB moves key through buttons', async () => {
    const page = await openDemo(path);
    // At the first slide, previous is disabled and out of the Tab order: next, then the slides' links.
    expect(await prev(page).getAttribute('aria-disabled')).toBe('true');
    const firstLink = page.locator('updates-slider .swiper-slide-active a').first();
    await expectTabOrder(page, [next(page), firstLink]);
    // One slide on, previous, next and the links of the slides in view.
    await next(page).press('Enter');
    await expect.poll(() => prev(page).getAttribute('aria-disabled')).not.toBe('true');
    await activeSlide(page);
    await expectTabOrder(page, [prev(page), next(page), page.locator('updates-slider .swiper-slide-active a').first()]);
    // The image slider: its bullets in turn.
    const bullets = page.locator('image-slider .swiper-pagination-bullet');
    await expectTabOrder(page, [bullets.nth(0), bullets.nth(1), bullets.nth(2)]);
    // The hero's pause button is in the Tab order.
    await heroToggle(page).focus();
    await expectFocusOn(heroToggle(page), 'the pause button takes focus');
  });

  for (const [key, name] of [
    ['Enter', 'ENTER pause and start carousel motion'],
    ['Space', 'SPACE pause and start carousel motion'],
  ] as const) {
    it(name, async () => {
      // On the page's clock: the row's step is 2.5 s of it, however slowly the machine draws.
      const page = await openReturning(newPage, path, 'stopped');
      expect(await heroState(page)).toBe('playing');
      await heroToggle(page).press(key);
      expect(await heroState(page)).toBe('paused');
      // Paused for longer than a step: the centred image stays.
      const centre = await heroCentre(page);
      await page.clock.runFor(ROW_STEP_MS + FRAME_MS);
      expect(await heroCentre(page), 'the row holds still while paused').toBe(centre);
      await heroToggle(page).press(key);
      expect(await heroState(page)).toBe('playing');
      // Playing again: the row moves on within a step.
      await page.clock.runFor(ROW_STEP_MS + 3 * FRAME_MS);
      expect(await heroCentre(page), 'the row moves on when played').not.toBe(centre);
    });
  }

  for (const [key, name] of [
    ['Space', 'SPACE on previous and next'],
    ['Enter', 'ENTER on previous and next'],
  ] as const) {
    it(name, async () => {
      const page = await openDemo(path);
      const first = await activeSlide(page);
      await next(page).press(key);
      await expect.poll(() => activeSlide(page), { message: `${key} on next shows another slide` }).not.toBe(first);
      await prev(page).press(key);
      await expect.poll(() => activeSlide(page), { message: `${key} on previous shows the first again` }).toBe(first);
    });
  }
});
