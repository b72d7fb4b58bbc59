// Every block in the site's default block theme (Twenty Twenty-Five on 7.0, Twenty Twenty-Three on
// 6.1), under the checks of the theme matrix (tests/browser/support/block-checks.ts), in Chromium:
// on the site, the demo's blocks in a post of Custom HTML blocks, in Dutch and English, on a
// desktop and a phone, with the theme's global styles over them; in the editor, the previews of
// the plugin's blocks under the theme's editor styles, in the canvas (an iframe from 6.3 on).
import type { Frame, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  blocksPastTheEdges,
  checkCollapse,
  checkCookieBar,
  checkFocusRings,
  checkLanguageSwitch,
  checkLightbox,
  checkNewsletter,
  checkRingsIn,
  checkSliders,
  checkVideoNotice,
  type SliderCounts,
} from '../browser/support/block-checks';
import { scrollToUpgrade, useBrowser } from '../browser/support/browser';
import { editorCanvas, waitForPreviews } from './support/block-editor';
import { everyBlock, saveBlockPost } from './support/block-post';
import { defaultTheme } from './support/default-theme';
import { logIn } from './support/log-in';

const newPage = useBrowser();
const site = inject('wordpress');

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

/**
 * The sliders' layouts by the slider's own width (docs: sliders), widest first: from which width
 * each holds, and what it shows.
 */
const LAYOUTS: (SliderCounts & { from: number })[] = [
  { from: 1024, gap: 40, updates: 3.3, timeline: 3.3 },
  { from: 768, gap: 24, updates: 2.2, timeline: 2.2 },
  { from: 0, gap: 24, updates: 1.5, timeline: 1.3 },
];
const layoutAt = (width: number) => LAYOUTS.find(({ from }) => width >= from)!;

/** The controls of the previews, each a kind of our focus ring has to hold on. */
const EDITOR_CONTROLS = [
  'swiper-pagination-bullet',
  'slider-button--next',
  // The timeline's track, a Tab stop of its own.
  'slider__swiper',
  'language-switch__button',
  'newsletter-signup__input',
  'newsletter-signup__checkbox',
  'newsletter-signup__submit',
];

/** A person's time to fill in the signup form: more than the plugin's minimum (spam.php). */
const PERSON_FILLS_IN_MS = 2_500;

/** A client address of its own for the signups, within the plugin's limit per client and minute. */
const CLIENT = { 'X-Forwarded-For': '198.51.100.30' };

