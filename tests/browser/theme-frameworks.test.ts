// Every block inside the CSS frameworks agencies build themes on (a page built with Tailwind CSS 4,
// Tailwind's preflight as the file itself, Bootstrap 5.3, Bulma 1, Pico CSS 2), in Chromium
// against the built bundle: the demo pages at /themes/NAME/ (the framework's stylesheet after
// ours, as a WordPress theme's comes after a plugin's) and /themes/NAME/before/, in Dutch and
// English, on a desktop and a phone. Each block is used as a visitor would (the accordion by mouse
// and keys, a signup, the menu and its scroll freeze on the phone), and a walk with Tab checks the
// focus indicator of every control in a block.
// What a theme may change (text font, size and colour) is not looked at; the blocks' own geometry,
// controls and states are: the numbers below are the plain page's, written out so that a change
// fails.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { THEME_STYLESHEETS } from '../../demo/server/themes.mjs';
import {
  checkCollapse,
  checkCookieBar,
  checkFocusRings,
  checkHero,
  checkLanguageSwitch,
  checkLightbox,
  checkNewsletter,
  checkSliders,
  checkVideoNotice,
} from './support/block-checks';
import { cspViolations, openDemoPage, useBrowser, type TestPage } from './support/browser';
import { until } from '../support/until';

const newPage = useBrowser();

const VIEWPORTS = [
  { width: 1280, height: 800, slides: { gap: 40, updates: 3.3, timeline: 3.3 } },
  { width: 390, height: 844, slides: { gap: 24, updates: 1.5, timeline: 1.3 } },
] as const;

/** Where the content and the header sit in the viewport, the page's scroll, and the menu's state. */
const menuState = (page: TestPage) =>
  page.evaluate(() => {
    const html = document.documentElement;
    const menu = document.getElementById('site-menu')!.getBoundingClientRect();
    return {
      contentTop: Math.round(document.querySelector('#block-collapse-group')!.getBoundingClientRect().top),
      headerTop: Math.round(document.querySelector('[data-site-header]')!.getBoundingClientRect().top),
      scrollY: Math.round(scrollY),
      open: html.classList.contains('is-menu-open'),
      frozen: html.classList.contains('is-scroll-frozen'),
      menuInView: menu.width > 0 && menu.left >= 0 && menu.right <= innerWidth && menu.top >= 0,
    };
  });

/** On a phone: the menu opens as a panel, freezes the page where it was, and closes on Escape. */
async function checkMenu(page: TestPage) {
  const toggle = page.locator('[data-site-header] [data-menu-toggle]');
  await page.evaluate(() => scrollTo({ top: 600, behavior: 'instant' }));
  const before = await menuState(page);
  await toggle.click();
  await until(
    'the menu, open',
    () => menuState(page),
    (state) => state.open && state.frozen,
    {
      want: 'open, the page frozen',
      show: JSON.stringify,
    },
  );
  await page.mouse.wheel(0, 400);
  const during = await menuState(page);
  expect(during.menuInView, 'the menu inside the viewport').toBe(true);
  expect([during.contentTop, during.headerTop], 'the page frozen where it was').toEqual([
    before.contentTop,
    before.headerTop,
  ]);
  await page.keyboard.press('Escape');
  await until(
    'the menu, closed',
    () => menuState(page),
    (state) => !state.open && !state.frozen,
    {
      want: 'closed',
      show: JSON.stringify,
    },
  );
  expect((await menuState(page)).scrollY, 'the scroll position back').toBe(before.scrollY);
  expect(await toggle.evaluate((element) => element === document.activeElement), 'focus back on the toggle').toBe(true);
}

/** Every block used as a visitor would, on the page at `path`. */
async function checkEveryBlock(path: string, language: string, viewport: (typeof VIEWPORTS)[number]) {
  const page = await newPage({ viewport: { width: viewport.width, height: viewport.height } });
  await openDemoPage(page, path);
  await checkLanguageSwitch(page);
  await checkCookieBar(page);
  await checkHero(page);
  if (viewport.width < 768) await checkMenu(page);
  await checkVideoNotice(page);
  await checkNewsletter(page);
  await checkSliders(page, viewport.slides);
  await checkLightbox(page);
  await checkCollapse(page, `${path} (${language})`);
  await checkFocusRings(page);
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
