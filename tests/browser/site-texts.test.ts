// Site texts (docs/theming-and-texts.md, "Texts"): a page's JSON texts block and an element's data-i18n-KEY
// attributes replace catalogue texts in widgets and page behaviours, in Dutch and English; an
// override is text, so markup in one is shown and never runs.
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  cspViolations,
  describeViolations,
  openDemoPage,
  openFixture,
  useBrowser,
  waitForUpgrade,
  type TestPage,
} from './support/browser';

const newPage = useBrowser();

const PAYLOAD = '<img src=x onerror="window.__pwned=1">';
/** Escapes a value for a double-quoted HTML attribute: the attribute then holds the payload verbatim. */
const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TEXTS = {
  nl: {
    page: 'Vul eerst je e-mailadres in',
    element: 'Schrijf me in',
    hero: 'Stop de beweging',
    close: 'Terug naar de pagina',
  },
  en: {
    page: 'Please enter your email first',
    element: 'Count me in',
    hero: 'Stop the motion',
    close: 'Back to the page',
  },
} as const;

function fixture(language: 'nl' | 'en') {
  const texts = TEXTS[language];
  // Both languages in one block, as a CMS may render it on every page; the page language picks.
  const block = JSON.stringify({
    nl: {
      'newsletter.email_required': TEXTS.nl.page,
      'hero.pause': TEXTS.nl.hero,
      'newsletter.consent_label_no_brand': PAYLOAD,
      'gallery.counter_separator': PAYLOAD,
    },
    en: {
      'newsletter.email_required': TEXTS.en.page,
      'hero.pause': TEXTS.en.hero,
      'newsletter.consent_label_no_brand': PAYLOAD,
      'gallery.counter_separator': PAYLOAD,
    },
  });
  const items = [1, 2, 3]
    .map((i) => `<li><img src="/assets/images/hero-0${i}.svg" alt="Image ${i}" width="600" height="600"></li>`)
    .join('');
  return {
    head: `<script type="application/json" data-site-widgets-texts>${block}</script>`,
    body:
      `<div id="app"><main>
<div data-hero><p data-hero-intro><span>One</span> <span>Two</span></p><ul data-hero-items>${items}</ul></div>
<newsletter-signup data-i18n-newsletter.submit="${attr(texts.element)}"><h2>News</h2></newsletter-signup>
<div data-consent-video data-src="/assets/video-placeholder.html" ` +
      `data-i18n-consent_video.notice="${attr(PAYLOAD)}"></div>
<ul data-gallery data-i18n-gallery.close="${attr(texts.close)}">${['harbour', 'dunes']
        .map(
          (name) =>
            `<li><a href="/assets/images/gallery-${name}.svg" data-pswp-width="2400" data-pswp-height="1600">` +
            `<img src="/assets/images/gallery-${name}-thumb.svg" width="600" height="400" alt="${name}"></a></li>`,
        )
        .join('')}</ul>
</main></div>`,
  };
}

async function expectNothingRan(page: TestPage) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.evaluate(() => document.querySelectorAll('img[src="x"], [onerror]').length)).toBe(0);
  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
}

describe('site texts', () => {
  for (const language of ['nl', 'en'] as const) {
    it(`shows page and element overrides in a widget and in page behaviours, as text (${language})`, async () => {
      const page = await newPage();
      const { head, body } = fixture(language);
      await openFixture(page, body, { lang: language, head });
      await waitForUpgrade(page, 'newsletter-signup');
      const signup = page.locator('newsletter-signup');

      // Element override (the widget's own attribute).
      expect((await signup.locator('button[type="submit"]').textContent())?.trim()).toBe(TEXTS[language].element);
      // Page override, in the page language.
      await signup.locator('button[type="submit"]').click();
      await expect
        .poll(() => signup.locator('.newsletter-signup__error').first().textContent())
        .toBe(TEXTS[language].page);
      // Markup in a page override is the label's text.
      expect(await signup.locator('.newsletter-signup__consent-label').textContent()).toBe(PAYLOAD);

      // Page behaviours: the hero's button (page override), the consent video's notice (element override, markup).
      await expect
        .poll(
          () =>
            page
              .locator('[data-hero-toggle]')
              .textContent()
              .then((text) => text?.trim()),
          { timeout: 10_000 },
        )
        .toBe(TEXTS[language].hero);
      const notice = page.locator('[data-consent-video] .consent-video__text');
      await notice.waitFor();
      expect(await notice.textContent()).toBe(PAYLOAD);

      // The lightbox: the gallery's own close title, the page's counter separator (markup) as text.
      await page.waitForSelector('[data-gallery][data-gallery-ready]');
      await page.locator('[data-gallery] a').first().click();
      const close = page.locator('.pswp__button--close');
      await close.waitFor();
      expect(await close.getAttribute('title')).toBe(TEXTS[language].close);
      expect(await close.getAttribute('aria-label')).toBe(TEXTS[language].close);
      expect(await page.locator('.pswp__counter').textContent()).toBe(`1${PAYLOAD}2`);

      await expectNothingRan(page);
      expect(page.problems.consoleWarnings).toEqual([]);
    });
  }

  it('a bad texts block logs one warning naming it, and the defaults are used', async () => {
    const page = await newPage();
    await openFixture(page, '<div id="app"><newsletter-signup><h2>News</h2></newsletter-signup></div>', {
      lang: 'en',
      head:
        '<script type="application/json" data-site-widgets-texts id="site-texts">' +
        '{"en": {"newsletter.submit": "Join",}}</script>',
    });
    await waitForUpgrade(page, 'newsletter-signup');
    expect((await page.locator('newsletter-signup button[type="submit"]').textContent())?.trim()).toBe('Sign up');
    await page.locator('newsletter-signup button[type="submit"]').click();
    await page.locator('newsletter-signup .newsletter-signup__error').first().waitFor();
    const warnings = page.problems.consoleWarnings.filter((text) => text.includes('data-site-widgets-texts'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('id="site-texts"');
    expect(warnings[0]).toContain('not valid JSON');
  });

  it('the demo pages list the texts in an accessible table', async () => {
    for (const path of ['/', '/en/']) {
      const page = await newPage();
      await openDemoPage(page, path);
      expect(await page.locator('#block-site-texts tbody tr').count()).toBeGreaterThan(40);
      const violations = await axeViolations(page, '#block-site-texts');
      expect(violations, describeViolations(violations)).toEqual([]);
    }
  });
});
