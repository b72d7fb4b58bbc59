// The animated hero in Chromium, on the page's own clock (tests/browser/support/page-clock.ts):
// the test runs the clock frame by frame, and GSAP's timelines (requestAnimationFrame and Date.now)
// follow it, so each assertion is what the hero shows at a given time of its timeline, however
// slowly the machine draws. The page records every change of the hero's centre and state with that
// clock's time.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  axeViolations,
  baseUrl,
  cspViolations,
  describeViolations,
  heroState,
  openFixture,
  useBrowser,
  type TestPage,
} from '../../tests/browser/support/browser';
import { FRAME_MS, runClockTo, stopClock, untilOnClock } from '../../tests/browser/support/page-clock';
import { until } from '../../tests/support/until';

const newPage = useBrowser();

/** The README's timings (Behaviour), in ms of the page's clock. */
const INTRO = { word: 1000, stagger: 500, headerStart: 750, header: 1500, items: 500, end: 2750 } as const;
const ROW = { move: 700, wait: 1800, step: 2500 } as const;
/**
 * How late after its time a change may show: the intro starts on the frame after the setup, GSAP
 * reads the time once a frame, and a change shows on the first frame at or after its time.
 */
const FRAMES_LATE = 3 * FRAME_MS;

type Log = { t: number; centre: string | null; state: string | null }[];

/** Records the hero's centre/state changes (with the page's performance.now()) from the start of the page. */
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
const centre = (page: Page) => page.getAttribute('[data-hero]', 'data-hero-centre').then(Number);
/** When the hero's state first became `wanted`, on the page's clock (from recordHero's log). */
const stateAt = async (page: Page, wanted: string) => (await heroLog(page)).find((e) => e.state === wanted)?.t;

/**
 * Opens the page with the clock stopped and waits for the hero's setup (its chunk fetched and run),
 * the clock run a frame at a time meanwhile. Returns the time of the setup, where the intro's
 * timeline starts (on the next frame).
 */
async function openOnClock(page: Page, open: () => Promise<unknown>): Promise<number> {
  await stopClock(page);
  await recordHero(page);
  await open();
  await untilOnClock(
    page,
    'hero data-hero-state',
    () => heroState(page),
    (value) => value !== null,
    "'intro' or 'paused'",
  );
  return (await heroLog(page)).find((entry) => entry.state !== null)!.t;
}

/** Runs the clock past the intro that started at `setup`: the hero plays. */
async function playedIntro(page: Page, setup: number): Promise<number> {
  await runClockTo(page, setup + INTRO.end + FRAMES_LATE);
  expect(await heroState(page)).toBe('playing');
  return (await stateAt(page, 'playing'))!;
}

/** The time of each step of the row so far: when the centre changed after the hero played. */
async function steps(page: Page): Promise<{ t: number; centre: string | null }[]> {
  const log = await heroLog(page);
  return log.filter((entry, i) => i > 0 && entry.centre !== log[i - 1]!.centre && entry.state !== null);
}

/** Runs the clock one step of the row on (2.5 s at most): the centre moves from `from` to the next of `count`. */
async function nextStep(page: Page, from: number, count: number): Promise<void> {
  const before = (await steps(page)).length;
  await page.clock.runFor(ROW.step + FRAMES_LATE);
  const taken = (await steps(page)).slice(before);
  expect(taken.map((step) => step.centre)).toEqual([String((from + 1) % count)]);
}

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

/** How much of each word, the header and the first item shows now. */
const shownParts = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll('[data-hero-intro] > span'),
      document.querySelector('[data-site-header]'),
      document.querySelector('[data-hero-items] > *'),
    ].map((part) => (window as unknown as { __shown: (e: Element) => number }).__shown(part!)),
  );

function fixture(count: number) {
  const items = Array.from(
    { length: count },
    (_, i) => `<li><img src="/assets/images/hero-0${i + 1}.svg" alt="Image ${i + 1}" width="600" height="600"></li>`,
  ).join('');
  return `<header data-site-header><a href="/">Brand</a></header>
<main><div data-hero><p data-hero-intro><span>One</span> <span>Two</span></p><ul data-hero-items>${items}</ul></div>
</main>`;
}

