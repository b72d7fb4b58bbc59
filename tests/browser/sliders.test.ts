// The three sliders in Chromium against the built bundle: layout at four window widths (against
// the per-view formula), no layout shift from the upgrade, bullets, keyboard, loop, buttons,
// node identity, disconnect/reconnect, off-screen slides out of the Tab order, axe (with its best
// practices on the demo pages' sliders) and CSP.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  cspViolations,
  describeViolations,
  openFixture,
  removeWidget,
  scrollToUpgrade,
  useBrowser,
  waitForSlidesToSettle,
  waitForUpgrade,
  type TestPage,
} from './support/browser';
import { DEMO_PAGES, openReturning } from './support/apg';
import { frames } from './support/stylesheet';
// @ts-expect-error plain ESM module without type declarations
import { demoBlockPath } from '../../demo/server/demo-blocks.mjs';

const newPage = useBrowser();

const SLIDERS = 'image-slider, timeline-slider, updates-slider';

/** A demo block's markup without its title comment. */
function block(language: 'en' | 'nl', file: string): string {
  return readFileSync(demoBlockPath(language, file.replace(/\.html$/, '')), 'utf8').replace(/^<!--.*?-->\s*/, '');
}
const demoBlocks = (language: 'en' | 'nl') =>
  '<div id="app"><main class="demo-main">' +
  ['30-image-slider.html', '31-timeline-slider.html', '32-updates-slider.html']
    .map((file) => `<section class="demo-block">${block(language, file)}</section>`)
    .join('\n') +
  '</main></div>';
const DEMO_CSS = '<link rel="stylesheet" href="/assets/demo.css">';

/** Collects layout shifts from the start of the document (registered before any script runs). */
async function recordLayoutShifts(page: TestPage) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const cumulativeShift = (page: TestPage) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
interface SwiperState {
  realIndex: number;
  activeIndex: number;
  loop: boolean;
}
const swiperState = (page: TestPage, tag: string) =>
  page.evaluate((t) => {
    const swiper = (
      document.querySelector(`${t} .swiper`) as unknown as {
        swiper: { realIndex: number; activeIndex: number; params: { loop: boolean } };
      }
    ).swiper;
    return {
      realIndex: swiper.realIndex,
      activeIndex: swiper.activeIndex,
      loop: swiper.params.loop,
    } satisfies SwiperState;
  }, tag);

// The contract's numbers, written out here on purpose (not imported), so a change in the code fails.
// The breakpoints (768 and 1024 px) follow the slider's own width: in the demo's column, the window
// less its side padding (4vw, 1 to 3rem), at 500, 800, 900 and 1200 px that is 460, 736, 828 and 1104 px.
const expected = {
  500: { gap: 24, timeline: 1.3, updates: 1.5 },
  800: { gap: 24, timeline: 1.3, updates: 1.5 },
  900: { gap: 24, timeline: 2.2, updates: 2.2 },
  1200: { gap: 40, timeline: 3.3, updates: 3.3 },
} as const;

describe.each([500, 800, 900, 1200] as const)('sliders at a %i px window', (width) => {
  it('lay out slides by the formula, shift nothing when upgrading, and pass axe and the CSP', async () => {
    const page = await newPage({ viewport: { width, height: 900 } });
    await recordLayoutShifts(page);
    await openFixture(page, demoBlocks('en'), { lang: 'en', head: DEMO_CSS });
    await waitForUpgrade(page, SLIDERS);
    await frames(page);

    const { gap, timeline, updates } = expected[width];
    for (const [tag, perView] of [
      ['timeline-slider', timeline],
      ['updates-slider', updates],
    ] as const) {
      const geometry = await page.evaluate((t) => {
        const container = document.querySelector(`${t} .swiper`)!.getBoundingClientRect();
        const slides = Array.from(document.querySelectorAll(`${t} .swiper-slide`)).map((slide) =>
          slide.getBoundingClientRect(),
        );
        return {
          container: container.width,
          left: container.left,
          slides: slides.map((r) => ({ left: r.left, width: r.width, right: r.right })),
        };
      }, tag);
      const slideWidth = (geometry.container - (perView - 1) * gap) / perView;
      expect(geometry.slides).toHaveLength(6);
      expect(geometry.slides[0]!.left, `${tag} first slide starts at the container edge`).toBeCloseTo(geometry.left, 0);
      for (const slide of geometry.slides)
        expect(Math.abs(slide.width - slideWidth), `${tag} slide width`).toBeLessThan(1);
      for (let i = 1; i < geometry.slides.length; i++)
        expect(Math.abs(geometry.slides[i]!.left - geometry.slides[i - 1]!.right - gap), `${tag} gap`).toBeLessThan(1);
    }

    // image-slider: the active slide is centred, its neighbours a gap away.
    const image = await page.evaluate(() => {
      const container = document.querySelector('image-slider .swiper')!.getBoundingClientRect();
      const rect = (selector: string) => document.querySelector(`image-slider ${selector}`)!.getBoundingClientRect();
      return {
        container,
        active: rect('.swiper-slide-active'),
        next: rect('.swiper-slide-next'),
        prev: rect('.swiper-slide-prev'),
      };
    });
    expect(
      Math.abs(image.active.left + image.active.width / 2 - (image.container.left + image.container.width / 2)),
    ).toBeLessThan(1);
    expect(Math.abs(image.next.left - image.active.right - gap)).toBeLessThan(1);
    expect(Math.abs(image.active.left - image.prev.right - gap)).toBeLessThan(1);

    expect(await cumulativeShift(page)).toBeLessThan(0.01);
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
    expect(page.problems.consoleWarnings).toEqual([]);
  });
});

