// What every block must do and look like inside a site's theme, checked as a visitor uses it in a
// real browser: the theme matrix (tests/browser/theme-frameworks.test.ts) runs these on the demo
// pages under each CSS framework, the WordPress suite on a post in the site's default block theme.
// What a theme may change (text font, size and colour) is not looked at; the blocks' own geometry,
// controls and states are.
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';
import { heroState, scrollToUpgrade, waitForSlidesToSettle, type TestPage } from './browser';
import { SLIDER_STATES } from '../../support/slider-state';
import { until } from '../../support/until';
import { widgetTags } from '../../support/widget-blocks';

/** What the sliders show at one width (sliders.md's counts for the slider's own width). */
export interface SliderCounts {
  /** The image slider's gap between two slides, px. */
  gap: number;
  /** Slides in view. */
  updates: number;
  timeline: number;
}

/** The box of the first element `selector` matches. */
export const box = (page: TestPage, selector: string) =>
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
export const reachable = (page: TestPage, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(left + width / 2, top + height / 2);
      return !!hit && (hit === element || element.contains(hit));
    });

/** The sliders' controls: each previous/next button reachable, a bullet bringing its slide. */
export async function checkSliders(page: TestPage, counts: SliderCounts) {
  await scrollToUpgrade(page, 'image-slider, timeline-slider, updates-slider');
  await waitForSlidesToSettle(page);
  const image = await slidesInView(page, 'image-slider');
  expect(image.gap, 'image-slider gap').toBe(counts.gap);
  for (const [tag, perView] of [
    ['updates-slider', counts.updates],
    ['timeline-slider', counts.timeline],
  ] as const) {
    expect((await slidesInView(page, tag)).perView, `${tag} slides in view`).toBeCloseTo(perView, 1);
  }
  // The timeline, a Tab stop of its own, moves by its arrow key once in view (Swiper's keys act on
  // a slider in view; Bootstrap's smooth scrolling would bring it there only later).
  await page.locator('timeline-slider .swiper').evaluate((swiper: HTMLElement) => {
    swiper.scrollIntoView({ block: 'center', behavior: 'instant' });
    swiper.focus({ preventScroll: true });
  });
  await page.keyboard.press('ArrowRight');
  await until(
    'timeline-slider after ArrowRight',
    async () => (await page.evaluate(SLIDER_STATES, 'timeline-slider .swiper'))[0]?.realIndex,
    (index) => index === 1,
    { want: 'slide 2' },
  );
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

/** Our focus ring on a control, as the blocks draw it: 3px solid (the accent, or white on a dark box). */
const OUR_RING = /^solid 3px rgb/;
/**
 * The controls that draw our ring; the others (a site's links and buttons in a block) show the
 * theme's or the browser's.
 */
const RINGED = [
  '.collapse-item__button',
  '.language-switch__button',
  '.language-switch__item a',
  '.swiper-pagination-bullet',
  '.slider-button',
  'timeline-slider .swiper',
  '.newsletter-signup__input',
  '.newsletter-signup__checkbox',
  '.newsletter-signup__submit',
  '.consent-video__allow',
  '.consent-video__button',
  '.sw-hero__toggle',
  '[data-cookiebar] :is([data-cookiebar-choice], [data-cookiebar-preferences])',
  '.cookie-preferences__switch',
  '.cookie-preferences__button',
  '.cookie-preferences__close',
  '.pswp__button',
].join(', ');
const WIDGETS = (await widgetTags()).join(', ');
/** What a focus walk looks at: the controls inside the blocks (the site's own header and footer aside). */
const BLOCKS = [
  WIDGETS,
  '[data-cookiebar]',
  'dialog.cookie-preferences',
  '[data-gallery]',
  '[data-consent-video]',
  '[data-consent-embed]',
  '[data-hero]',
  '.pswp',
].join(', ');

/**
 * The blocks that reach past the viewport's left or right edge, by their box or (a widget's) by
 * what they hold: on a page whose own content may be wider than the viewport, what the blocks
 * answer for.
 */
export const blocksPastTheEdges = (page: Page) =>
  page.evaluate(
    ([blocks, widgets]) => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll(blocks!))
        .filter((block) => {
          const { left, right } = block.getBoundingClientRect();
          const holds = block.matches(widgets!) ? block.scrollWidth - block.clientWidth : 0;
          return right > left && (left < -0.5 || right > width + 0.5 || holds > 1);
        })
        .map((block) => `${block.tagName.toLowerCase()}${block.id ? `#${block.id}` : ''}`);
    },
    [BLOCKS, WIDGETS],
  );

