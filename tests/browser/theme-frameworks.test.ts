// Every block inside the CSS frameworks agencies build themes on (Tailwind CSS 4's preflight,
// Bootstrap 5.3, Bulma 1, Pico CSS 2), in Chromium against the built bundle: the demo pages at
// /themes/NAME/ (the framework's stylesheet after ours, as a WordPress theme's comes after a
// plugin's) and /themes/NAME/before/, in Dutch and English, on a desktop and a phone. What a theme
// may change (text font, size and colour) is not looked at; the blocks' own geometry, controls and
// states are: the numbers below are the plain page's, written out so that a change fails.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { THEME_STYLESHEETS } from '../../demo/server/themes.mjs';
import {
  cspViolations,
  openDemoPage,
  scrollToUpgrade,
  useBrowser,
  waitForSlidesToSettle,
  type TestPage,
} from './support/browser';
import { SLIDER_STATES } from '../support/slider-state';
import { until } from '../support/until';

const newPage = useBrowser();

const VIEWPORTS = [
  { width: 1280, height: 800, slides: { image: { gap: 40 }, updates: 3.3, timeline: 3.3 } },
  { width: 390, height: 844, slides: { image: { gap: 24 }, updates: 1.5, timeline: 1.3 } },
] as const;

/** The box of the first element `selector` matches. */
const box = (page: TestPage, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, top, right, bottom, width, height } = element.getBoundingClientRect();
      return { left, top, right, bottom, width, height };
    });

/** How many slides a slider shows, and the gap between two. */
const slidesInView = (page: TestPage, tag: string) =>
  page.evaluate((t) => {
    const swiper = document.querySelector(`${t} .swiper`)!;
    const [first, second] = Array.from(swiper.querySelectorAll('.swiper-slide'), (slide) =>
      slide.getBoundingClientRect(),
    );
    return {
      // n slides and n - 1 gaps fill the slider's width.
      perView: (swiper.getBoundingClientRect().width + second!.left - first!.right) / (second!.left - first!.left),
      gap: Math.round(second!.left - first!.right),
    };
  }, tag);

/** Whether a click at the middle of the element `selector` matches lands on it (nothing covers it). */
const reachable = (page: TestPage, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return !!hit && (hit === element || element.contains(hit));
    });

/** The sliders' controls: each previous/next button reachable, a bullet bringing its slide. */
async function checkSliders(page: TestPage, viewport: (typeof VIEWPORTS)[number]) {
  await scrollToUpgrade(page, 'image-slider, timeline-slider, updates-slider');
  await waitForSlidesToSettle(page);
  const image = await slidesInView(page, 'image-slider');
  expect(image.gap, 'image-slider gap').toBe(viewport.slides.image.gap);
  for (const [tag, perView] of [
    ['updates-slider', viewport.slides.updates],
    ['timeline-slider', viewport.slides.timeline],
  ] as const) {
    expect((await slidesInView(page, tag)).perView, `${tag} slides in view`).toBeCloseTo(perView, 1);
  }
  // The updates slider's title and buttons stand above its cards, and nothing covers a button.
  await page.locator('updates-slider').scrollIntoViewIfNeeded();
  const cards = await box(page, 'updates-slider .swiper');
  for (const part of ['.slider-button--prev', '.slider-button--next', '.updates-slider__title']) {
    const { bottom } = await box(page, `updates-slider ${part}`);
    expect(bottom, `updates-slider ${part}: above the cards`).toBeLessThanOrEqual(cards.top + 1);
  }
  const next = page.locator('updates-slider .slider-button--next');
  expect(await reachable(page, 'updates-slider .slider-button--next'), 'updates-slider: its next button covered').toBe(
    true,
  );
  await next.click();
  await until(
    'updates-slider after next',
    async () => (await page.evaluate(SLIDER_STATES, 'updates-slider .swiper'))[0]?.realIndex,
    (index) => index === 1,
    { want: 'slide 2' },
  );
  // A bullet brings its slide, and the bullets stand in a row below the slides.
  await page.locator('image-slider').scrollIntoViewIfNeeded();
  const bullets = page.locator('image-slider .swiper-pagination-bullet');
  const [first, third] = [await bullets.nth(0).boundingBox(), await bullets.nth(2).boundingBox()];
  expect(Math.abs(first!.y - third!.y), 'image-slider bullets in one row').toBeLessThan(1);
  expect(first!.y, 'image-slider bullets below the slides').toBeGreaterThan(
    (await box(page, 'image-slider .swiper')).bottom - 1,
  );
  await bullets.nth(2).click();
  await until(
    'image-slider bullet 3, current',
    () => bullets.nth(2).getAttribute('aria-current'),
    (current) => current === 'true',
    { want: 'true' },
  );
  await waitForSlidesToSettle(page);
  const active = await box(page, 'image-slider .swiper-slide-active');
  const frame = await box(page, 'image-slider .swiper');
  expect(
    Math.abs(active.left + active.width / 2 - (frame.left + frame.width / 2)),
    'image-slider: the chosen slide in the centre',
  ).toBeLessThan(2);
}

