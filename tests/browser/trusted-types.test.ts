// The demo pages require Trusted Types (demo/server/csp.mjs): no string may reach an HTML or
// script sink without a policy. Every browser test already fails on a violation in any page it
// opens (support/browser.ts); this one walks each demo page through every state a visitor can bring
// it into, the ones where the libraries write (the lightbox, the sliders) and consent runs scripts,
// under the demo's CSP and under one that names the only policies a site has to allow
// (docs/security.md#trusted-types).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PAGES } from './support/apg';
import { cspViolations, openDemoPage, scrollToUpgrade, useBrowser, type TestPage } from './support/browser';

const newPage = useBrowser();

/** What a site with a `trusted-types` directive lists for the bundle. */
const DOCUMENTED_DIRECTIVE = 'trusted-types site-widgets lit-html';

/** Serves the demo pages with `directive` added to their CSP. */
async function addToPageCsp(page: Page, directive: string) {
  await page.route(/\/(en\/)?(\?.*)?$/, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    // The body comes decoded: its length and encoding are those of the new response.
    delete headers['content-encoding'];
    delete headers['content-length'];
    headers['content-security-policy'] = `${headers['content-security-policy']}; ${directive}`;
    await route.fulfill({ response, headers });
  });
}

async function walkEveryState(page: TestPage, path: string) {
  await openDemoPage(page, path);
  const csp = await page.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  expect(csp).toContain("require-trusted-types-for 'script'");

  // Consent to everything: the gated scripts run (an external one and an inline one with the
  // page's nonce), the consent video shows its player; then the preferences dialog.
  await page.locator('[data-cookiebar-choice="all"]').click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { demoAnalytics?: { events: string[] } }).demoAnalytics?.events),
    )
    .toEqual(['pageview']);
  await expect.poll(() => page.locator('[data-consent-video] iframe').count()).toBe(1);
  await page.locator('[data-cookiebar-open]').click();
  await page.locator('dialog[data-cookie-preferences]').waitFor();
  await page.keyboard.press('Escape');

  // The menu with its sub-menu, and the language switch.
  await page.locator('[data-menu-toggle]').click();
  await page.locator('#site-menu [data-submenu-toggle]').click();
  await page.locator('#site-menu-services a').first().press('Escape');
  await page.keyboard.press('Escape');
  await page.locator('[data-site-header] .language-switch__button').click();
  await page.keyboard.press('Escape');

  // Every widget upgraded, then moved: the collapse items, the three sliders, the hero paused.
  await scrollToUpgrade(page, 'collapse-item, image-slider, timeline-slider, updates-slider, newsletter-signup');
  for (const button of await page.locator('.collapse-item__button').all()) await button.click();
  await page.locator('image-slider .swiper-pagination-bullet').nth(3).click();
  await page.locator('updates-slider .slider-button--next').click();
  await page.locator('updates-slider .slider-button--prev').click();
  await page.locator('timeline-slider .swiper').focus();
  await page.keyboard.press('ArrowRight');
  await page.locator('[data-hero-toggle]').click();

  // The lightbox, opened, moved on and closed.
  await page.locator('[data-gallery] a').first().click();
  await page.waitForFunction(() => {
    const pswp = (window as unknown as { pswp?: { opener: { isOpen: boolean; isOpening: boolean } } }).pswp;
    return !!pswp && pswp.opener.isOpen && !pswp.opener.isOpening;
  });
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => page.locator('.pswp__counter').textContent()).toMatch(/^2\b/);
  await page.keyboard.press('Escape');
  await page.locator('.pswp').waitFor({ state: 'detached' });

  // The newsletter's errors.
  const signup = page.locator('newsletter-signup');
  await signup.locator('button[type="submit"]').click();
  await expect.poll(() => signup.locator('.newsletter-signup__error').count()).toBeGreaterThan(0);

  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.trustedTypes).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
  expect(page.problems.consoleWarnings.filter((text) => text.includes('Trusted Types'))).toEqual([]);
}

// Each test walks a whole page, axe-free but with every interaction, on a machine shared with others.
const WALK_TIMEOUT = 90_000;

describe.each(DEMO_PAGES)('Trusted Types on the demo page $path', ({ path }) => {
  it(
    "meets the demo's require-trusted-types-for 'script' in every state",
    async () => {
      await walkEveryState(await newPage(), path);
    },
    WALK_TIMEOUT,
  );

  it(
    `needs no policy but those docs/security.md names (${DOCUMENTED_DIRECTIVE})`,
    async () => {
      const page = await newPage();
      await addToPageCsp(page, DOCUMENTED_DIRECTIVE);
      await walkEveryState(page, path);
      // The icons PhotoSwipe would write as markup are the lightbox's own elements.
      await page.locator('[data-gallery] a').first().click();
      await page.locator('.pswp--open').waitFor();
      expect(await page.locator('.pswp__button--close svg.pswp__icn path').count()).toBeGreaterThan(0);
      expect(await page.locator('.pswp__button--arrow--next svg.pswp__icn').count()).toBe(1);
      expect(page.problems.trustedTypes).toEqual([]);
    },
    WALK_TIMEOUT,
  );
});