describe('image-slider', () => {
  it('has one clickable bullet per slide, keyboard arrows, and loops from the last slide to the first', async () => {
    const page = await newPage();
    await openFixture(page, demoBlocks('en'), { lang: 'en', head: DEMO_CSS });
    await waitForUpgrade(page, SLIDERS);
    const bullets = page.locator('image-slider .swiper-pagination-bullet');
    await expect(bullets.count()).resolves.toBe(6);
    await expect(bullets.nth(2).getAttribute('aria-label')).resolves.toBe('Go to slide 3');
    const box = await bullets.nth(2).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);

    await bullets.nth(2).click();
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'image-slider')).realIndex).toBe(2);
    await expect(bullets.nth(2).getAttribute('class')).resolves.toContain('swiper-pagination-bullet-active');

    await page.locator('image-slider').scrollIntoViewIfNeeded();
    await page.keyboard.press('ArrowRight');
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'image-slider')).realIndex).toBe(3);
    await page.keyboard.press('ArrowLeft');
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'image-slider')).realIndex).toBe(2);

    await bullets.nth(5).click();
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'image-slider')).realIndex).toBe(5);
    await page.keyboard.press('ArrowRight');
    await waitForSlidesToSettle(page);
    const wrapped = await swiperState(page, 'image-slider');
    expect(wrapped.loop).toBe(true);
    expect(wrapped.realIndex).toBe(0);
    expect(page.problems.consoleWarnings).toEqual([]);
  });

  it('turns the loop off without a warning when there are too few slides', async () => {
    const page = await newPage();
    await openFixture(page, `<image-slider><p class="one">One</p><p class="two">Two</p></image-slider>`, {
      lang: 'en',
    });
    await waitForUpgrade(page, 'image-slider');
    await frames(page);
    const state = await swiperState(page, 'image-slider');
    expect(state.loop).toBe(false);
    await expect(page.locator('image-slider .swiper-pagination-bullet').count()).resolves.toBe(2);
    await page.keyboard.press('ArrowRight');
    await waitForSlidesToSettle(page);
    await page.keyboard.press('ArrowRight');
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'image-slider')).realIndex).toBe(1); // stays on the last: no wrap
    expect(page.problems.consoleWarnings).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });
});

