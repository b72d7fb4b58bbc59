// Blocks inside a theme, in Chromium against the built bundle: sliders lay out by their own width
// (a theme's 650 px column) before and after the upgrade, a theme's rules for figures and articles
// move no slide at the upgrade, slide content stays inside its slide whatever the theme's heading
// sizes, and the language switch and cookie bar keep their layout under a theme's element rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBundle, openFixture, useBrowser, waitForUpgrade, type TestPage } from './support/browser';
import { frames, routeStylesheet } from './support/stylesheet';
// @ts-expect-error plain ESM module without type declarations
import { demoBlockPath } from '../../demo/server/demo-blocks.mjs';

const newPage = useBrowser();

/** A demo block's markup without its title comment. */
function block(file: string): string {
  return readFileSync(demoBlockPath('en', file.replace(/\.html$/, '')), 'utf8').replace(/^<!--.*?-->\s*/, '');
}
const DEMO_CSS = '<link rel="stylesheet" href="/assets/demo.css">';
const SLIDERS = 'image-slider, timeline-slider, updates-slider';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The slider's content width and the boxes of its slides: the CMS children, before the upgrade and
 * inside the slide elements after it.
 */
const sliderGeometry = (page: TestPage, tag: string) =>
  page.evaluate((t) => {
    const host = document.querySelector(t)!;
    const box = (element: Element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { left, top, width, height };
    };
    const slides = Array.from(host.querySelectorAll(':scope > article, .swiper-slide > article'), box);
    return { width: host.clientWidth, slides };
  }, tag);

function expectSameBoxes(before: Box[], after: Box[], label: string) {
  expect(after, label).toHaveLength(before.length);
  before.forEach((box, i) => {
    for (const key of ['left', 'top', 'width', 'height'] as const)
      expect(Math.abs(after[i]![key] - box[key]), `${label} slide ${i + 1} ${key}`).toBeLessThan(1);
  });
}

// The contract's numbers, written out here on purpose (not imported), so a change in the code fails.
const NARROW = { gap: 24, timeline: 1.3, updates: 1.5 };
const WIDE = { gap: 40, timeline: 3.3, updates: 3.3 };

describe('sliders follow their own width', () => {
  for (const { name, css, expected } of [
    {
      name: "in a theme's 650 px column",
      css: 'body { margin: 0 } .column { width: 650px; margin: 0 auto; }',
      expected: NARROW,
    },
    { name: 'at the full width of a 1280 px window', css: 'body { margin: 0 }', expected: WIDE },
  ]) {
    it(`${name}: slides per view and gap by the slider's width, same boxes before and after the upgrade`, async () => {
      const page = await newPage({ viewport: { width: 1280, height: 1400 } });
      const theme = await routeStylesheet(page, '/test/theme.css', css);
      const body = `<div class="column">${block('31-timeline-slider.html')}${block('32-updates-slider.html')}</div>`;
      await openFixture(page, body, { lang: 'en', head: DEMO_CSS + theme, scriptPosition: 'none' });
      await frames(page);
      const before = {
        timeline: await sliderGeometry(page, 'timeline-slider'),
        updates: await sliderGeometry(page, 'updates-slider'),
      };
      await loadBundle(page);
      await waitForUpgrade(page, 'timeline-slider, updates-slider');
      await frames(page);
      for (const kind of ['timeline', 'updates'] as const) {
        const after = await sliderGeometry(page, `${kind}-slider`);
        const perView = expected[kind];
        const slideWidth = (after.width - (perView - 1) * expected.gap) / perView;
        expect(after.slides.length, kind).toBeGreaterThan(2);
        for (const slide of after.slides)
          expect(Math.abs(slide.width - slideWidth), `${kind}: ${perView} slides in ${after.width} px`).toBeLessThan(1);
        expect(
          Math.abs(after.slides[1]!.left - after.slides[0]!.left - slideWidth - expected.gap),
          `${kind} gap`,
        ).toBeLessThan(1);
        expectSameBoxes(before[kind].slides, after.slides, kind);
      }
      expect(page.problems.pageErrors).toEqual([]);
      expect(page.problems.consoleErrors).toEqual([]);
      expect(page.problems.consoleWarnings).toEqual([]);
    });
  }
});

// A theme's rules for the elements the CMS prints as slides, as specific as `.entry-content figure`.
const ELEMENT_THEME = `
body { margin: 0; }
.entry-content figure { margin: 2em 1em; padding: 4px; border: 3px solid #333; }
.entry-content article { margin: 1em 2em; }
`;