describe(`every block in ${defaultTheme(site)}, WordPress ${site.version}'s default theme`, () => {
  for (const language of ['en', 'nl'])
    for (const viewport of VIEWPORTS)
      it(`on the site, in ${language} at ${viewport.width}: every block works and keeps its shape`, async () => {
        const post = site.posts[`html-block-${language}`]!;
        const page = await newPage({ viewport, extraHTTPHeaders: CLIENT });
        await page.goto(post.url);
        // The signup form is shown from the start: the plugin refuses a signup sent sooner than a
        // person fills it in (2 s), which the checks before it take on a fast machine.
        await scrollToUpgrade(page, 'newsletter-signup');
        const shown = Date.now();
        await checkLanguageSwitch(page, 'language-switch');
        await checkCookieBar(page);
        await checkVideoNotice(page);
        await page.waitForTimeout(Math.max(0, shown + PERSON_FILLS_IN_MS - Date.now()));
        await checkNewsletter(page);
        // The sliders sit in the theme's content width.
        const width = await page.locator('updates-slider .swiper').evaluate((swiper) => swiper.clientWidth);
        await checkSliders(page, layoutAt(width));
        await checkLightbox(page);
        await checkCollapse(page, `${language} at ${viewport.width}`, 'collapse-group');
        await checkFocusRings(page, 'footer');
        // The demo's lists of images are the site's content, laid out by the demo's stylesheet,
        // which the post has not: at their 1,200 px they are wider than the theme's column.
        expect(await blocksPastTheEdges(page), 'blocks past the viewport').toEqual([]);
        expect(page.problems.consoleErrors, 'console errors').toEqual([]);
        expect(page.problems.pageErrors, 'page errors').toEqual([]);
      });

  const post = saveBlockPost(site, 'theme-blocks', 'Every block under the theme', everyBlock());

  it('in the editor: every previewed block keeps its shape, each control with our focus ring', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await logIn(page, site.baseUrl, 'admin');
    await page.goto(`${site.baseUrl}/wp-admin/post.php?post=${post.id}&action=edit`);
    const canvas = await editorCanvas(page);
    await waitForPreviews(canvas, { 'image-slider': 2, 'timeline-slider': 2, 'updates-slider': 2 });
    const frame: Page | Frame = page.frame({ name: 'editor-canvas' }) ?? page;
    const shapes = await sliderShapes(frame);
    expect(shapes.map(({ tag }) => tag).sort(), 'the sliders in the canvas').toEqual(
      ['image-slider', 'timeline-slider', 'updates-slider'].flatMap((tag) => [tag, tag]),
    );
    for (const shape of shapes) {
      const layout = layoutAt(shape.width);
      const what = `${shape.tag} ${shape.width} px wide`;
      if (shape.tag === 'image-slider') expect(shape.gap, `${what}: its gap`).toBe(layout.gap);
      else expect(shape.perView, `${what}: slides in view`).toBeCloseTo(layout[shape.kind], 1);
      expect(shape.inRow, `${what}: its slides in a row`).toBe(true);
      expect(shape.controlsAbove, `${what}: its title and buttons above the slides`).toBe(true);
      expect(shape.bulletsBelow, `${what}: its bullets in a row below the slides`).toBe(true);
    }
    const checked = (await checkRingsIn(page, frame, '.block-editor-block-list__layout')).join(' ');
    for (const control of EDITOR_CONTROLS) expect(checked, 'the controls checked').toContain(control);
    expect(page.problems.pageErrors).toEqual([]);
  });
});

/**
 * Each slider's shape in the canvas: its width, the slides in view (a row slider's) or the gap
 * (the image slider's), its slides in one row, its title and buttons above the slides, and its
 * bullets in a row below them (where it has them).
 */
const sliderShapes = (frame: Page | Frame) =>
  frame.evaluate(() =>
    Array.from(
      document.querySelectorAll('.block-editor-block-list__layout :is(image-slider, timeline-slider, updates-slider)'),
      (slider) => {
        const swiper = slider.querySelector('.swiper')!;
        const frameBox = swiper.getBoundingClientRect();
        const slides = Array.from(swiper.querySelectorAll('.swiper-slide'), (slide) => slide.getBoundingClientRect());
        const [first, second] = slides as [DOMRect, DOMRect];
        const above = Array.from(
          slider.querySelectorAll('.slider-button, .updates-slider__title'),
          (part) => part.getBoundingClientRect().bottom <= frameBox.top + 1,
        );
        const bullets = Array.from(slider.querySelectorAll('.swiper-pagination-bullet'), (bullet) =>
          bullet.getBoundingClientRect(),
        );
        const tag = slider.tagName.toLowerCase();
        return {
          tag,
          kind: tag === 'timeline-slider' ? ('timeline' as const) : ('updates' as const),
          width: Math.round(frameBox.width),
          // n slides and n - 1 gaps fill the slider's width.
          perView: (frameBox.width + second.left - first.right) / (second.left - first.left),
          gap: Math.round(second.left - first.right),
          inRow: slides.every((slide) => Math.abs(slide.top - first.top) < 1),
          controlsAbove: above.every(Boolean),
          bulletsBelow: bullets.every(
            (bullet) => Math.abs(bullet.top - bullets[0]!.top) < 1 && bullet.top >= frameBox.bottom - 1,
          ),
        };
      },
    ),
  );