/**
 * The focus indicator of the element focused now, once its transitions have run (a theme may fade
 * a ring in): our ring where the control draws one, else any visible outline or box shadow. Null
 * when nothing in a block is focused.
 */
const focusRing = (page: Page | Frame) =>
  page.evaluate(
    ([blocks, ringed]) => {
      const element = document.activeElement;
      if (!element || element === document.body || element.tagName === 'IFRAME' || !element.closest(blocks!))
        return null;
      element.getAnimations().forEach((animation) => animation.finish());
      const style = getComputedStyle(element);
      const outline = `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      // A shadow drawn: a colour that is not transparent, with a spread or blur of a pixel or more.
      const shadow = style.boxShadow
        .split(/,(?![^(]*\))/)
        .some(
          (part) =>
            !/rgba\([^)]*,\s*0\)/.test(part) && /(?:^|\s)[1-9][\d.]*px/.test(part.replace(/rgba?\([^)]*\)/, '')),
        );
      const shown = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || shadow;
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '')
        .trim()
        .slice(0, 30)}" in ${element.closest(blocks!)!.tagName.toLowerCase()}`;
      return { name, ours: element.matches(ringed!), outline, shown };
    },
    [BLOCKS, RINGED],
  );

/** Whether a control's indicator is as it should be: ours where the block draws one, else any visible one. */
const ringHolds = (ring: NonNullable<Awaited<ReturnType<typeof focusRing>>>) =>
  ring.ours ? OUR_RING.test(ring.outline) : ring.shown;

/** The control focused now shows its focus indicator: ours where the block draws one. */
export async function expectFocusRing(page: Page | Frame, what: string) {
  const ring = await focusRing(page);
  expect(ring, `${what}: focus inside a block`).not.toBeNull();
  const wanted = ring!.ours ? 'our focus ring' : 'a visible focus indicator';
  expect(ringHolds(ring!), `${ring!.name}: ${wanted} (${ring!.outline})`).toBe(true);
}

/**
 * Every visible, enabled, focusable control inside `scope` that draws our ring shows it when focused after a
 * key press (as Tab would), one by one: for a document Tab cannot walk, as the block editor's canvas.
 * Returns the classes of the controls it checked.
 */
export async function checkRingsIn(page: TestPage, where: Page | Frame, scope: string) {
  const checked: string[] = [];
  for (const control of await where.locator(`${scope} :is(${RINGED})`).all()) {
    const focusable = await control.evaluate((element) => (element as HTMLElement).tabIndex >= 0);
    if (!focusable || !(await control.isVisible()) || (await control.isDisabled())) continue;
    // Focused again while the control is not (the block editor renders a preview anew at times).
    const ring = await until(
      `${scope}, control ${checked.length + 1}: focused`,
      async () => {
        await page.keyboard.press('Shift');
        await control.focus();
        return focusRing(where);
      },
      (focused) => focused !== null,
      { want: 'focus on a control in a block' },
    );
    expect(ringHolds(ring!), `${ring!.name}: our focus ring (${ring!.outline})`).toBe(true);
    checked.push(await control.evaluate((element) => element.className));
  }
  return checked;
}

/**
 * Tab through the whole page, from its skip link to its `footer`: every control inside a block
 * shows its focus indicator.
 */