describe('keyboard', () => {
  it('moves only the slider in view', async () => {
    const page = await newPage({ viewport: { width: 1200, height: 700 } });
    await openFixture(
      page,
      `${block('en', '31-timeline-slider.html')}<div class="spacer"></div>${block('en', '32-updates-slider.html')}`,
      { lang: 'en', head: DEMO_CSS },
    );
    await waitForUpgrade(page, 'timeline-slider, updates-slider');
    // Push the updates slider far below the window (element.style is allowed by the CSP).
    await page.evaluate(() => ((document.querySelector('.spacer') as HTMLElement).style.height = '3000px'));
    await page.keyboard.press('ArrowRight');
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'timeline-slider')).activeIndex).toBe(1);
    expect((await swiperState(page, 'updates-slider')).activeIndex).toBe(0);
  });

  it('with focus inside one of two sliders on screen, moves only that one; with focus elsewhere, both', async () => {
    const page = await newPage({ viewport: { width: 1200, height: 1400 } });
    await openFixture(page, `${block('en', '31-timeline-slider.html')}${block('en', '32-updates-slider.html')}`, {
      lang: 'en',
      head: DEMO_CSS,
    });
    await waitForUpgrade(page, 'timeline-slider, updates-slider');
    const indexes = async () => [
      (await swiperState(page, 'timeline-slider')).activeIndex,
      (await swiperState(page, 'updates-slider')).activeIndex,
    ];

    await page.locator('timeline-slider .swiper').focus();
    await page.keyboard.press('ArrowRight');
    await waitForSlidesToSettle(page);
    expect(await indexes()).toEqual([1, 0]);

    await page.locator('updates-slider .slider-button--next').focus();
    await page.keyboard.press('ArrowRight');
    await waitForSlidesToSettle(page);
    expect(await indexes()).toEqual([1, 1]);

    await page.evaluate(() => (document.activeElement as HTMLElement).blur());
    await page.keyboard.press('ArrowLeft');
    await waitForSlidesToSettle(page);
    expect(await indexes()).toEqual([0, 0]);
    expect(page.problems.pageErrors).toEqual([]);
  });

  it('moves the slider focus has come back to by the very next key, however soon it follows', async () => {
    const page = await newPage({ viewport: { width: 1200, height: 1400 } });
    await openFixture(page, `${block('en', '31-timeline-slider.html')}${block('en', '32-updates-slider.html')}`, {
      lang: 'en',
      head: DEMO_CSS,
    });
    await waitForUpgrade(page, 'timeline-slider, updates-slider');
    // Shift+Tab from the updates slider back onto the timeline, then ArrowRight, in one task: keys
    // a driver or an assistive technology sends faster than a person types.
    await page.evaluate(() => {
      const key = (name: string, keyCode: number) => {
        const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true });
        // Swiper reads the key's code.
        Object.defineProperty(event, 'keyCode', { value: keyCode });
        document.activeElement!.dispatchEvent(event);
      };
      document.querySelector<HTMLElement>('updates-slider .slider-button--next')!.focus();
      key('Tab', 9);
      document.querySelector<HTMLElement>('timeline-slider .swiper')!.focus();
      key('ArrowRight', 39);
    });
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'timeline-slider')).activeIndex).toBe(1);
    expect((await swiperState(page, 'updates-slider')).activeIndex).toBe(0);
  });
});

describe('updates-slider', () => {
  it('has a title area with previous/next buttons that move the slides', async () => {
    const page = await newPage();
    await openFixture(page, demoBlocks('nl'), { lang: 'nl', head: DEMO_CSS });
    await waitForUpgrade(page, SLIDERS);
    await expect(page.locator('updates-slider h2').textContent()).resolves.toBe('Laatste nieuws');
    const prev = page.getByRole('button', { name: 'Vorige dia' });
    const next = page.getByRole('button', { name: 'Volgende dia' });
    await expect(prev.getAttribute('aria-disabled')).resolves.toBe('true');
    for (const button of [prev, next]) {
      const box = await button.boundingBox();
      expect(box!.width).toBeGreaterThanOrEqual(24);
      expect(box!.height).toBeGreaterThanOrEqual(24);
    }
    await next.click();
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'updates-slider')).activeIndex).toBe(1);
    await next.click();
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'updates-slider')).activeIndex).toBe(2);
    await prev.click();
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'updates-slider')).activeIndex).toBe(1);
    // Dutch a11y texts on the image slider's bullets.
    await expect(
      page.locator('image-slider .swiper-pagination-bullet').first().getAttribute('aria-label'),
    ).resolves.toBe('Ga naar dia 1');
  });

  it('puts a slot="title" child in the title area without shifting anything', async () => {
    const page = await newPage({ viewport: { width: 800, height: 900 } });
    await recordLayoutShifts(page);
    const slides = Array.from(
      { length: 5 },
      (_, i) => `<article class="demo-milestone"><h4>Update ${i + 1}</h4><p>Text</p></article>`,
    ).join('');
    await openFixture(
      page,
      `<updates-slider><h3 slot="title" class="custom-title">Our projects</h3>${slides}</updates-slider>`,
      { lang: 'en', head: DEMO_CSS },
    );
    await waitForUpgrade(page, 'updates-slider');
    await frames(page);
    await expect(page.locator('updates-slider .updates-slider__header .custom-title').count()).resolves.toBe(1);
    await expect(page.locator('updates-slider .swiper-slide').count()).resolves.toBe(5);
    expect(await cumulativeShift(page)).toBeLessThan(0.01);
  });
});

