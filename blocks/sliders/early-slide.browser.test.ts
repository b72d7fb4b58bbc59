// A key or a swipe on a slider before its code has arrived: the entry moves the server-rendered row
// by one slide at once and asks for the code, and the slider, once upgraded, starts at that slide
// where it was shown. The sliders' chunks are held back by the test and released when it chooses.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, waitForUpgrade, type TestPage } from '../../tests/browser/support/browser';
import { frames, routeStylesheet } from '../../tests/browser/support/stylesheet';

const newPage = useBrowser();

/** Holds every request for the chunks of `names` until the returned function is called; counts them. */
async function holdChunks(page: TestPage, names: string[]) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const requests: string[] = [];
  await page.route(`**/dist/chunks/{${names.join(',')}}-*.js`, async (route: Route) => {
    requests.push(new URL(route.request().url()).pathname);
    await released;
    await route.continue();
  });
  return { release, requested: (name: string) => requests.some((path) => path.includes(`/${name}-`)) };
}

const slides = (count: number, tag: string) =>
  Array.from({ length: count }, (_, i) => `<div class="slide" id="${tag}-${i}">${tag} ${i + 1}</div>`).join('');
const SLIDERS =
  `<div id="app"><input id="field" aria-label="Veld"><image-slider label="Foto's">${slides(5, 'image')}` +
  `</image-slider><timeline-slider>${slides(6, 'timeline')}</timeline-slider></div>`;
const CSS = '.slide { height: 120px; background: #ddd; } image-slider, timeline-slider { margin-block: 16px; }';

async function open(page: TestPage, body = SLIDERS) {
  const chunks = await holdChunks(page, ['image-slider', 'timeline-slider']);
  await openFixture(page, body, { head: await routeStylesheet(page, '/test/slides.css', CSS) });
  await page.waitForSelector('html[data-site-widgets-started]', { state: 'attached' });
  await frames(page, 2);
  return chunks;
}

/** The left edge of each of the slides `ids`, as drawn now. */
const lefts = (page: TestPage, ids: string[]) =>
  page.evaluate((all) => all.map((id) => document.getElementById(id)!.getBoundingClientRect().left), ids);
const early = (page: TestPage, tag: string) => page.locator(tag).getAttribute('data-early-slide');
const realIndex = (page: TestPage, tag: string) =>
  page.evaluate(
    (t) => (document.querySelector(`${t} .swiper`) as unknown as { swiper: { realIndex: number } }).swiper.realIndex,
    tag,
  );