/** The cookie bar on the bottom edge, its preferences dialog centred and in shape, its switches. */
async function checkCookieBar(page: TestPage) {
  const bar = await box(page, '[data-cookiebar]');
  expect(Math.abs(page.viewportSize()!.height - bar.bottom), 'the cookie bar on the bottom edge').toBeLessThan(1);
  await page.locator('[data-cookiebar] [data-cookiebar-preferences]').click();
  const dialog = page.locator('dialog.cookie-preferences');
  await until('the preferences dialog, open', () => dialog.evaluate((d: HTMLDialogElement) => d.open), Boolean, {
    want: 'open',
  });
  const shape = await dialog.evaluate((d) => {
    const { left, top, width, height } = d.getBoundingClientRect();
    const parts = Array.from(d.children, (child) => child.getBoundingClientRect());
    const categories = Array.from(
      d.querySelectorAll('.cookie-preferences__category'),
      (li) => getComputedStyle(li).listStyleType,
    );
    const switches = Array.from(d.querySelectorAll<HTMLInputElement>('.cookie-preferences__switch'), (input) => {
      const track = input.getBoundingClientRect();
      const knob = getComputedStyle(input, '::before');
      const knobLeft = track.left + parseFloat(knob.left) + parseFloat(getComputedStyle(input).borderLeftWidth);
      return { track: { left: track.left, right: track.right }, knobLeft, knobWidth: parseFloat(knob.width) };
    });
    return {
      offCentre: {
        x: left + width / 2 - innerWidth / 2,
        y: height < innerHeight ? top + height / 2 - innerHeight / 2 : 0,
      },
      inView: left >= 0 && left + width <= innerWidth,
      stacked: parts.every((part, i) => i === 0 || part.top >= parts[i - 1]!.bottom - 1),
      categories,
      switches,
    };
  });
  expect(Math.abs(shape.offCentre.x), 'the dialog centred across').toBeLessThan(2);
  expect(Math.abs(shape.offCentre.y), 'the dialog centred down').toBeLessThan(2);
  expect(shape.inView, 'the dialog inside the viewport').toBe(true);
  expect(shape.stacked, 'the dialog: header, text, categories and buttons one below the other').toBe(true);
  expect(
    shape.categories.every((style) => style === 'none'),
    `the categories' bullets: ${shape.categories}`,
  ).toBe(true);
  for (const { track, knobLeft, knobWidth } of shape.switches) {
    expect(knobLeft, 'a switch knob on its track').toBeGreaterThanOrEqual(track.left);
    expect(knobLeft + knobWidth, 'a switch knob on its track').toBeLessThanOrEqual(track.right);
  }
  const toggle = dialog.locator('.cookie-preferences__switch:not(:disabled)').first();
  const before = await toggle.isChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  expect(await toggle.isChecked(), 'Space flips a switch').toBe(!before);
  expect(await toggle.evaluate((e) => getComputedStyle(e).outlineStyle), 'the focused switch shows its ring').not.toBe(
    'none',
  );
  await page.keyboard.press('Escape');
  await until(
    'the preferences dialog, closed',
    () => dialog.evaluate((d: HTMLDialogElement) => d.open),
    (open) => !open,
    { want: 'closed' },
  );
  // A visitor's choice takes the bar away, and the blocks below it come within reach.
  await page.locator('[data-cookiebar] [data-cookiebar-choice="necessary"]').click();
  await until(
    'the cookie bar, after a choice',
    () => page.locator('[data-cookiebar]').isVisible(),
    (shown) => !shown,
    {
      want: 'hidden',
    },
  );
}

/** A closed answer stays findable (hidden="until-found", laid out), and opens when the browser finds it. */
async function checkCollapse(page: TestPage, path: string, language: string) {
  await scrollToUpgrade(page, 'collapse-item');
  // By its id: a locator of the first closed item would move on to the next one once this opens.
  const id = await page.locator('collapse-item:not([opened]) .collapse-item__body').first().getAttribute('id');
  const body = page.locator(`[id="${id}"]`);
  expect(await body.getAttribute('hidden')).toBe('until-found');
  expect(await body.evaluate((e) => getComputedStyle(e).display), 'a closed answer, findable').not.toBe('none');
  // What find-in-page and a `#:~:text=` link do once they reach a laid-out until-found body: fire
  // `beforematch` on it, which opens the item.
  await body.evaluate((element) => element.dispatchEvent(new Event('beforematch')));
  await until(
    `${path} (${language}): the answer found by the browser, open`,
    () => body.getAttribute('hidden'),
    (hidden) => hidden === null,
    { want: 'no hidden' },
  );
}

