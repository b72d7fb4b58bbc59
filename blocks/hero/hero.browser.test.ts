// The animated hero in Chromium, in real time (GSAP runs on requestAnimationFrame; timings are
// asserted with tolerances). The page records every change of the hero's centre and state with
// its time, so steps are measured where they happen, not when the test looks.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  baseUrl,
  cspViolations,
  describeViolations,
  openFixture,
  useBrowser,
  type TestPage,
} from '../../tests/browser/support/browser';

const newPage = useBrowser();

type Log = { t: number; centre: string | null; state: string | null }[];

/** Records the hero's centre/state changes (with performance.now()) from the start of the page. */
async function recordHero(page: Page) {
  await page.addInitScript(() => {
    const log: { t: number; centre: string | null; state: string | null }[] = [];
    (window as unknown as { __heroLog: typeof log }).__heroLog = log;
    new MutationObserver(() => {
      const hero = document.querySelector('[data-hero]');
      const entry = {
        t: performance.now(),
        centre: hero?.getAttribute('data-hero-centre') ?? null,
        state: hero?.getAttribute('data-hero-state') ?? null,
      };
      const last = log[log.length - 1];
      if (!last || last.centre !== entry.centre || last.state !== entry.state) log.push(entry);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hero-centre', 'data-hero-state'] });
  });
}

const heroLog = (page: Page) => page.evaluate(() => (window as unknown as { __heroLog: Log }).__heroLog);
const state = (page: Page) => page.getAttribute('[data-hero]', 'data-hero-state');
const centre = (page: Page) => page.getAttribute('[data-hero]', 'data-hero-centre').then(Number);
/**
 * How long a wait for the row's next step or a pause may take before it counts as failed: a step
 * comes within 2.5 s of GSAP's time, which on a busy machine runs slower than the clock.
 */
const STEP_TIMEOUT = 10_000;
/** Resolves when the row has moved on from the centre `from`. */
const nextStep = (page: Page, from: number) =>
  page.waitForFunction(
    (b) => document.querySelector('[data-hero]')?.getAttribute('data-hero-centre') !== String(b),
    from,
    { timeout: STEP_TIMEOUT },
  );

/**
 * Each item's rendered scale (box width over layout width), centre offset from the row's centre,
 * opacity and transform.
 */
function items(page: Page) {
  return page.$$eval('[data-hero-items] > *', (elements) => {
    const list = elements[0]!.parentElement!.getBoundingClientRect();
    return elements.map((element) => {
      const box = element.getBoundingClientRect();
      const item = element as HTMLElement;
      return {
        scale: box.width / item.offsetWidth,
        offset: box.left + box.width / 2 - (list.left + list.width / 2),
        opacity: Number(getComputedStyle(item).opacity),
        transform: getComputedStyle(item).transform,
      };
    });
  });
}

/**
 * An init script: window.__shown(element) is how much of it shows, 0–1: its opacity times a
 * `filter: opacity()` (the intro's fades), 0 while visibility is hidden.
 */
function shownScript() {
  (window as unknown as { __shown: (element: Element) => number }).__shown = (element) => {
    const style = getComputedStyle(element);
    const filter = /opacity\(([\d.]+)\)/.exec(style.filter);
    return style.visibility === 'hidden' ? 0 : Number(style.opacity) * (filter ? Number(filter[1]) : 1);
  };
}

function fixture(count: number) {
  const items = Array.from(
    { length: count },
    (_, i) => `<li><img src="/assets/images/hero-0${i + 1}.svg" alt="Image ${i + 1}" width="600" height="600"></li>`,
  ).join('');
  return `<header data-site-header><a href="/">Brand</a></header>
<main><div data-hero><p data-hero-intro><span>One</span> <span>Two</span></p><ul data-hero-items>${items}</ul></div>
</main>`;
}

async function playing(page: Page) {
  await page.waitForSelector('[data-hero][data-hero-state="playing"]', { timeout: STEP_TIMEOUT });
}

describe('hero', () => {
  it('plays the intro in order and ends with everything shown, without axe or CSP problems', async () => {
    const page = await newPage();
    // Sample how much of every part is shown on every frame from the start of the page. The assertions
    // compare parts within a frame: they all follow GSAP's clock, which (with its lag smoothing)
    // never jumps far even when a busy machine stalls frames, unlike wall-clock times.
    await page.addInitScript(shownScript);
    await page.addInitScript(() => {
      const frames: number[][] = [];
      (window as unknown as { __frames: number[][] }).__frames = frames;
      const sample = () => {
        if (document.querySelector('[data-hero-enhanced]')) {
          const parts = [
            ...document.querySelectorAll('[data-hero-intro] > span'),
            document.querySelector('[data-site-header]'),
            document.querySelector('[data-hero-items] > *'),
          ];
          frames.push(parts.map((part) => (window as unknown as { __shown: (e: Element) => number }).__shown(part!)));
        }
        if (!document.querySelector('[data-hero-state="playing"]')) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.goto(`${baseUrl()}/en/`);
    await playing(page);
    const frames = await page.evaluate(() => (window as unknown as { __frames: number[][] }).__frames);
    const first = (part: number) => frames.find((frame) => frame[part]! > 0.02)!;
    const [WORD0, WORD1, WORD2, HEADER, ITEM] = [0, 1, 2, 3, 4];
    // Nothing shown before the intro starts.
    expect(frames[0]).toEqual([0, 0, 0, 0, 0]);
    // Words in turn: the second starts while the first still rises (stagger 0.5 s < 1 s each);
    // when the third starts (1 s) the first is done and the second is not.
    expect(first(WORD1)[WORD2]).toBe(0);
    expect(first(WORD1)[WORD0]).toBeGreaterThan(0.5);
    expect(first(WORD1)[WORD0]).toBeLessThan(1);
    expect(first(WORD2)[WORD0]).toBeGreaterThan(0.99);
    expect(first(WORD2)[WORD1]).toBeLessThan(0.999);
    // The header starts at 0.75 s: after the second word, before the third…
    expect(first(HEADER)[WORD1]).toBeGreaterThan(0);
    expect(first(HEADER)[WORD2]).toBe(0);
    // …and is still fading in (1.5 s) when the last word is done.
    expect(frames.find((frame) => frame[WORD2]! >= 0.999)![HEADER]).toBeLessThan(1);
    // Then the images fade in, once the words and the header are done.
    expect(first(ITEM).slice(0, 4)).toEqual([1, 1, 1, 1]);

    // End state: words in place and shown, header back to its own styles, images shown.
    const words = await page.$$eval('[data-hero-intro] > span', (spans) =>
      spans.map((s) => [getComputedStyle(s).opacity, getComputedStyle(s).transform, getComputedStyle(s).filter]),
    );
    for (const [opacity, transform, filter] of words) {
      expect(opacity).toBe('1');
      expect(filter).toBe('none');
      expect(['none', 'matrix(1, 0, 0, 1, 0, 0)']).toContain(transform);
    }
    expect(
      await page.$eval('[data-site-header]', (h) => [h.getAttribute('style') ?? '', getComputedStyle(h).opacity]),
    ).toEqual(['', '1']);
    for (const item of await items(page)) expect(item.opacity).toBe(1);
    await expect(page.getByRole('button', { name: 'Pause animation' }).isVisible()).resolves.toBe(true);

    expect(await axeViolations(page).then(describeViolations)).toBe('');
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });

  it('passes axe mid-intro: the words and the header fade without losing contrast', async () => {
    const page = await newPage();
    await page.addInitScript(shownScript);
    await page.goto(`${baseUrl()}/en/`);
    // Pause the intro while the header and a word are part-way in (the pause button holds it).
    // The button is pressed in the same frame the header is seen fading in: a click from the
    // test process can arrive after the whole intro on a busy machine.
    await page.waitForFunction(
      () => {
        const shown = (window as unknown as { __shown: (e: Element) => number }).__shown;
        const header = document.querySelector('[data-site-header]');
        const toggle = document.querySelector<HTMLButtonElement>('[data-hero-toggle]');
        if (!header || !toggle || shown(header) <= 0.1) return false;
        toggle.click();
        return true;
      },
      undefined,
      { timeout: 15_000, polling: 'raf' },
    );
    expect(await state(page)).toBe('paused');
    const shown = await page.evaluate(() => {
      const shown = (window as unknown as { __shown: (e: Element) => number }).__shown;
      return [
        ...document.querySelectorAll('[data-hero-intro] > span'),
        document.querySelector('[data-site-header]')!,
      ].map(shown);
    });
    expect(
      shown.some((value) => value > 0.05 && value < 0.95),
      `shown: ${shown.join(', ')}`,
    ).toBe(true);
    const violations = await axeViolations(page, 'html', { afterIntro: false });
    expect(describeViolations(violations.filter((v) => v.id === 'color-contrast'))).toBe('');
  });

  for (const [path, moment] of [
    ['/', 'as soon as the page is there'],
    ['/en/', 'as soon as the page is there'],
    ['/', 'while the intro plays'],
    ['/en/', 'while the intro plays'],
  ] as const) {
    it(`keeps the site header in the Tab order: Tab ${moment} reaches it and shows it (${path})`, async () => {
      const page = await newPage();
      await page.addInitScript(shownScript);
      // Each focus: where it landed, the hero's state then, and how much of the header showed.
      await page.addInitScript(() => {
        const log: { target: string; state: string; shown: number; onScreen: boolean }[] = [];
        (window as unknown as { __focusLog: typeof log }).__focusLog = log;
        document.addEventListener('focusin', (event) => {
          const target = event.target as Element;
          const header = document.querySelector('[data-site-header]')!;
          log.push({
            target: target.matches('[data-menu-toggle]') ? 'menu' : target.closest('language-switch') ? 'switch' : '',
            state: document.querySelector('[data-hero]')?.getAttribute('data-hero-state') ?? 'not started',
            shown: (window as unknown as { __shown: (element: Element) => number }).__shown(header),
            onScreen: header.getBoundingClientRect().bottom > 0,
          });
        });
      });
      // A keyboard user presses Tab from the top of the page: the skip link, the brand, the menu,
      // the language switch.
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      if (moment === 'while the intro plays') await page.waitForSelector('[data-hero-state="intro"]');
      for (let presses = 0; presses < 4; presses++) await page.keyboard.press('Tab');
      const log = await page.evaluate(
        () => (window as unknown as { __focusLog: { target: string; state: string }[] }).__focusLog,
      );
      const reached = log.filter((entry) => entry.target);
      expect(reached.map((entry) => entry.target)).toEqual(['menu', 'switch']);
      for (const entry of reached) {
        // Still before the intro's end, and the header fully shown, in place, while focus is in it.
        expect(moment === 'while the intro plays' ? ['intro'] : ['not started', 'intro']).toContain(entry.state);
        expect(entry).toMatchObject({ shown: 1, onScreen: true });
      }
      await playing(page);
      expect(page.problems.pageErrors).toEqual([]);
    });
  }

  it('shows the centred item at full size, in the middle, and the others at 0.5–0.75', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/`);
    await playing(page);
    const current = await centre(page);
    const placed = await items(page);
    expect(placed[current]!.scale).toBeCloseTo(1, 2);
    expect(Math.abs(placed[current]!.offset)).toBeLessThan(1.5);
    placed.forEach((item, index) => {
      if (index === current) return;
      expect(item.scale).toBeGreaterThanOrEqual(0.5 - 0.005);
      expect(item.scale).toBeLessThanOrEqual(0.75 + 0.005);
    });
    // The Dutch page labels the button in Dutch.
    await expect(page.getByRole('button', { name: 'Animatie pauzeren' }).count()).resolves.toBe(1);
  });

  it('advances one item every 2.5 s, in order, from the last back to the first', async () => {
    const page = await newPage();
    await recordHero(page);
    await openFixture(page, fixture(3));
    await page.waitForFunction(
      () => (window as unknown as { __heroLog: Log }).__heroLog.filter((e) => e.state === 'playing').length > 0,
    );
    await page.waitForFunction(
      () =>
        document.querySelector('[data-hero]')?.getAttribute('data-hero-centre') === '0' &&
        (window as unknown as { __heroLog: Log }).__heroLog.some((e) => e.centre === '2'),
      undefined,
      { timeout: 20_000 },
    );
    const log = await heroLog(page);
    const steps = log.filter((entry, i) => i > 0 && entry.centre !== log[i - 1]!.centre);
    expect(steps.map((s) => s.centre)).toEqual(['1', '2', '0']);
    for (let i = 1; i < steps.length; i++) {
      const interval = steps[i]!.t - steps[i - 1]!.t;
      // GSAP's clock never runs ahead of real time; on a loaded machine its lag smoothing may
      // stretch a step, hence the wider upper bound.
      expect(interval).toBeGreaterThan(2400);
      expect(interval).toBeLessThan(3200);
    }
    // During the wait after a move (0.7 s), the new centre sits in the middle at full size; a late
    // frame may end the move later, so its place is polled for within the wait (2.8 s).
    await expect
      .poll(
        async () => {
          const [centre] = await items(page);
          return Math.abs(centre!.scale - 1) < 0.005 && Math.abs(centre!.offset) < 1.5;
        },
        { timeout: 2_000 },
      )
      .toBe(true);
    expect(await cspViolations(page)).toEqual([]);
  }, 40_000);

  it('pauses while the tab is hidden and resumes when it is visible again', async () => {
    const page = await newPage();
    await recordHero(page);
    await openFixture(page, fixture(4));
    await playing(page);
    const setHidden = (hidden: boolean) =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (value ? 'hidden' : 'visible'),
        });
        Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    expect(await state(page)).toBe('paused');
    const before = await centre(page);
    const transforms = (await items(page)).map((i) => i.transform);
    await page.waitForTimeout(3000);
    expect(await centre(page)).toBe(before);
    expect((await items(page)).map((i) => i.transform)).toEqual(transforms);
    await setHidden(false);
    expect(await state(page)).toBe('playing');
    await nextStep(page, before);
    expect(await centre(page)).toBe((before + 1) % 4);
  });

  it('stops and restarts with the pause button, by mouse and keyboard', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/en/`);
    await playing(page);
    await page.getByRole('button', { name: 'Pause animation' }).click();
    expect(await state(page)).toBe('paused');
    const button = page.getByRole('button', { name: 'Play animation' });
    await expect(button.count()).resolves.toBe(1);
    const before = await centre(page);
    const transforms = (await items(page)).map((i) => i.transform);
    await page.waitForTimeout(3000);
    expect(await centre(page)).toBe(before);
    expect((await items(page)).map((i) => i.transform)).toEqual(transforms);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await state(page)).toBe('playing');
    await expect(
      page.getByRole('button', { name: 'Pause animation' }).evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    await nextStep(page, before);
    await page.keyboard.press('Space');
    expect(await state(page)).toBe('paused');
    expect(await axeViolations(page, '[data-hero]').then(describeViolations)).toBe('');
  });

  it('pauses while off screen', async () => {
    const page = await newPage({ viewport: { width: 1200, height: 600 } });
    await openFixture(page, `${fixture(4)}<div class="spacer"></div>`);
    await page.evaluate(() => ((document.querySelector('.spacer') as HTMLElement).style.height = '3000px'));
    await playing(page);
    await page.evaluate(() => window.scrollTo(0, 2500));
    await page.waitForSelector('[data-hero][data-hero-state="paused"]', { timeout: STEP_TIMEOUT });
    await page.evaluate(() => window.scrollTo(0, 0));
    await playing(page);
  });

  it('with reduced motion, shows the intro at once and moves nothing until asked', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await page.goto(`${baseUrl()}/en/`);
    await page.waitForSelector('[data-hero][data-hero-state="paused"]');
    const words = await page.$$eval('[data-hero-intro] > span', (spans) =>
      spans.map((s) => [getComputedStyle(s).opacity, getComputedStyle(s).filter, getComputedStyle(s).visibility]),
    );
    expect(words).toEqual(Array(3).fill(['1', 'none', 'visible']));
    expect(await page.$eval('[data-site-header]', (h) => getComputedStyle(h).opacity)).toBe('1');
    const placed = await items(page);
    for (const item of placed) expect(item.opacity).toBe(1);
    expect(placed[0]!.scale).toBeCloseTo(1, 2);
    const before = await centre(page);
    await page.waitForTimeout(3000);
    expect(await centre(page)).toBe(before);
    expect((await items(page)).map((i) => i.transform)).toEqual(placed.map((i) => i.transform));
    // The visitor may still choose to play it.
    await page.getByRole('button', { name: 'Play animation' }).click();
    await nextStep(page, before);
  });

  it('lays out again when the width changes, not when only the height does', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl()}/en/`);
    await playing(page);
    await page.getByRole('button', { name: 'Pause animation' }).click();
    const current = await centre(page);
    // The pause may catch a move half-way (likelier on a busy machine); a width change lays the row
    // out at once where the move was going, so the row is measured from there.
    // (The re-layout waits for the resizing to settle.)
    await page.setViewportSize({ width: 1100, height: 800 });
    await page.waitForTimeout(1000);
    const before = await items(page);

    await page.setViewportSize({ width: 1100, height: 500 });
    await page.waitForTimeout(500);
    expect((await items(page)).map((i) => i.transform)).toEqual(before.map((i) => i.transform));

    await page.setViewportSize({ width: 800, height: 500 });
    const transforms = async () => (await items(page)).map((i) => i.transform);
    await expect.poll(transforms).not.toEqual(before.map((i) => i.transform));
    const after = await items(page);
    // Still centred, with the same random draws (scales) as before.
    expect(Math.abs(after[current]!.offset)).toBeLessThan(1.5);
    after.forEach((item, index) => expect(item.scale).toBeCloseTo(before[index]!.scale, 2));
    expect(await centre(page)).toBe(current);
  });

  it('cleans up when the hero is removed mid-intro: the header is left as it was', async () => {
    const page = (await newPage()) as TestPage;
    await openFixture(page, fixture(3));
    await page.waitForSelector('[data-hero][data-hero-state="intro"]');
    await page.waitForTimeout(900);
    await page.evaluate(() => document.querySelector('[data-hero]')!.remove());
    await page.waitForTimeout(300);
    expect(
      await page.$eval('[data-site-header]', (h) => [h.getAttribute('style') ?? '', getComputedStyle(h).opacity]),
    ).toEqual(['', '1']);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });
});