describe('sliders before their code arrives', () => {
  it(
    'ArrowRight moves every slider in view one slide at once and asks for its code; ' +
      'the upgraded slider starts at that slide, where it was',
    async () => {
      const page = await newPage({ reducedMotion: 'reduce' });
      const chunks = await open(page);
      const [image0, image1, timeline0, timeline1] = await lefts(page, [
        'image-0',
        'image-1',
        'timeline-0',
        'timeline-1',
      ]);
      await page.keyboard.press('ArrowRight');
      await frames(page, 1);
      // The second slide is where the first one was: without a transition, in the next frame.
      const moved = await lefts(page, ['image-1', 'timeline-1']);
      expect(moved[0]).toBeCloseTo(image0!, 0);
      expect(moved[1]).toBeCloseTo(timeline0!, 0);
      expect(image1).toBeGreaterThan(image0!);
      expect(timeline1).toBeGreaterThan(timeline0!);
      expect([await early(page, 'image-slider'), await early(page, 'timeline-slider')]).toEqual(['1', '1']);
      expect(await page.evaluate(() => getComputedStyle(document.getElementById('image-1')!).transitionDuration)).toBe(
        '0s',
      );
      expect(chunks.requested('image-slider') && chunks.requested('timeline-slider')).toBe(true);
      // Back and forth: ArrowLeft twice takes the loop to its last slide (laid out before the first);
      // the timeline stops at its first.
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await frames(page, 1);
      expect([await early(page, 'image-slider'), await early(page, 'timeline-slider')]).toEqual(['2', '3']);
      const shown = ['image-2', 'timeline-3', 'image-3', 'timeline-4'];
      const before = await lefts(page, shown);
      // Every frame from now on: where the shown slide is drawn, through the upgrade.
      await page.evaluate(() => {
        const seen: number[] = ((window as unknown as { seen: number[] }).seen = []);
        const frame = () => {
          seen.push(document.getElementById('image-2')!.getBoundingClientRect().left);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });

      chunks.release();
      await waitForUpgrade(page, 'image-slider, timeline-slider');
      expect(await realIndex(page, 'image-slider')).toBe(2);
      expect(await realIndex(page, 'timeline-slider')).toBe(3);
      expect(
        await page.locator('image-slider .swiper-pagination-bullet[aria-current="true"]').getAttribute('aria-label'),
      ).toMatch(/3/);
      // Named by its place: the slide element around the CMS element (slide-track.tsx).
      expect(await page.locator('.swiper-slide:has(> #image-2)').getAttribute('aria-label')).toMatch(/^3 /);
      expect(await early(page, 'image-slider')).toBeNull();
      expect(await page.evaluate(() => document.getElementById('image-2')!.style.translate)).toBe('');
      // Nothing jumped back: every slide is where the early answer put it, in every frame.
      const after = await lefts(page, shown);
      after.forEach((left, i) => expect(left).toBeCloseTo(before[i]!, 0));
      const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
      expect(seen.length).toBeGreaterThan(1);
      for (const left of seen) expect(left).toBeCloseTo(before[0]!, 0);
      // And the widget goes on from there.
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => realIndex(page, 'image-slider')).toBe(3);
      expect(page.problems.consoleErrors).toEqual([]);
      expect(page.problems.pageErrors).toEqual([]);
    },
  );

  it('glides there in a short transition; a focused slider takes the key alone; a swipe moves it', async () => {
    const page = await newPage();
    const link = '<a id="in-timeline" href="#t">Meer</a>';
    const chunks = await open(page, SLIDERS.replace('timeline 1</div>', `timeline 1 ${link}</div>`));
    const [image0] = await lefts(page, ['image-0']);
    await page.locator('#in-timeline').focus();
    await page.keyboard.press('ArrowRight');
    expect(await early(page, 'timeline-slider')).toBe('1');
    expect(await early(page, 'image-slider')).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('timeline-1')!).transition)).toMatch(
      /translate 0\.2s/,
    );
    // A swipe to the left on the image slider: its next slide.
    const box = (await page.locator('image-slider').boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 50);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + 50, { steps: 4 });
    await page.mouse.up();
    expect(await early(page, 'image-slider')).toBe('1');
    // Its 0.2 s move starts at the next frame, which a busy machine delays.
    await expect.poll(async () => (await lefts(page, ['image-1']))[0], { timeout: 5_000 }).toBeCloseTo(image0!, 0);
    chunks.release();
    await waitForUpgrade(page, 'image-slider, timeline-slider');
    expect(await realIndex(page, 'image-slider')).toBe(1);
    expect(await realIndex(page, 'timeline-slider')).toBe(1);
  });

  it('leaves a key in a form field, a key with a modifier and an opted-out slider alone', async () => {
    const page = await newPage();
    const chunks = await open(
      page,
      SLIDERS.replace('<timeline-slider>', '<timeline-slider data-no-early-interaction>'),
    );
    const before = await lefts(page, ['image-1', 'timeline-1']);
    await page.locator('#field').focus();
    await page.keyboard.press('ArrowRight');
    await page.locator('#field').blur();
    await page.keyboard.press('Shift+ArrowRight');
    await frames(page, 2);
    expect(await early(page, 'image-slider')).toBeNull();
    // The opted-out slider holds still; the other one answers.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => early(page, 'image-slider')).toBe('1');
    // Its move starts at the next frame; the same key press has passed the opted-out one by.
    await expect.poll(async () => (await lefts(page, ['image-1']))[0]).toBeLessThan(before[0]!);
    expect(await early(page, 'timeline-slider')).toBeNull();
    expect((await lefts(page, ['timeline-1']))[0]).toBe(before[1]);
    chunks.release();
  });
});
