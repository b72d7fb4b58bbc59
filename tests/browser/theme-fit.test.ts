// Blocks inside a theme, in Chromium against the built bundle: sliders lay out by their own width
// (a theme's 650 px column) before and after the upgrade, slide content stays inside its slide
// whatever the theme's heading sizes, and the language switch and cookie bar keep their layout
// under a theme's element rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadBundle, openFixture, useBrowser, waitForUpgrade, type TestPage } from './support/browser';
import { frames, routeStylesheet } from './support/stylesheet';

const newPage = useBrowser();

/** A demo block's markup without its title comment. */
function block(file: string): string {
  return readFileSync(new URL(`../../demo/pages/en/blocks/${file}`, import.meta.url), 'utf8').replace(/^<!--.*?-->\s*/, '');
}
const DEMO_CSS = '<link rel="stylesheet" href="/assets/demo.css">';
const SLIDERS = 'image-slider, timeline-slider, updates-slider';

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The slider's content width and the boxes of its slides (the CMS children, before and after the upgrade). */
const sliderGeometry = (page: TestPage, tag: string) =>
  page.evaluate((t) => {
    const host = document.querySelector(t)!;
    const box = (element: Element) => {
      const { left, top, width, height } = element.getBoundingClientRect();
      return { left, top, width, height };
    };
    const slides = Array.from(host.querySelectorAll(':scope > article, .swiper-wrapper > article'), box);
    return { width: host.clientWidth, slides };
  }, tag);

function expectSameBoxes(before: Box[], after: Box[], label: string) {
  expect(after, label).toHaveLength(before.length);
  before.forEach((box, i) => {
    for (const key of ['left', 'top', 'width', 'height'] as const) expect(Math.abs(after[i]![key] - box[key]), `${label} slide ${i + 1} ${key}`).toBeLessThan(1);
  });
}

// The contract's numbers, written out here on purpose (not imported), so a change in the code fails.
const NARROW = { gap: 24, timeline: 1.3, updates: 1.5 };
const WIDE = { gap: 40, timeline: 3.3, updates: 3.3 };

describe('sliders follow their own width', () => {
  for (const { name, css, expected } of [
    { name: "in a theme's 650 px column", css: 'body { margin: 0 } .column { width: 650px; margin: 0 auto; }', expected: NARROW },
    { name: 'at the full width of a 1280 px window', css: 'body { margin: 0 }', expected: WIDE },
  ]) {
    it(`${name}: slides per view and gap by the slider's width, the same boxes before and after the upgrade`, async () => {
      const page = await newPage({ viewport: { width: 1280, height: 1400 } });
      const theme = await routeStylesheet(page, '/test/theme.css', css);
      const body = `<div class="column">${block('31-timeline-slider.html')}${block('32-updates-slider.html')}</div>`;
      await openFixture(page, body, { lang: 'en', head: DEMO_CSS + theme, scriptPosition: 'none' });
      await frames(page);
      const before = { timeline: await sliderGeometry(page, 'timeline-slider'), updates: await sliderGeometry(page, 'updates-slider') };
      await loadBundle(page);
      await waitForUpgrade(page, 'timeline-slider, updates-slider');
      await frames(page);
      for (const kind of ['timeline', 'updates'] as const) {
        const after = await sliderGeometry(page, `${kind}-slider`);
        const perView = expected[kind];
        const slideWidth = (after.width - (perView - 1) * expected.gap) / perView;
        expect(after.slides.length, kind).toBeGreaterThan(2);
        for (const slide of after.slides) expect(Math.abs(slide.width - slideWidth), `${kind}: ${perView} slides in ${after.width} px`).toBeLessThan(1);
        expect(Math.abs(after.slides[1]!.left - after.slides[0]!.left - slideWidth - expected.gap), `${kind} gap`).toBeLessThan(1);
        expectSameBoxes(before[kind].slides, after.slides, kind);
      }
      expect(page.problems.pageErrors).toEqual([]);
      expect(page.problems.consoleErrors).toEqual([]);
      expect(page.problems.consoleWarnings).toEqual([]);
    });
  }
});

// Long words and a theme's large headings: the words break inside the slide.
const LONG = 'Gemeentebelastingenverordeningswijzigingsbesluit';
const wordySlide = (i: number) => `<article><h2>${LONG} ${i}</h2><h3>Onderhoudswerkzaamhedenplanning</h3><p>${LONG}${LONG} and a few short words.</p></article>`;
const wordySlides = Array.from({ length: 5 }, (_, i) => wordySlide(i + 1)).join('');
const HEADING_THEME = 'body { margin: 0 } .column { width: 650px; margin: 0 auto; } h2, h3 { font-size: 4rem; line-height: 1.1; }';

/** Every slide's elements and lines of text that stick out of the slide's box. */
const overflowingContent = (page: TestPage) =>
  page.evaluate((tags) => {
    const found: string[] = [];
    for (const host of document.querySelectorAll(tags)) {
      const slides = host.querySelectorAll(':scope > article, .swiper-wrapper > article');
      slides.forEach((slide, index) => {
        const box = slide.getBoundingClientRect();
        const outside = (r: DOMRect) => r.width > 0 && (r.left < box.left - 1 || r.right > box.right + 1);
        for (const element of slide.querySelectorAll('*')) if (outside(element.getBoundingClientRect())) found.push(`${host.localName} slide ${index + 1} <${element.localName}>`);
        const walker = document.createTreeWalker(slide, NodeFilter.SHOW_TEXT);
        for (let text = walker.nextNode(); text; text = walker.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          if (Array.from(range.getClientRects()).some(outside)) found.push(`${host.localName} slide ${index + 1} text "${text.textContent!.trim().slice(0, 20)}"`);
        }
      });
    }
    return found;
  }, SLIDERS);

describe('slide content', () => {
  it("stays inside its slide under a theme's 4rem headings with long words, before and after the upgrade", async () => {
    const page = await newPage({ viewport: { width: 1280, height: 1600 } });
    const theme = await routeStylesheet(page, '/test/theme.css', HEADING_THEME);
    const body = `<div class="column"><timeline-slider>${wordySlides}</timeline-slider><updates-slider heading="${LONG}">${wordySlides}</updates-slider><image-slider>${wordySlides}</image-slider></div>`;
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
      return { textRight, navLeft: document.querySelector('updates-slider .updates-slider__nav')!.getBoundingClientRect().left };
    });
    expect(header.textRight).toBeLessThanOrEqual(header.navLeft);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });
});