export async function checkFocusRings(page: TestPage, footer = '.site-footer') {
  // From the page's first link (where Tab would go on from is wherever the last check left it).
  await page.locator('.skip-link').focus();
  const seen: string[] = [];
  const wrong: string[] = [];
  for (let press = 0; press < 200; press++) {
    await page.keyboard.press('Tab');
    const ring = await focusRing(page);
    const atEnd = await page.evaluate((f) => document.activeElement?.closest(f) !== null, footer);
    if (ring) {
      seen.push(ring.name);
      if (!ringHolds(ring)) wrong.push(`${ring.name}: ${ring.outline}`);
    }
    if (atEnd && seen.length) break;
  }
  // Every kind of block's controls came by: the walk went through the page.
  expect(seen.length, `controls reached by Tab: ${seen.join('; ')}`).toBeGreaterThan(20);
  expect(wrong, 'controls without a visible focus indicator').toEqual([]);
}

/** Until the hero's state is `wanted`. */
const heroBecomes = (page: TestPage, wanted: string) =>
  until(
    `the hero, ${wanted}`,
    () => heroState(page),
    (state) => state === wanted,
    { want: wanted },
  );

/** The hero after its intro: the words shown, the items drawn without a theme's bullets, pause and play. */
export async function checkHero(page: TestPage) {
  await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
  // Back in view, it plays (off screen it pauses).
  await heroBecomes(page, 'playing');
  const shape = await page.evaluate(() => {
    const items = Array.from(document.querySelectorAll('[data-hero-items] > *'));
    return {
      words: Array.from(
        document.querySelectorAll('[data-hero-intro] > span'),
        (word) => getComputedStyle(word).opacity,
      ),
      markers: items.filter((item) => {
        const style = getComputedStyle(item);
        return style.display === 'list-item' && style.listStyleType !== 'none';
      }).length,
      // Each image fills its item (a theme's `img { height: auto }` or margins would not).
      images: items.map((item) => {
        const [outer, image] = [item.getBoundingClientRect(), item.querySelector('img')!.getBoundingClientRect()];
        return Math.abs(outer.width - image.width) < 1 && Math.abs(outer.height - image.height) < 1;
      }),
    };
  });
  expect(shape.words, 'the intro words shown').toEqual(shape.words.map(() => '1'));
  expect(shape.markers, "items drawn with a theme's bullets").toBe(0);
  expect(shape.images, 'each image fills its item').toEqual(shape.images.map(() => true));
  const toggle = '[data-hero] [data-hero-toggle]';
  expect(await reachable(page, toggle), 'the pause button covered').toBe(true);
  await page.locator(toggle).click();
  await heroBecomes(page, 'paused');
  await page.locator(toggle).press('Enter');
  await heroBecomes(page, 'playing');
  await expectFocusRing(page, 'the pause button');
}

