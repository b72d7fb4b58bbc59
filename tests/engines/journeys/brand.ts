// One accent colour brands every block: on the demo page, in each of its two brands (the brand
// switch sets only --sw-color-accent), the blocks' branded parts take the accent, and the keyboard
// focus ring is the accent with 3:1 contrast against the page, unless the site sets --sw-focus-ring.
// And an open accordion item's focus ring stays off its body text.
import { expect } from 'vitest';
import type { EnginePage } from '../support/engine';
import type { Journey } from '../support/journeys';
import { focusByKeyboard, openDemo, scrollToUpgradeAll, waitFor, waitForExpanded } from '../support/page-checks';

const BRANDS = [
  { brand: 'noord', accent: 'rgb(11, 92, 173)' },
  { brand: 'rose', accent: 'rgb(194, 24, 91)' },
] as const;

const HEADER = '#block-collapse-group collapse-item .collapse-item__button';
const DIALOG = 'dialog[data-cookie-preferences]';

/** The colours of each block's branded part now, by the block's name. */
const brandedColours = () => {
  const style = (selector: string, pseudo?: string) => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`nothing matches ${selector}`);
    return getComputedStyle(element, pseudo);
  };
  return {
    // Its bars are the button's background images, gradients of one colour.
    'accordion plus/minus': /rgba?\([^)]*\)/.exec(
      style('#block-collapse-group .collapse-item__button').backgroundImage,
    )?.[0],
    'link inside the accordion': style('#block-collapse-group collapse-item a:not([class])').color,
    'image slider bullet': style('image-slider .swiper-pagination-bullet-active', '::before').backgroundColor,
    'updates slider button': style('updates-slider .slider-button--next').borderTopColor,
    'language switch chevron': style('#block-language-switch .language-switch__icon').borderRightColor,
    'cookie bar button': style('[data-cookiebar] [data-cookiebar-choice="all"]').color,
    'newsletter button': style('newsletter-signup .newsletter-signup__submit').backgroundColor,
    'hero pause icon': style('[data-hero] .sw-hero__toggle-icon').fill,
  };
};

/** The colours of the parts that show only when opened: the preferences dialog's and the lightbox's. */
async function openedColours(page: EnginePage) {
  await page.click('[data-cookiebar] [data-cookiebar-preferences]');
  await waitFor(page, 'the preferences dialog', (s) => document.querySelector<HTMLDialogElement>(s)?.open, DIALOG);
  const dialog = await page.evaluate(
    (s) => getComputedStyle(document.querySelector(`${s} .cookie-preferences__button`)!).color,
    DIALOG,
  );
  await page.press('Escape');
  await waitFor(page, 'the dialog to close', (s) => !document.querySelector<HTMLDialogElement>(s)?.open, DIALOG);
  await page.click('[data-gallery] a');
  await waitFor(page, 'the lightbox', () => {
    const pswp = (window as unknown as { pswp?: { opener: { isOpen: boolean; isOpening: boolean } } }).pswp;
    return pswp?.opener.isOpen && !pswp.opener.isOpening;
  });
  const lightbox = await page.evaluate(
    () => getComputedStyle(document.querySelector('.pswp__button--close .pswp__icn')!).color,
  );
  await page.press('Escape');
  await waitFor(page, 'the lightbox to close', () => !document.querySelector('.pswp'));
  return { 'preferences dialog button': dialog, 'lightbox controls': lightbox };
}

/**
 * The focused element's ring: its outline's colour, style and width, and the contrast of that
 * colour against the first opaque background behind the element (WCAG's relative luminance).
 */
const focusRing = () => {
  const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (colour: string) => {
    const [r, g, b] = channels(colour).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const focused = document.activeElement as HTMLElement;
  let ground = 'rgb(255, 255, 255)';
  for (let element: Element | null = focused.parentElement; element; element = element.parentElement) {
    const background = getComputedStyle(element).backgroundColor;
    if (channels(background)[3] !== 0 && background !== 'transparent') {
      ground = background;
      break;
    }
  }
  const { outlineColor, outlineStyle, outlineWidth } = getComputedStyle(focused);
  const [lighter, darker] = [luminance(outlineColor), luminance(ground)].sort((a, b) => b - a);
  return { outlineColor, outlineStyle, outlineWidth, contrast: (lighter! + 0.05) / (darker! + 0.05) };
};

export const journeys: Journey[] = [
  {
    name: 'brand: only the accent set, every block and the focus ring show it, with 3:1 contrast',
    once: true,
    async run({ page }) {
      await openDemo(page, '/');
      await scrollToUpgradeAll(page);
      for (const { brand, accent } of BRANDS) {
        await page.click(`input[name="demo-brand"][value="${brand}"]`);
        const colours = { ...(await page.evaluate(brandedColours)), ...(await openedColours(page)) };
        const expected = Object.fromEntries(Object.keys(colours).map((part) => [part, accent]));
        expect(colours, `${page.engine}, brand ${brand}`).toEqual(expected);

        await focusByKeyboard(page, HEADER);
        const ring = await page.evaluate(focusRing);
        expect(ring, `${page.engine}, brand ${brand}: the focus ring`).toMatchObject({
          outlineColor: accent,
          outlineStyle: 'solid',
          outlineWidth: '3px',
        });
        expect(ring.contrast, `${page.engine}, brand ${brand}: the ring's contrast`).toBeGreaterThanOrEqual(3);
      }
      // A ring of the site's own wins over the accent.
      await page.evaluate(() =>
        document.documentElement.style.setProperty('--sw-focus-ring', '4px dashed rgb(0, 100, 0)'),
      );
      await focusByKeyboard(page, HEADER);
      expect(await page.evaluate(focusRing)).toMatchObject({
        outlineColor: 'rgb(0, 100, 0)',
        outlineStyle: 'dashed',
        outlineWidth: '4px',
      });
    },
  },
  {
    name: "accordion: an open item's focus ring stays off its body text",
    async run({ page, path }) {
      await openDemo(page, path);
      await scrollToUpgradeAll(page);
      const opened = await page.evaluate(
        (s) => Array.from(document.querySelectorAll(s), (button) => button.getAttribute('aria-expanded') === 'true'),
        HEADER,
      );
      if (!opened[0]) await page.click(HEADER);
      await waitForExpanded(page, HEADER, [true, ...opened.slice(1).map(() => false)]);
      await focusByKeyboard(page, HEADER);
      const { ringBottom, textTop } = await page.evaluate((s) => {
        const button = document.querySelector(s)!;
        const { outlineOffset, outlineWidth } = getComputedStyle(button);
        const body = button.closest('collapse-item')!.querySelector('.collapse-item__content > *')!;
        // The top of the body's first line of text, not of its box.
        const range = document.createRange();
        range.selectNodeContents(body);
        return {
          ringBottom: button.getBoundingClientRect().bottom + parseFloat(outlineOffset) + parseFloat(outlineWidth),
          textTop: range.getClientRects()[0]!.top,
        };
      }, HEADER);
      expect(ringBottom, `${page.engine}: the ring's bottom against the body text's top`).toBeLessThanOrEqual(textTop);
    },
  },
];