describe('carousel names', () => {
  const cards = (count: number) =>
    Array.from({ length: count }, (_, i) => `<article><h3><a href="#u${i}">Update ${i + 1}</a></h3></article>`).join(
      '',
    );
  const images = Array.from(
    { length: 3 },
    (_, i) => `<img src="/assets/images/tulip-fields.svg" alt="Tulips ${i + 1}" width="600" height="400">`,
  ).join('');

  for (const [lang, texts] of [
    ['en', { images: 'Images', updates: 'Updates', carousel: 'carousel' }],
    ['nl', { images: 'Afbeeldingen', updates: 'Actueel', carousel: 'carrousel' }],
  ] as const) {
    it(`names each carousel by its label, its visible title or the text of the catalogue (${lang})`, async () => {
      const page = await newPage();
      await openFixture(
        page,
        `<image-slider id="default">${images}</image-slider>
        <image-slider id="labelled" label="  Our studio  ">${images}</image-slider>
        <updates-slider id="untitled">${cards(4)}</updates-slider>
        <updates-slider id="heading" heading="Latest news">${cards(4)}</updates-slider>
        <updates-slider id="slotted"><h2 slot="title">From the <em>blog</em></h2>${cards(4)}</updates-slider>
        <updates-slider id="both" heading="Latest news" label="News from the studio">${cards(4)}</updates-slider>`,
        { lang },
      );
      await waitForUpgrade(page, SLIDERS);
      const carousels = await page.locator('.slider__carousel').evaluateAll((all) =>
        all.map((carousel) => {
          const labelledBy = carousel.getAttribute('aria-labelledby');
          return {
            id: carousel.parentElement!.id,
            role: carousel.getAttribute('role'),
            description: carousel.getAttribute('aria-roledescription'),
            name: labelledBy ? document.getElementById(labelledBy)!.textContent : carousel.getAttribute('aria-label'),
            byTitle: Boolean(labelledBy) && carousel.querySelector(`[id="${labelledBy}"]`) !== null,
          };
        }),
      );
      const expected = (id: string, name: string, byTitle = false) => ({
        id,
        role: 'group',
        description: texts.carousel,
        name,
        byTitle,
      });
      expect(carousels).toEqual([
        expected('default', texts.images),
        expected('labelled', 'Our studio'),
        expected('untitled', texts.updates),
        expected('heading', 'Latest news', true),
        expected('slotted', 'From the blog', true),
        expected('both', 'News from the studio'),
      ]);
      // A name set after the upgrade is taken up.
      await page.locator('#default').evaluate((slider) => slider.setAttribute('label', 'Tulips'));
      await expect.poll(() => page.locator('#default .slider__carousel').getAttribute('aria-label')).toBe('Tulips');
      expect(describeViolations(await axeViolations(page))).toBe('');
      expect(page.problems.consoleWarnings).toEqual([]);
    });
  }
});

describe.each(DEMO_PAGES)('the sliders of the demo page $path', ({ path }) => {
  it("pass axe's best practices too: each slide a group on an element that allows the role", async () => {
    const page = await openReturning(newPage, path);
    await scrollToUpgrade(page, SLIDERS);
    // The slides out of view are inert, which axe leaves out (or reports as "needs review"): every
    // slide is checked, with the slides made reachable for the check.
    await page.evaluate((sliders) => {
      for (const slide of document.querySelectorAll<HTMLElement>(`:is(${sliders}) .swiper-wrapper > [inert]`))
        slide.inert = false;
    }, SLIDERS);
    expect(describeViolations(await axeViolations(page, SLIDERS, { bestPractices: true }))).toBe('');
  });
});