describe('hero', () => {
  it('plays the intro in order and ends with everything shown, without axe or CSP problems', async () => {
    const page = await newPage();
    await page.addInitScript(shownScript);
    const setup = await openOnClock(page, () => page.goto(`${baseUrl()}/en/`));
    const [WORD0, WORD1, WORD2, HEADER, ITEM] = [0, 1, 2, 3, 4];
    /** What shows at `at` ms of the intro (each point at least three frames from a change). */
    const at = async (time: number) => {
      await runClockTo(page, setup + time);
      return shownParts(page);
    };
    // Nothing shown before the intro starts.
    expect(await at(0)).toEqual([0, 0, 0, 0, 0]);
    // The first word rises alone…
    let shown = await at(300);
    expect(shown[WORD0]).toBeGreaterThan(0);
    expect(shown.slice(WORD1)).toEqual([0, 0, 0, 0]);
    // …the second starts at 0.5 s while the first still rises, the header not yet…
    shown = await at(INTRO.stagger + 100);
    expect(shown[WORD1]).toBeGreaterThan(0);
    expect(shown.slice(WORD2)).toEqual([0, 0, 0]);
    // …the header starts at 0.75 s, before the third word…
    shown = await at(INTRO.headerStart + 150);
    expect(shown[HEADER]).toBeGreaterThan(0);
    expect(shown[WORD2]).toBe(0);
    // …which starts at 1 s, when the first is done and the second is not.
    shown = await at(2 * INTRO.stagger + 100);
    expect(shown[WORD2]).toBeGreaterThan(0);
    expect(shown[WORD0]).toBe(1);
    expect(shown[WORD1]).toBeLessThan(0.999);
    // The last word is done at 2 s, the header still fading in (until 2.25 s), the images not yet.
    shown = await at(2 * INTRO.stagger + INTRO.word + 100);
    expect(shown.slice(WORD0, HEADER)).toEqual([1, 1, 1]);
    expect(shown[HEADER]).toBeLessThan(1);
    expect(shown[ITEM]).toBe(0);
    // Then the images fade in, once the words and the header are done.
    shown = await at(INTRO.headerStart + INTRO.header + 150);
    expect(shown.slice(WORD0, ITEM)).toEqual([1, 1, 1, 1]);
    expect(shown[ITEM]).toBeGreaterThan(0);
    expect(shown[ITEM]).toBeLessThan(1);
    // The intro ends at 2.75 s, on the first frames after it.
    const played = await playedIntro(page, setup);
    expect(played - setup).toBeGreaterThanOrEqual(INTRO.end);
    expect(played - setup).toBeLessThanOrEqual(INTRO.end + FRAMES_LATE);

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

    // axe's own timers need the clock running.
    await page.clock.resume();
    expect(await axeViolations(page).then(describeViolations)).toBe('');
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });

  it('passes axe mid-intro: the words and the header fade without losing contrast', async () => {
    const page = await newPage();
    await page.addInitScript(shownScript);
    const setup = await openOnClock(page, () => page.goto(`${baseUrl()}/en/`));
    // Paused while the header and a word are part-way in (the pause button holds the intro).
    await runClockTo(page, setup + 2 * INTRO.stagger + 200);
    await page.getByRole('button', { name: 'Pause animation' }).click();
    expect(await heroState(page)).toBe('paused');
    await page.clock.resume();
    const shown = (await shownParts(page)).slice(0, 4);
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
      // the language switch. As soon as the page is there: with the clock stopped, before any of
      // the page's timers; while the intro plays: half a second in, the header not yet sliding in.
      let setup: number | undefined;
      if (moment === 'while the intro plays') {
        setup = await openOnClock(page, () => page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' }));
        await runClockTo(page, setup + INTRO.stagger);
        expect(await heroState(page)).toBe('intro');
      } else {
        await stopClock(page);
        await recordHero(page);
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      }
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
      // The rest of the intro plays on to its end.
      const started =
        setup ??
        (await untilOnClock(
          page,
          'hero data-hero-state',
          () => stateAt(page, 'intro'),
          (value) => value !== undefined,
          "'intro'",
        ))!;
      await playedIntro(page, started);
      expect(page.problems.pageErrors).toEqual([]);
    });
  }

  it('shows the centred item at full size, in the middle, and the others at 0.5–0.75', async () => {
    const page = await newPage();
    const setup = await openOnClock(page, () => page.goto(`${baseUrl()}/`));
    await playedIntro(page, setup);
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

  it('advances one item every 2.5 s (a 0.7 s move, a 1.8 s wait), in order, from the last to the first', async () => {
    const page = await newPage();
    const setup = await openOnClock(page, () => openFixture(page, fixture(3)));
    const played = await playedIntro(page, setup);
    // The first move starts after the wait; then one every 2.5 s: to 1, 2, back to 0, and 1 again.
    await runClockTo(page, played + ROW.wait + 3 * ROW.step + FRAMES_LATE);
    const taken = await steps(page);
    expect(taken.map((step) => step.centre)).toEqual(['1', '2', '0', '1']);
    const [first, ...rest] = taken.map((step) => step.t);
    expect(first! - played).toBeGreaterThanOrEqual(ROW.wait);
    expect(first! - played).toBeLessThanOrEqual(ROW.wait + FRAMES_LATE);
    rest.forEach((time, i) => {
      const interval = time - [first!, ...rest][i]!;
      expect(interval, `step ${i + 2}`).toBeGreaterThanOrEqual(ROW.step);
      expect(interval, `step ${i + 2}`).toBeLessThanOrEqual(ROW.step + FRAME_MS);
    });
    // The last step's move: half-way at 0.35 s, the new centre (1) neither in the middle nor at
    // full size; done at 0.7 s, and held through the wait.
    const last = taken[taken.length - 1]!.t;
    await runClockTo(page, last + ROW.move / 2);
    const midway = (await items(page))[1]!;
    expect(midway.scale).toBeLessThan(0.99);
    expect(Math.abs(midway.offset)).toBeGreaterThan(10);
    for (const time of [ROW.move + FRAMES_LATE, ROW.step - FRAMES_LATE]) {
      await runClockTo(page, last + time);
      const [, centred] = await items(page);
      expect(centred!.scale, `at ${time} ms`).toBeCloseTo(1, 2);
      expect(Math.abs(centred!.offset), `at ${time} ms`).toBeLessThan(1.5);
      expect(await centre(page)).toBe(1);
    }
    expect(await cspViolations(page)).toEqual([]);
  });

  /** Runs the clock 3 s (longer than a step) and checks that nothing moved. */
  async function holdsStill(page: Page) {
    const before = await centre(page);
    const transforms = (await items(page)).map((i) => i.transform);
    await page.clock.runFor(3000);
    expect(await centre(page)).toBe(before);
    expect((await items(page)).map((i) => i.transform)).toEqual(transforms);
    return before;
  }

  it('pauses while the tab is hidden and resumes when it is visible again', async () => {
    const page = await newPage();
    const setup = await openOnClock(page, () => openFixture(page, fixture(4)));
    await playedIntro(page, setup);
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
    expect(await heroState(page)).toBe('paused');
    const before = await holdsStill(page);
    await setHidden(false);
    expect(await heroState(page)).toBe('playing');
    await nextStep(page, before, 4);
  });

  it('stops and restarts with the pause button, by mouse and keyboard', async () => {
    const page = await newPage();
    const setup = await openOnClock(page, () => page.goto(`${baseUrl()}/en/`));
    await playedIntro(page, setup);
    await page.getByRole('button', { name: 'Pause animation' }).click();
    expect(await heroState(page)).toBe('paused');
    const button = page.getByRole('button', { name: 'Play animation' });
    await expect(button.count()).resolves.toBe(1);
    const before = await holdsStill(page);

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await heroState(page)).toBe('playing');
    await expect(
      page.getByRole('button', { name: 'Pause animation' }).evaluate((b) => b === document.activeElement),
    ).resolves.toBe(true);
    await nextStep(page, before, await page.locator('[data-hero-items] > *').count());
    await page.keyboard.press('Space');
    expect(await heroState(page)).toBe('paused');
    await page.clock.resume();
    expect(await axeViolations(page, '[data-hero]').then(describeViolations)).toBe('');
  });

  it('pauses while off screen', async () => {
    const page = await newPage({ viewport: { width: 1200, height: 600 } });
    const setup = await openOnClock(page, () => openFixture(page, `${fixture(4)}<div class="spacer"></div>`));
    await page.evaluate(() => ((document.querySelector('.spacer') as HTMLElement).style.height = '3000px'));
    await playedIntro(page, setup);
    // The intersection observer reports on the browser's own frames, off the page's clock.
    await page.evaluate(() => window.scrollTo(0, 2500));
    await until(
      'hero data-hero-state, scrolled out of view',
      () => heroState(page),
      (value) => value === 'paused',
      {
        want: "'paused'",
      },
    );
    await holdsStill(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await until(
      'hero data-hero-state, scrolled back',
      () => heroState(page),
      (value) => value === 'playing',
      {
        want: "'playing'",
      },
    );
  });

  it('with reduced motion, shows the intro at once and moves nothing until asked', async () => {
    const page = await newPage({ reducedMotion: 'reduce' });
    await openOnClock(page, () => page.goto(`${baseUrl()}/en/`));
    expect(await heroState(page)).toBe('paused');
    const words = await page.$$eval('[data-hero-intro] > span', (spans) =>
      spans.map((s) => [getComputedStyle(s).opacity, getComputedStyle(s).filter, getComputedStyle(s).visibility]),
    );
    expect(words).toEqual(Array(3).fill(['1', 'none', 'visible']));
    expect(await page.$eval('[data-site-header]', (h) => getComputedStyle(h).opacity)).toBe('1');
    const placed = await items(page);
    for (const item of placed) expect(item.opacity).toBe(1);
    expect(placed[0]!.scale).toBeCloseTo(1, 2);
    const before = await holdsStill(page);
    // The visitor may still choose to play it: the first step comes after the wait.
    await page.getByRole('button', { name: 'Play animation' }).click();
    await page.clock.runFor(ROW.wait + FRAMES_LATE);
    expect(await centre(page)).toBe(before + 1);
  });

  it('lays out again 200 ms after the width changes, not when only the height does', async () => {
    const page = await newPage();
    // The size the page last reported in a resize event (the browser's own frames, off the clock).
    await page.addInitScript(() =>
      window.addEventListener('resize', () =>
        document.documentElement.setAttribute('data-test-size', `${innerWidth}x${innerHeight}`),
      ),
    );
    const setup = await openOnClock(page, () => page.goto(`${baseUrl()}/en/`));
    await playedIntro(page, setup);
    // Paused before the first move: the row stands where the intro left it.
    await page.getByRole('button', { name: 'Pause animation' }).click();
    const current = await centre(page);
    const transforms = async () => (await items(page)).map((i) => i.transform);
    const resize = async (width: number, height: number) => {
      await page.setViewportSize({ width, height });
      await until(
        'the page’s last resize event',
        () => page.getAttribute('html', 'data-test-size'),
        (size) => size === `${width}x${height}`,
        { want: `'${width}x${height}'` },
      );
    };
    await resize(1100, 800);
    await page.clock.runFor(200 + FRAME_MS);
    const before = await items(page);

    await resize(1100, 500);
    await page.clock.runFor(200 + FRAME_MS);
    expect(await transforms()).toEqual(before.map((i) => i.transform));

    // A width change: nothing until the resizing has settled for 200 ms, then the new layout.
    await resize(800, 500);
    await page.clock.runFor(200 - FRAME_MS);
    expect(await transforms()).toEqual(before.map((i) => i.transform));
    await page.clock.runFor(2 * FRAME_MS);
    const after = await items(page);
    expect(after.map((i) => i.transform)).not.toEqual(before.map((i) => i.transform));
    // Still centred, with the same random draws (scales) as before.
    expect(Math.abs(after[current]!.offset)).toBeLessThan(1.5);
    after.forEach((item, index) => expect(item.scale).toBeCloseTo(before[index]!.scale, 2));
    expect(await centre(page)).toBe(current);
  });

  it('cleans up when the hero is removed mid-intro: the header is left as it was', async () => {
    const page = (await newPage()) as TestPage;
    const setup = await openOnClock(page, () => openFixture(page, fixture(3)));
    await runClockTo(page, setup + 900);
    expect(await heroState(page)).toBe('intro');
    await page.evaluate(() => document.querySelector('[data-hero]')!.remove());
    await page.clock.runFor(300);
    expect(
      await page.$eval('[data-site-header]', (h) => [h.getAttribute('style') ?? '', getComputedStyle(h).opacity]),
    ).toEqual(['', '1']);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });
});