describe("a theme's rules for figures and articles", () => {
  it('move no slide on screen at the upgrade: the CMS element fills its slide as it did the row', async () => {
    // Tall enough for the three sliders in view: each upgrades as it nears the viewport.
    const page = await newPage({ viewport: { width: 1280, height: 2400 } });
    const theme = await routeStylesheet(page, '/test/theme.css', ELEMENT_THEME);
    const body =
      '<div class="entry-content">' +
      ['30-image-slider.html', '31-timeline-slider.html', '32-updates-slider.html'].map(block).join('') +
      '</div>';
    await openFixture(page, body, { lang: 'en', head: DEMO_CSS + theme, scriptPosition: 'none' });
    await frames(page);
    // The CMS elements on screen (the image slider's loop lays its far slides out differently off
    // screen), in the order they are drawn (its loop moves them in the DOM).
    const boxes = () =>
      page.evaluate((tags) => {
        const slides = document.querySelectorAll(
          `:is(${tags}):not([data-upgraded]) > :not([slot]), :is(${tags}) .swiper-slide > *`,
        );
        return Array.from(slides, (slide) => {
          const { left, top, width, height } = slide.getBoundingClientRect();
          return { text: slide.textContent!.trim().slice(0, 30), left, top, width, height };
        })
          .filter((box) => box.left + box.width > 0 && box.left < innerWidth)
          .sort((a, b) => a.top - b.top || a.left - b.left);
      }, SLIDERS);
    const before = await boxes();
    await loadBundle(page);
    await waitForUpgrade(page, SLIDERS);
    await frames(page);
    const after = await boxes();
    expect(after.map((box) => box.text)).toEqual(before.map((box) => box.text));
    expectSameBoxes(before, after, 'on screen');
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });
});

// Long words and a theme's large headings: the words break inside the slide.
const LONG = 'Gemeentebelastingenverordeningswijzigingsbesluit';
const wordySlide = (i: number) =>
  `<article><h2>${LONG} ${i}</h2><h3>Onderhoudswerkzaamhedenplanning</h3>` +
  `<p>${LONG}${LONG} and a few short words.</p></article>`;
const wordySlides = Array.from({ length: 5 }, (_, i) => wordySlide(i + 1)).join('');
const HEADING_THEME =
  'body { margin: 0 } .column { width: 650px; margin: 0 auto; } h2, h3 { font-size: 4rem; line-height: 1.1; }';

/** Every slide's elements and lines of text that stick out of the slide's box. */
const overflowingContent = (page: TestPage) =>
  page.evaluate((tags) => {
    const found: string[] = [];
    for (const host of document.querySelectorAll(tags)) {
      const slides = host.querySelectorAll(':scope > article, .swiper-slide > article');
      slides.forEach((slide, index) => {
        const box = slide.getBoundingClientRect();
        const outside = (r: DOMRect) => r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
        for (const element of slide.querySelectorAll('*'))
          if (outside(element.getBoundingClientRect()))
            found.push(`${host.localName} slide ${index + 1} <${element.localName}>`);
        const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          if (Array.from(range.getClientRects()).some(outside))
            found.push(`${host.localName} slide ${index + 1} text "${text.textContent!.trim().slice(0, 20)}"`);
        }
      });
    }
    return found;
  }, SLIDERS);

describe('slide content', () => {
  it("stays inside its slide under a theme's 4rem headings with long words, before and after the upgrade", async () => {
    const page = await newPage({ viewport: { width: 1280, height: 1600 } });
    const theme = await routeStylesheet(page, '/test/theme.css', HEADING_THEME);
    const body =
      `<div class="column"><timeline-slider>${wordySlides}</timeline-slider>` +
      `<updates-slider heading="${LONG}">${wordySlides}</updates-slider>` +
      `<image-slider>${wordySlides}</image-slider></div>`;
    await openFixture(page, body, { lang: 'en', head: theme, scriptPosition: 'none' });
    await frames(page);
    expect(await overflowingContent(page)).toEqual([]);
    await loadBundle(page);
    await waitForUpgrade(page, SLIDERS);
    await frames(page);
    expect(await overflowingContent(page)).toEqual([]);
    // The updates slider's title area too: the heading stays left of the buttons.
    const header = await page.evaluate(() => {
      const title = document.querySelector('updates-slider .updates-slider__heading')!;
      const range = document.createRange();
      range.selectNodeContents(title);
      const textRight = Math.max(...Array.from(range.getClientRects(), (r) => r.right));
      return {
        textRight,
        navLeft: document.querySelector('updates-slider .updates-slider__nav')!.getBoundingClientRect().left,
      };
    });
    expect(header.textRight).toBeLessThanOrEqual(header.navLeft);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });
});