describe('slides', () => {
  it('are the same DOM nodes after the upgrade, and survive a disconnect and reconnect as they were', async () => {
    const page = await newPage();
    await openFixture(page, block('en', '31-timeline-slider.html'), {
      lang: 'en',
      head: DEMO_CSS,
      scriptPosition: 'none',
    });
    await page.evaluate(() => {
      const slides = Array.from(document.querySelectorAll('timeline-slider > article'));
      (window as unknown as { __slides: Element[] }).__slides = slides;
      (window as unknown as { __clicks: number }).__clicks = 0;
      slides.forEach((slide, index) => {
        (slide as unknown as { __mark: number }).__mark = index;
        slide.addEventListener('click', () => (window as unknown as { __clicks: number }).__clicks++);
      });
      // A style of the CMS's own (through the CSSOM: the CSP allows no style attribute in markup),
      // which Swiper's inline widths and margins must leave alone.
      (slides[0] as HTMLElement).style.outline = '1px dashed';
    });
    await page.addScriptTag({ url: '/dist/site-widgets.js', type: 'module' });
    await waitForUpgrade(page, 'timeline-slider');

    const sameNodes = () =>
      page.evaluate(() => {
        const before = (window as unknown as { __slides: Element[] }).__slides;
        // One slide element of the slider's own around each (slide-track.tsx).
        const now = Array.from(document.querySelectorAll('timeline-slider .swiper-wrapper > *'), (slide) =>
          slide.matches('.swiper-slide') && slide.children.length === 1 ? slide.firstElementChild : slide,
        );
        return (
          now.length === before.length &&
          now.every((node, i) => node === before[i] && (node as unknown as { __mark: number }).__mark === i)
        );
      });
    expect(await sameNodes()).toBe(true);
    await page.locator('timeline-slider .swiper-slide').first().click();
    expect(await page.evaluate(() => (window as unknown as { __clicks: number }).__clicks)).toBe(1);

    // Disconnect: Swiper is destroyed and the slides go back, unmarked, as the element's children.
    const parent = await page.locator('timeline-slider').evaluateHandle((slider) => {
      (window as unknown as { __swiper: unknown }).__swiper = (
        slider.querySelector('.swiper') as unknown as { swiper: unknown }
      ).swiper;
      return slider.parentElement!;
    });
    const slider = await removeWidget(page, 'timeline-slider');
    const detached = await slider.evaluate((element) => {
      const children = Array.from(element.children);
      return {
        destroyed: (window as unknown as { __swiper: { destroyed: boolean } }).__swiper.destroyed,
        ownChildren: children.every((child, i) => child === (window as unknown as { __slides: Element[] }).__slides[i]),
        leftovers: children.filter((child) =>
          child.matches(
            '[class*="swiper"], [inert], [role], [aria-label], [aria-roledescription], [data-swiper-slide-index]',
          ),
        ).length,
        styles: children.map((child) => child.getAttribute('style')),
      };
    });
    await parent.evaluate((element, removed) => element.append(removed), slider);
    expect(detached).toEqual({
      destroyed: true,
      ownChildren: true,
      leftovers: 0,
      styles: ['outline: dashed 1px;', null, null, null, null, null],
    });

    // Reconnect: a new Swiper around the same nodes.
    await waitForUpgrade(page, 'timeline-slider');
    expect(await sameNodes()).toBe(true);
    await page.locator('timeline-slider').scrollIntoViewIfNeeded();
    await page.keyboard.press('ArrowRight');
    await waitForSlidesToSettle(page);
    expect((await swiperState(page, 'timeline-slider')).activeIndex).toBe(1);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });

  it('are out of the Tab order while off screen, and back when moved into view', async () => {
    const page = await newPage({ viewport: { width: 1200, height: 900 } });
    await openFixture(page, demoBlocks('en'), { lang: 'en', head: DEMO_CSS });
    await waitForUpgrade(page, SLIDERS);
    await frames(page);
    const inertFlags = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll('updates-slider .swiper-slide')).map(
          (slide) => (slide as HTMLElement).inert,
        ),
      );
    // 3.3 in view: four slides (partly) visible, two off screen.
    expect(await inertFlags()).toEqual([false, false, false, false, true, true]);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await page.getByRole('button', { name: 'Next slide' }).click();
    await waitForSlidesToSettle(page);
    expect(await inertFlags()).toEqual([true, true, false, false, false, false]);

    // Tab from the next button goes through the visible slides' links only.
    const focusedLinks: string[] = [];
    await page.getByRole('button', { name: 'Next slide' }).focus();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      focusedLinks.push(
        await page.evaluate(
          () => document.activeElement?.closest('.swiper-slide')?.querySelector('h3')?.textContent ?? '',
        ),
      );
    }
    expect(focusedLinks.slice(0, 4)).toEqual([
      'Three new colleagues join the team',
      'Workshop: accessible forms in one afternoon',
      'The new water board website is live',
      'Podcast: why every team needs a design system',
    ]);
  });
});