/** The gallery's lightbox covers the viewport and shows its photo inside it. */
async function checkLightbox(page: TestPage) {
  const link = page.locator('[data-gallery] a').first();
  await link.scrollIntoViewIfNeeded();
  await page.waitForSelector('[data-gallery][data-gallery-ready]', { state: 'attached' });
  await link.click();
  await page.waitForFunction(() => {
    const pswp = (window as { pswp?: { opener: { isOpen: boolean; isOpening: boolean } } }).pswp;
    return !!pswp && pswp.opener.isOpen && !pswp.opener.isOpening;
  });
  const { width, height } = page.viewportSize()!;
  const overlay = await box(page, '.pswp');
  expect([overlay.left, overlay.top, overlay.width, overlay.height], 'the lightbox over the viewport').toEqual([
    0,
    0,
    width,
    height,
  ]);
  const photo = await box(page, '.pswp__item:not([aria-hidden="true"]) img.pswp__img');
  expect(
    photo.top >= 0 && photo.bottom <= height && photo.left >= 0 && photo.right <= width,
    'the photo inside the viewport',
  ).toBe(true);
  await page.keyboard.press('Escape');
  // Closed, and gone back over its history entry (close-on-back.ts), which a later navigation
  // would otherwise race.
  await page.waitForFunction(
    () =>
      !('pswp' in window) &&
      !document.querySelector('.pswp') &&
      !(history.state && typeof history.state === 'object' && 'siteWidgetsLightbox' in history.state),
  );
}

/** The consent-gated video's notice: its text readable on the dark box (4.5:1). */
async function checkVideoNotice(page: TestPage) {
  const contrast = await page
    .locator('.consent-video__text')
    .first()
    .evaluate((text) => {
      const rgb = (color: string) =>
        color
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((c) =>
          c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
        );
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const box = text.closest('[data-consent-video]')!;
      const [a, b] = [luminance(getComputedStyle(text).color), luminance(getComputedStyle(box).backgroundColor)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
  expect(contrast, "the video notice's contrast").toBeGreaterThanOrEqual(4.5);
}

/** The language switch opens below its button, inside the viewport, and Escape closes it. */
async function checkLanguageSwitch(page: TestPage) {
  const button = page.locator('[data-site-header] language-switch .language-switch__button');
  await page.waitForSelector('[data-site-header] language-switch[data-upgraded]', { state: 'attached' });
  await button.click();
  await until(
    'the language switch, open',
    () => button.getAttribute('aria-expanded'),
    (open) => open === 'true',
    {
      want: 'true',
    },
  );
  const list = await box(page, '[data-site-header] language-switch .language-switch__list');
  const opener = await box(page, '[data-site-header] language-switch .language-switch__button');
  expect(list.top, 'the languages below the button').toBeGreaterThanOrEqual(opener.bottom - 1);
  expect(list.left >= 0 && list.right <= page.viewportSize()!.width, 'the languages inside the viewport').toBe(true);
  await page.keyboard.press('Escape');
  await until(
    'the language switch, closed',
    () => button.getAttribute('aria-expanded'),
    (open) => open === 'false',
    {
      want: 'false',
    },
  );
  expect(await button.evaluate((element) => element === document.activeElement), 'focus back on the button').toBe(true);
}

/** The newsletter's checks: an empty submit marks the email field and shows both messages. */
async function checkNewsletter(page: TestPage) {
  await scrollToUpgrade(page, 'newsletter-signup');
  await page.locator('newsletter-signup .newsletter-signup__submit').click();
  const errors = page.locator('newsletter-signup .newsletter-signup__error:not(:empty)');
  await until(
    'the newsletter errors',
    () => errors.count(),
    (count) => count === 2,
    { want: '2' },
  );
  for (const error of await errors.all()) expect(await error.isVisible(), 'a newsletter error shown').toBe(true);
  expect(await page.locator('newsletter-signup input[type="email"]').getAttribute('aria-invalid')).toBe('true');
}

/** Every block used as a visitor would, on the page at `path`. */
async function checkEveryBlock(path: string, language: string, viewport: (typeof VIEWPORTS)[number]) {
  const page = await newPage({ viewport: { width: viewport.width, height: viewport.height } });
  await openDemoPage(page, path);
  await checkLanguageSwitch(page);
  await checkCookieBar(page);
  await checkVideoNotice(page);
  await checkNewsletter(page);
  await checkSliders(page, viewport);
  await checkLightbox(page);
  await checkCollapse(page, path, language);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(sideways, 'the page overflows sideways').toBeLessThanOrEqual(0);
  expect(page.problems.consoleErrors, 'console errors').toEqual([]);
  expect(page.problems.pageErrors, 'page errors').toEqual([]);
  expect(await cspViolations(page), 'CSP violations').toEqual([]);
}

const PAGES = [
  { label: 'the plain page', paths: (language: string) => [language === 'en' ? '/en/' : '/'] },
  ...(Object.keys(THEME_STYLESHEETS) as string[]).map((theme) => ({
    label: theme,
    paths: (language: string) =>
      ['', 'before/'].map((order) => `/themes/${theme}/${order}${language === 'en' ? 'en/' : ''}`),
  })),
];

describe.each(PAGES)('$label', ({ paths }) => {
  for (const language of ['nl', 'en'])
    for (const path of paths(language))
      for (const viewport of VIEWPORTS)
        it(`${path} at ${viewport.width}: every block works and keeps its shape`, () =>
          checkEveryBlock(path, language, viewport));
});