// A theme's element rules, as real WordPress themes write them, loaded after the bundle's
// stylesheet; some scoped to the post content, as many themes scope theirs.
const HOSTILE_THEME = `
body { margin: 0; }
ul { list-style: disc; margin: 1em 0; padding-left: 2em; width: 100%; }
li { margin: .5em 0; padding: .25em 0; }
a { text-decoration: underline; display: inline-block; padding: .5em; }
button { width: 100%; min-height: 3.5rem; padding: 1em 2em; text-transform: uppercase; border-radius: 0;
  border: 3px solid; font-size: 1.2rem; line-height: 2; }
section { padding: 4rem; position: relative; }
p { margin: 2em 0; }
h2 { font-size: 3rem; }
.entry-content ul { margin: 0 0 1.5em 3em; padding: 0 0 0 1em; }
.entry-content li { margin-bottom: .5em; padding: .5em; }
.entry-content a { display: inline-block; padding: .25em; }
.entry-content button { width: 100%; padding: 1.25em; }
`;
const cookiebarMarkup = readFileSync(new URL('../../demo/pages/en/layout.html', import.meta.url), 'utf8').match(
  /<section class="cookiebar"[\s\S]*?<\/section>/,
)![0];

/** The switch's box, and its button, list, items and links relative to it, with the list open. */
async function switchGeometry(page: TestPage) {
  await page.locator('language-switch button').click();
  await page.locator('language-switch ul').waitFor();
  return page.evaluate(() => {
    const host = document.querySelector('language-switch')!.getBoundingClientRect();
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return { left: r.left - host.left, top: r.top - host.top, width: r.width, height: r.height };
    };
    const all = (selector: string) => Array.from(document.querySelectorAll(`language-switch ${selector}`), box);
    return {
      host: { width: host.width, height: host.height },
      button: all('button'),
      list: all('ul'),
      items: all('li'),
      links: all('li a'),
    };
  });
}

/** The boxes of the bar's choice buttons, and of the bar itself. */
const barGeometry = (page: TestPage) =>
  page.evaluate(() => {
    const bar = document.querySelector('[data-cookiebar]')!;
    const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
    const buttons = Array.from(bar.querySelectorAll('[data-cookiebar-choice], [data-cookiebar-preferences]'), box);
    return {
      bar: box(bar),
      buttons,
      viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    };
  });

function expectClose(actual: unknown, expected: unknown, label: string) {
  if (typeof expected === 'number')
    return expect(Math.abs((actual as number) - expected), label).toBeLessThanOrEqual(3);
  if (Array.isArray(expected)) expect((actual as unknown[]).length, `${label} count`).toBe(expected.length);
  for (const [key, value] of Object.entries(expected as object))
    expectClose((actual as Record<string, unknown>)[key], value, `${label}.${key}`);
}

describe("the language switch and the cookie bar under a theme's element rules", () => {
  it(
    'keep the switch button box and list, the bar at the bottom with its buttons in one row, ' +
      'and the dialog buttons equal',
    async () => {
      const body =
        `<div class="entry-content"><p>Choose a language: ${block('10-language-switch.html')}</p></div>` +
        cookiebarMarkup;
      const measure = async (css: string) => {
        const page = await newPage({ viewport: { width: 1280, height: 800 } });
        const theme = await routeStylesheet(page, '/test/theme.css', css);
        await openFixture(page, body, { lang: 'nl', head: DEMO_CSS + theme });
        await waitForUpgrade(page, 'language-switch');
        await page.waitForSelector('[data-cookiebar]:not([hidden])');
        await frames(page);
        const geometry = { switch: await switchGeometry(page), bar: await barGeometry(page) };
        await page.locator('[data-cookiebar-preferences]').click();
        await page.getByRole('dialog').waitFor();
        const dialogButtons = await page
          .locator('.cookie-preferences__button')
          .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
        expect(page.problems.consoleErrors).toEqual([]);
        expect(page.problems.pageErrors).toEqual([]);
        return { ...geometry, dialogButtons };
      };
      const plain = await measure('body { margin: 0; }');
      const themed = await measure(HOSTILE_THEME);

      expectClose(themed.switch, plain.switch, 'language switch');

      // The bar: fixed to the bottom across the window, its buttons of one height side by side, none
      // stretched across it.
      const { bar, buttons, viewport } = themed.bar;
      expect(Math.abs(bar.bottom - viewport.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(bar.width - viewport.width)).toBeLessThanOrEqual(1);
      expect(buttons).toHaveLength(3);
      for (const button of buttons) {
        expect(Math.abs(button.top - buttons[0]!.top), 'one row').toBeLessThanOrEqual(1);
        expect(Math.abs(button.height - buttons[0]!.height), 'one height').toBeLessThanOrEqual(1);
        expect(button.width, 'not stretched').toBeLessThan(bar.width / 3);
      }
      // The dialog's three choices: equal boxes in one row (the theme's capitals may wrap their labels).
      expect(themed.dialogButtons).toHaveLength(3);
      for (const button of themed.dialogButtons) {
        expect(Math.abs(button.top - themed.dialogButtons[0]!.top)).toBeLessThanOrEqual(1);
        expect(Math.abs(button.width - themed.dialogButtons[0]!.width)).toBeLessThanOrEqual(1);
        expect(Math.abs(button.height - themed.dialogButtons[0]!.height)).toBeLessThanOrEqual(1);
      }
    },
  );
});