/** The cookie bar on the bottom edge, its preferences dialog centred and in shape, its switches. */
export async function checkCookieBar(page: TestPage) {
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
  // Every control of the dialog shows its ring, from the first on by Tab (the last key was one, so
  // a focus by script shows the ring as well).
  const controls = dialog.locator('button, input:not(:disabled)');
  await controls.first().focus();
  for (let i = await controls.count(); i > 0; i--) {
    await expectFocusRing(page, 'the preferences dialog');
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await until(
    'the preferences dialog, closed',
    () => dialog.evaluate((d: HTMLDialogElement) => d.open),
    (open) => !open,
    { want: 'closed' },
  );
  // Back on the bar's button that opened it, and Shift+Tab to the other two: each shows a ring.
  for (const button of ['preferences button', 'second choice', 'first choice']) {
    await expectFocusRing(page, `the cookie bar's ${button}`);
    await page.keyboard.press('Shift+Tab');
  }
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

/**
 * A header toggles its item by a click and by its keys; a closed answer stays findable
 * (hidden="until-found", laid out), and a link to its words (a text fragment, `#:~:text=`) opens it.
 */
export async function checkCollapse(page: TestPage, where: string, group = '#block-collapse-group') {
  await scrollToUpgrade(page, 'collapse-item');
  // A header toggles its item by a click, and by Enter and Space, back and forth.
  const header = page.locator(`${group} collapse-item:last-of-type .collapse-item__button`).first();
  const before = (await header.getAttribute('aria-expanded'))!;
  const toggled = before === 'true' ? 'false' : 'true';
  for (const [act, want] of [
    [() => header.click(), toggled],
    [() => header.press('Enter'), before],
    [() => header.press('Space'), toggled],
    [() => header.press('Enter'), before],
  ] as const) {
    await act();
    await until(
      `${where}: the last item's header`,
      () => header.getAttribute('aria-expanded'),
      (v) => v === want,
      {
        want,
      },
    );
  }
  // By its id: a locator of the first closed item would move on to the next one once this opens.
  const id = await page.locator('collapse-item:not([opened]) .collapse-item__body').first().getAttribute('id');
  const body = page.locator(`[id="${id}"]`);
  expect(await body.getAttribute('hidden')).toBe('until-found');
  expect(await body.evaluate((e) => getComputedStyle(e).display), 'a closed answer, findable').not.toBe('none');
  const words = (await body.textContent())!.trim().split(/\s+/).slice(0, 4).join(' ');
  // A visitor's click on a link to the words: the browser follows a text fragment within the page
  // only on a navigation the visitor started. It fires `beforematch` on the body, which opens it.
  await page.evaluate(
    (href) => {
      const link = document.createElement('a');
      link.id = 'text-fragment-link';
      link.href = href;
      link.textContent = 'To the answer';
      document.body.prepend(link);
    },
    `#:~:text=${encodeURIComponent(words)}`,
  );
  await page.locator('#text-fragment-link').click();
  await until(
    `${where}: the answer a text fragment link leads to ("${words}"), open`,
    () => body.getAttribute('hidden'),
    (hidden) => hidden === null,
    { want: 'no hidden' },
  );
  await page.evaluate(() => document.getElementById('text-fragment-link')!.remove());
}

/** The gallery's lightbox covers the viewport and shows its photo inside it. */
export async function checkLightbox(page: TestPage) {
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
  await page.keyboard.press('Tab');
  await expectFocusRing(page, 'the lightbox');
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
export async function checkVideoNotice(page: TestPage) {
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

/**
 * The language switch (the first `languageSwitch` matches) opens below its button, inside the
 * viewport, and Escape closes it.
 */
export async function checkLanguageSwitch(page: TestPage, languageSwitch = '[data-site-header] language-switch') {
  const button = page.locator(`${languageSwitch} .language-switch__button`).first();
  await page.waitForSelector(`${languageSwitch}[data-upgraded]`, { state: 'attached' });
  await button.click();
  await until(
    'the language switch, open',
    () => button.getAttribute('aria-expanded'),
    (open) => open === 'true',
    {
      want: 'true',
    },
  );
  const list = await box(page, `${languageSwitch} .language-switch__list`);
  const opener = await box(page, `${languageSwitch} .language-switch__button`);
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
export async function checkNewsletter(page: TestPage) {
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
  // Then a signup: the demo backend's success message in place of the form.
  const address = `theme-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await page.locator('newsletter-signup input[type="email"]').fill(address);
  await page.locator('newsletter-signup input[type="checkbox"]').check();
  await page.locator('newsletter-signup .newsletter-signup__submit').click();
  const success = page.locator('newsletter-signup .newsletter-signup__success');
  await until(
    'the newsletter success message',
    async () => ((await success.count()) ? await success.textContent() : ''),
    (text) => !!text?.trim(),
    { want: 'a message' },
  );
  expect(await success.isVisible(), 'the success message shown').toBe(true);
}
