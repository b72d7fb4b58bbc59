// Issue 8, accessibility: keyboard-only journeys through every block of the English demo page.
// After the page has loaded, only page.keyboard is used: no clicks, no element.focus(). Each
// journey Tabs from the top of the page to its block, as a keyboard user would.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SLIDER_STATES } from '../support/slider-state';
import {
  baseUrl,
  storedChoice,
  cspViolations,
  openDemoPage,
  useBrowser,
  waitForSlidesToSettle,
  waitForWidgetsNearViewport,
  type TestPage,
} from './support/browser';

const newPage = useBrowser();

const PATH = '/en/';

/** Opens the demo page; unless `firstVisit`, with a cookie choice already stored so the bar stays closed. */
async function open({ firstVisit = false } = {}): Promise<TestPage> {
  const page = await newPage();
  if (!firstVisit) await page.context().addCookies([{ name: 'cookiebar', value: 'necessary', url: baseUrl() }]);
  await openDemoPage(page, PATH);
  return page;
}

const focusMatches = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

/**
 * Presses Tab (or Shift+Tab) until the focused element matches `selector`. After each press it
 * lets the widgets coming into view upgrade, as the pause between a person's key presses does.
 */
async function tabTo(page: Page, selector: string, { backwards = false, max = 250 } = {}) {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await waitForWidgetsNearViewport(page);
    if (await focusMatches(page, selector)) return;
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} never reached ${selector}`);
}

async function expectClean(page: TestPage) {
  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
}

/**
 * The Swiper state of the first slider matching `tag`, once its transition has ended (a looping
 * Swiper ignores a key pressed mid-transition, as it should: the test waits as a person would).
 */
async function slider(page: Page, tag: string) {
  const state = async () => {
    const [first] = await page.evaluate(SLIDER_STATES, `${tag} .swiper`);
    if (!first) throw new Error(`no Swiper in ${tag}`);
    return first;
  };
  await expect.poll(async () => (await state()).moving).toBe(false);
  return state();
}

describe('keyboard journeys on the English demo page', () => {
  it('hero: the pause button stops and restarts the movement with Enter and Space', async () => {
    const page = await open();
    const hero = page.locator('[data-hero]');
    await expect.poll(() => hero.getAttribute('data-hero-state')).toBe('playing');
    await tabTo(page, '[data-hero-toggle]');
    await page.keyboard.press('Enter');
    await expect.poll(() => hero.getAttribute('data-hero-state')).toBe('paused');
    await expect.poll(() => page.locator('[data-hero-toggle]').textContent()).toContain('Play animation');
    await page.keyboard.press('Space');
    await expect.poll(() => hero.getAttribute('data-hero-state')).toBe('playing');
    await expect.poll(() => page.locator('[data-hero-toggle]').textContent()).toContain('Pause animation');
    await expectClean(page);
  });

  it(
    'menu: Enter opens it, Tab moves into it, Escape closes the sub-menu, then the menu, and focus returns ' +
      'to each toggle',
    async () => {
      const page = await open();
      await tabTo(page, 'button[data-menu-toggle]');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
      expect(await page.locator('button[data-menu-toggle]').getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true);
      // The sub-menu opens with Enter on its toggle.
      await tabTo(page, '#site-menu [data-submenu-toggle]');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#site-menu-services').isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusMatches(page, '#site-menu-services a')).toBe(true);
      // One Escape closes one thing: the sub-menu first, back to its toggle…
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#site-menu-services').isHidden()).toBe(true);
      expect(await page.locator('#site-menu [data-submenu-toggle]').getAttribute('aria-expanded')).toBe('false');
      expect(await focusMatches(page, '#site-menu [data-submenu-toggle]')).toBe(true);
      expect(await page.locator('#site-menu').isVisible()).toBe(true);
      // …then the menu.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#site-menu').isHidden()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.classList.contains('is-menu-open'))).toBe(false);
      expect(await focusMatches(page, 'button[data-menu-toggle]')).toBe(true);
      await expectClean(page);
    },
  );

  it(
    'language switch: Enter opens the list into its link, Escape closes and returns focus, ' +
      'arrows open it too, Enter follows the link',
    async () => {
      const page = await open();
      const header = '[data-site-header] language-switch';
      const list = page.locator(`${header} .language-switch__list`);
      const focusedLink = () =>
        page.evaluate(() => (document.activeElement as HTMLAnchorElement | null)?.getAttribute('hreflang') ?? null);
      await tabTo(page, `${header} .language-switch__button`);
      await page.keyboard.press('Enter');
      await expect.poll(() => list.isVisible()).toBe(true);
      // On the English page the list offers the one other language, Dutch.
      expect(await focusedLink()).toBe('nl');
      // The arrows stop at the ends of the list: with one link, focus stays on it.
      await page.keyboard.press('ArrowDown');
      expect(await focusedLink()).toBe('nl');
      await page.keyboard.press('Escape');
      await expect.poll(() => list.isHidden()).toBe(true);
      expect(await focusMatches(page, `${header} .language-switch__button`)).toBe(true);
      // ArrowUp on the closed button opens the list at its last link.
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => list.isVisible()).toBe(true);
      expect(await focusedLink()).toBe('nl');
      await page.keyboard.press('Escape');
      await expect.poll(() => list.isHidden()).toBe(true);
      // Enter opens again; Enter on the link follows it to the Dutch page.
      await page.keyboard.press('Enter');
      await expect.poll(focusedLink).toBe('nl');
      await Promise.all([page.waitForURL(`${baseUrl()}/`), page.keyboard.press('Enter')]);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('nl');
      await expectClean(page);
    },
  );

  it('collapse: Enter opens a closed item, Space closes it again', async () => {
    const page = await open();
    const item = page.locator('collapse-item[heading="Do you work with existing brand guidelines?"]');
    const button = item.locator('.collapse-item__button');
    const body = item.locator('.collapse-item__body');
    // The first closed item in Tab order is this one (the first item starts opened). It is below
    // the fold: tabbing towards it brings it near, which loads and upgrades it on the way.
    await tabTo(page, '.collapse-item__button[aria-expanded="false"]');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Do you work with existing brand guidelines?',
    );
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await body.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => body.isVisible()).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => body.isVisible()).toBe(false);
    await expectClean(page);
  });

  it('image slider: Enter on a pagination bullet goes to that slide, the arrow keys move on from there', async () => {
    const page = await open();
    await tabTo(page, 'image-slider .swiper-pagination-bullet:nth-child(3)');
    expect((await slider(page, 'image-slider')).realIndex).toBe(0);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await slider(page, 'image-slider')).realIndex).toBe(2);
    // Swiper's loop rearranges the slides once a move has ended and drops keys until then; a
    // visitor's next key press comes later than a script's, once the slide stands still.
    await waitForSlidesToSettle(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await slider(page, 'image-slider')).realIndex).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await slider(page, 'image-slider')).realIndex).toBe(2);
    await expectClean(page);
  });

  it('timeline slider: Tab stops on its track, a named region, and the arrow keys move it', async () => {
    const page = await open();
    // Its slides hold no links: the track itself is the Tab stop.
    await tabTo(page, 'timeline-slider .swiper');
    const track = page.locator('timeline-slider .swiper');
    expect(await track.getAttribute('role')).toBe('region');
    expect(await track.getAttribute('aria-label')).toBe('Timeline, move with the arrow keys');
    // Focus scrolls it into view (smoothly on the demo page; its edge may end a subpixel out).
    const inView = () =>
      track.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return rect.top >= -1 && rect.bottom <= window.innerHeight + 1;
      });
    await expect.poll(inView).toBe(true);
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await slider(page, 'timeline-slider')).realIndex).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await slider(page, 'timeline-slider')).realIndex).toBe(0);
    await expectClean(page);
  });

  it('updates slider: Enter on next and previous moves the slides; Tab then reaches newly visible links', async () => {
    const page = await open();
    await tabTo(page, 'updates-slider .slider-button--next');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await slider(page, 'updates-slider')).realIndex).toBe(1);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await slider(page, 'updates-slider')).realIndex).toBe(2);
    await page.keyboard.press('Shift+Tab');
    expect(await focusMatches(page, 'updates-slider .slider-button--prev')).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await slider(page, 'updates-slider')).realIndex).toBe(1);
    // The first link Tab reaches belongs to a slide in view.
    await tabTo(page, 'updates-slider .swiper-slide a');
    const slideIndex = await page.evaluate(() => {
      const slide = document.activeElement!.closest('.swiper-slide')!;
      return Array.from(slide.parentElement!.children).indexOf(slide);
    });
    expect(slideIndex).toBe(1);
    await expectClean(page);
  });

  it(
    'newsletter: type the address, Space on the checkbox, Enter submits, ' + 'focus lands on the success message',
    async () => {
      const page = await open();
      const signup = page.locator('newsletter-signup');
      await tabTo(page, 'newsletter-signup input[type="email"]');
      await page.keyboard.type(`keyboard-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
      await page.keyboard.press('Tab');
      expect(await focusMatches(page, 'newsletter-signup input[type="checkbox"]')).toBe(true);
      await page.keyboard.press('Space');
      expect(await signup.locator('input[type="checkbox"]').isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await focusMatches(page, 'newsletter-signup button[type="submit"]')).toBe(true);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => focusMatches(page, 'newsletter-signup .newsletter-signup__success'), { timeout: 10_000 })
        .toBe(true);
      expect(await signup.locator('.newsletter-signup__success').textContent()).toMatch(/\S/);
      expect(await signup.locator('form').isHidden()).toBe(true);
      await expectClean(page);
    },
  );

  it(
    'gallery: Enter on a link opens the lightbox, arrows change the slide, ' +
      'Escape closes and focus returns to the link',
    async () => {
      const page = await open();
      await tabTo(page, '[data-gallery] li:nth-child(2) a');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => {
        const pswp = (window as unknown as { pswp?: { opener: { isOpen: boolean; isOpening: boolean } } }).pswp;
        return !!pswp && pswp.opener.isOpen && !pswp.opener.isOpening;
      });
      const index = () =>
        page.evaluate(() => (window as unknown as { pswp?: { currIndex: number } }).pswp?.currIndex ?? null);
      expect(await index()).toBe(1);
      // Focus is inside the lightbox, so the arrows go to it rather than to the page.
      expect(await page.evaluate(() => document.activeElement?.closest('.pswp') !== null)).toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(index).toBe(2);
      await expect.poll(() => page.locator('.pswp__caption').textContent()).toContain('Canal houses');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(index).toBe(1);
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.pswp'));
      await expect.poll(() => focusMatches(page, '[data-gallery] li:nth-child(2) a')).toBe(true);
      await expectClean(page);
    },
  );

  it(
    'cookie bar: Shift+Tab from the top reaches it at first visit; Enter chooses; ' +
      'the footer action opens the preferences dialog and focus returns there',
    async () => {
      const page = await open({ firstVisit: true });
      const bar = page.locator('[data-cookiebar]');
      expect(await bar.isVisible()).toBe(true);
      // The bar is the last thing in the page: a few steps backwards from the start.
      await tabTo(page, '[data-cookiebar-choice="necessary"]', { backwards: true, max: 3 });
      await page.keyboard.press('Enter');
      await expect.poll(() => bar.isHidden()).toBe(true);
      await expect.poll(() => storedChoice(page)).toBe('necessary');

      await tabTo(page, '[data-cookiebar-open]', { backwards: true });
      await page.keyboard.press('Enter');
      const dialog = page.locator('dialog[data-cookie-preferences]');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      // Focus is in the dialog, on the first switch; Space turns it on, Tab reaches the buttons.
      await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
      await page.keyboard.press('Space');
      await tabTo(page, '[data-preferences-choice="save"]', { max: 8 });
      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => storedChoice(page)).toBe('necessary.analytics');
      expect(await focusMatches(page, '[data-cookiebar-open]')).toBe(true);
      await expectClean(page);
    },
  );
});
