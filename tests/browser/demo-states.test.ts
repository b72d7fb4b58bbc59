// Issue 8, accessibility: axe (WCAG 2.2 A and AA) finds nothing on either demo page in any state a
// visitor can bring it into, and no state costs a CSP violation or an uncaught error.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  cspViolations,
  describeViolations,
  openDemoPage,
  scrollToUpgrade,
  useBrowser,
  waitForSlidesToSettle,
  type TestPage,
} from './support/browser';

const newPage = useBrowser();

const PAGES = [
  { path: '/', language: 'nl' },
  { path: '/en/', language: 'en' },
] as const;

async function expectAccessible(page: Page, state: string) {
  const violations = await axeViolations(page);
  expect(violations, `${state}:\n${describeViolations(violations)}`).toEqual([]);
}

async function expectClean(page: TestPage) {
  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
}

// Each test runs axe over the whole page once or twice; on a busy machine that takes a while.
const AXE_TEST_TIMEOUT = 60_000;

const cookiebar = (page: Page) => page.locator('[data-cookiebar]');

/** Opens the page as a first visit (cookie bar shown), then chooses necessary cookies so the bar is out of the way. */
async function openWithChoiceMade(page: Page, path: string) {
  await openDemoPage(page, path);
  await cookiebar(page).locator('[data-cookiebar-choice="necessary"]').click();
  await expect.poll(() => cookiebar(page).isHidden()).toBe(true);
}

describe.each(PAGES)(
  'demo page $path: axe in every state',
  ({ path }) => {
    it('at first visit, with the cookie bar shown', async () => {
      const page = await newPage();
      await openDemoPage(page, path);
      await expect.poll(() => cookiebar(page).isVisible()).toBe(true);
      await expectAccessible(page, 'first visit');
      await expectClean(page);
    });

    it('after a cookie choice, and with the preferences dialog opened by the change-preferences action', async () => {
      const page = await newPage();
      await openWithChoiceMade(page, path);
      await expectAccessible(page, 'after the choice');
      await page.locator('[data-cookiebar-open]').click();
      await expect.poll(() => page.locator('dialog[data-cookie-preferences]').isVisible()).toBe(true);
      await expectAccessible(page, 'preferences dialog open');
      await expectClean(page);
    });

    it('with the menu open (narrow window, where the menu is a panel)', async () => {
      const page = await newPage({ viewport: { width: 390, height: 800 } });
      await openWithChoiceMade(page, path);
      await page.locator('button[data-menu-toggle]').click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.classList.contains('is-menu-open')))
        .toBe(true);
      await expect.poll(() => page.locator('#site-menu').isVisible()).toBe(true);
      // The sub-menu opened as well: its links are part of the menu's state.
      await page.locator('#site-menu button[data-submenu-toggle]').click();
      await expect.poll(() => page.locator('#site-menu-services').isVisible()).toBe(true);
      await expectAccessible(page, 'menu open');
      await expectClean(page);
    });

    it('with the language-switch dropdown open', async () => {
      const page = await newPage();
      await openWithChoiceMade(page, path);
      const header = page.locator('[data-site-header] language-switch');
      await header.locator('.language-switch__button').click();
      await expect.poll(() => header.locator('.language-switch__list').isVisible()).toBe(true);
      await expectAccessible(page, 'dropdown open');
      await expectClean(page);
    });

    it('with the gallery lightbox open', async () => {
      const page = await newPage();
      await openWithChoiceMade(page, path);
      await page.locator('[data-gallery] a').first().click();
      await page.waitForSelector('.pswp--open');
      await page.waitForFunction(() => {
        const pswp = (window as unknown as { pswp?: { opener: { isOpen: boolean; isOpening: boolean } } }).pswp;
        return !!pswp && pswp.opener.isOpen && !pswp.opener.isOpening;
      });
      await expectAccessible(page, 'lightbox open');
      await expectClean(page);
    });

    it('with the collapse items opened, the sliders moved on and the hero paused', async () => {
      const page = await newPage();
      await openWithChoiceMade(page, path);
      await scrollToUpgrade(page, 'collapse-item, image-slider, timeline-slider, updates-slider');
      // Opening each closed item in turn: a group without leave-open ends with its last item open,
      // the leave-open group with both of its items.
      for (const button of await page.locator('.collapse-item__button').all()) {
        if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
      }
      await expect.poll(() => page.locator('.collapse-item__button[aria-expanded="true"]').count()).toBe(3);
      await page.locator('image-slider .swiper-pagination-bullet').nth(3).click();
      await page.locator('updates-slider .slider-button--next').click();
      await page.locator('[data-hero-toggle]').click();
      await expect.poll(() => page.locator('[data-hero]').getAttribute('data-hero-state')).toBe('paused');
      await waitForSlidesToSettle(page);
      await expectAccessible(page, 'moved and opened');
      await expectClean(page);
    });

    it('after accepting all cookies: the consent video shows its player', async () => {
      const page = await newPage();
      await openDemoPage(page, path);
      await cookiebar(page).locator('[data-cookiebar-choice="all"]').click();
      await expect.poll(() => page.locator('[data-consent-video] iframe').count()).toBe(1);
      await expectAccessible(page, 'consent given');
      await expectClean(page);
    });

    it(
      'in a 320 px window (WCAG reflow): ' +
        'no sideways scrolling, the consent notice holds all its text, axe finds nothing',
      async () => {
        const page = await newPage({ viewport: { width: 320, height: 700 } });
        await openWithChoiceMade(page, path);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        ).toBe(0);
        const notice = await page.locator('[data-consent-video]').evaluate((video) => {
          const box = video.getBoundingClientRect();
          const outside = Array.from(video.querySelectorAll('.consent-video__text, .consent-video__button'))
            .map((element) => element.getBoundingClientRect())
            .filter(
              (rect) =>
                rect.top < box.top || rect.bottom > box.bottom || rect.left < box.left || rect.right > box.right,
            );
          return { outside: outside.length, texts: video.querySelectorAll('.consent-video__text').length };
        });
        expect(notice).toEqual({ outside: 0, texts: 1 });
        await expectAccessible(page, '320 px window');
        await expectClean(page);
      },
    );

    it('with the newsletter showing its errors, then its success message from the demo backend', async () => {
      const page = await newPage();
      await openWithChoiceMade(page, path);
      await scrollToUpgrade(page, 'newsletter-signup');
      const signup = page.locator('newsletter-signup');
      await signup.locator('button[type="submit"]').click();
      await expect.poll(() => signup.locator('.newsletter-signup__error').count()).toBeGreaterThan(0);
      await expect.poll(() => signup.locator('input[type="email"]').getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page, 'newsletter errors');

      await signup
        .locator('input[type="email"]')
        .fill(`demo-states-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`);
      await signup.locator('input[type="checkbox"]').check();
      await signup.locator('button[type="submit"]').click();
      await expect
        .poll(() => signup.locator('.newsletter-signup__success').textContent(), { timeout: 10_000 })
        .not.toBe('');
      await expect.poll(() => signup.locator('form').isHidden()).toBe(true);
      await expectAccessible(page, 'newsletter success');
      await expectClean(page);
    });
  },
  AXE_TEST_TIMEOUT,
);
