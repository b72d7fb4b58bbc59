// What every engine test checks in a page, through EnginePage alone: waiting for a state, the page
// probe's records (probe/), every widget upgraded, the boxes the upgrade must not move, and axe.
import { expect } from 'vitest';
import { AXE_OPTIONS, AXE_SOURCE } from '../../support/axe';
import { SLIDER_STATES } from '../../support/slider-state';
import { until } from '../../support/until';
import { widgetTags } from '../../support/widget-blocks';
import type { EnginePage, PageFunction } from './engine';

/** How long an engine page may take to show a state. */
const WAIT_MS = 15_000;

/** Polls `fn` in the page until it returns something truthy; fails with `what` after `timeout` ms. */
export async function waitFor<A extends unknown[], R>(
  page: EnginePage,
  what: string,
  fn: PageFunction<A, R>,
  ...args: A
): Promise<Awaited<R>> {
  return waitForWithin(page, WAIT_MS, what, fn, ...args);
}

export async function waitForWithin<A extends unknown[], R>(
  page: EnginePage,
  timeout: number,
  what: string,
  fn: PageFunction<A, R>,
  ...args: A
): Promise<Awaited<R>> {
  // A navigation under way (a link followed) fails an evaluation: the next look sees the new page.
  return until(`${page.engine}: ${what}`, () => page.evaluate(fn, ...args), Boolean, {
    want: 'it there',
    timeout,
  }) as Promise<Awaited<R>>;
}

interface ProbeRecords {
  problems: string[];
  warnings: string[];
}

/** The probe's records of the page open now (and of the pages before it in this tab). */
export function probeRecords(page: EnginePage): Promise<ProbeRecords | null> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __siteWidgetsProbe?: ProbeRecords }).__siteWidgetsProbe;
    return probe ? { problems: probe.problems, warnings: probe.warnings } : null;
  });
}

/**
 * Fails on any problem the probe recorded or the browser reported: errors, rejections, failed
 * loads, CSP and Trusted Types violations.
 */
export async function expectNoProblems(page: EnginePage) {
  const records = await probeRecords(page);
  const problems = [...(records?.problems ?? []), ...page.reportedProblems()];
  if (problems.length) throw new Error(`${page.engine}: problems in the page:\n${problems.join('\n')}`);
}

const WIDGETS = (await widgetTags()).join(', ');

/**
 * Resolves when the hero's intro (if the page has a hero) has finished: until then the site header
 * slides over the page's top. GSAP's lag smoothing stretches the intro on a busy machine.
 */
export async function waitForHeroIntro(page: EnginePage) {
  // With the state, what it waits on, for a failure to name: the hero's chunk loads after the
  // widgets asked for with it (blocks/hero/runtime.ts).
  const readHero = () =>
    page.evaluate((tags) => {
      const hero = document.querySelector('[data-hero]');
      if (!hero) return { state: 'no hero' };
      return {
        state: hero.getAttribute('data-hero-state'),
        enhanced: hero.hasAttribute('data-hero-enhanced'),
        failed: hero.hasAttribute('data-hero-failed'),
        started: document.documentElement.hasAttribute('data-site-widgets-started'),
        readyState: document.readyState,
        widgetsNotUpgraded: Array.from(document.querySelectorAll(tags))
          .filter((e) => !e.hasAttribute('data-upgraded') && !e.hasAttribute('data-upgrade-failed'))
          .map((e) => e.localName),
      };
    }, WIDGETS);
  await until(`${page.engine}: hero data-hero-state`, readHero, ({ state }) => state !== null && state !== 'intro', {
    want: "'playing' or 'paused'",
    timeout: 90_000,
  });
}

/** Opens a demo page as a first visit and waits for its hero intro. */
export async function openDemo(page: EnginePage, path: string) {
  await page.goto(path);
  await waitForHeroIntro(page);
}

/**
 * Scrolls each widget into view in turn, as a reader would (a widget's code loads near the
 * viewport), waits until it is upgraded, then scrolls back to the top.
 */
export async function scrollToUpgradeAll(page: EnginePage) {
  const count = await page.evaluate((tags) => document.querySelectorAll(tags).length, WIDGETS);
  for (let index = 0; index < count; index++) {
    await page.evaluate(
      (tags, i) => document.querySelectorAll(tags)[i]!.scrollIntoView({ block: 'center', behavior: 'instant' }),
      WIDGETS,
      index,
    );
    await waitFor(
      page,
      `widget ${index} to upgrade`,
      (tags, i) => document.querySelectorAll(tags)[i]!.hasAttribute('data-upgraded'),
      WIDGETS,
      index,
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** Fails, naming them, when widgets on the page are not upgraded. */
export async function expectEveryWidgetUpgraded(page: EnginePage) {
  const missing = await page.evaluate(
    (tags) =>
      Array.from(document.querySelectorAll(tags))
        .filter((element) => !element.hasAttribute('data-upgraded'))
        .map((element) => `<${element.localName}${element.id ? ` id="${element.id}"` : ''}>`),
    WIDGETS,
  );
  expect(missing, `${page.engine}: widgets left un-upgraded`).toEqual([]);
}

interface Box {
  name: string;
  top: number;
  height: number;
  width: number;
}

/** The page's boxes as the server rendered them (the probe read them before the bundle ran), and now. */
export async function boxesBeforeAndNow(page: EnginePage) {
  return page.evaluate(() => {
    const probe = (
      window as unknown as { __siteWidgetsProbe: { boxesBeforeUpgrade: Box[]; measureBoxes: () => Box[] } }
    ).__siteWidgetsProbe;
    return { before: probe.boxesBeforeUpgrade, now: probe.measureBoxes() };
  });
}

/** Fails on any box that moved or changed size by more than a pixel since the server rendered it. */
export async function expectNothingMoved(page: EnginePage) {
  const { before, now } = await boxesBeforeAndNow(page);
  expect(before.length, `${page.engine}: the probe measured the page before the upgrade`).toBeGreaterThan(5);
  const moved = now.flatMap((box, index) => {
    const was = before[index]!;
    const changed = (['top', 'height', 'width'] as const).filter((side) => Math.abs(box[side] - was[side]) > 1);
    return changed.length
      ? [`${box.name}: ${changed.map((side) => `${side} ${was[side]} → ${box[side]}`).join(', ')}`]
      : [];
  });
  expect(moved, `${page.engine}: boxes the upgrade moved`).toEqual([]);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** Fails on any axe violation (WCAG 2.x A and AA) in the page's current state; `state` names it. */
export async function expectAccessible(page: EnginePage, state: string) {
  await page.run(AXE_SOURCE);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
    };
    const result = await axe.run(document, options);
    return result.violations.map(
      ({ id, impact, nodes }) => `${id} (${impact}): ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  }, AXE_OPTIONS);
  expect(violations, `${page.engine}, ${state}: axe`).toEqual([]);
}

/** The attribute `name` of every element matching `selector`, in document order (null where absent). */
export function attributes(page: EnginePage, selector: string, name: string): Promise<(string | null)[]> {
  return page.evaluate(
    (s, n) => Array.from(document.querySelectorAll(s), (element) => element.getAttribute(n)),
    selector,
    name,
  );
}

/** Waits until the `aria-expanded` of the elements matching `selector` are `expected`, in order. */
export async function waitForExpanded(page: EnginePage, selector: string, expected: boolean[]) {
  await waitFor(
    page,
    `aria-expanded ${expected.join(', ')} on ${selector}`,
    (s, wanted) =>
      JSON.stringify(Array.from(document.querySelectorAll(s), (e) => e.getAttribute('aria-expanded') === 'true')) ===
      JSON.stringify(wanted),
    selector,
    expected,
  ).catch(async (error: Error) => {
    const now = await attributes(page, selector, 'aria-expanded').catch(() => 'unknown');
    throw new Error(`${error.message} (now: ${JSON.stringify(now)})`);
  });
}

/** Fails unless the focused element is the `index`th matching `selector`. */
export async function expectFocusOn(page: EnginePage, selector: string, index = 0) {
  const focused = await page.evaluate(
    (s, i) => {
      const active = document.activeElement;
      return active === document.querySelectorAll(s)[i] ? true : (active?.outerHTML.slice(0, 120) ?? 'nothing');
    },
    selector,
    index,
  );
  expect(focused, `${page.engine}: focus on ${selector} #${index}`).toBe(true);
}

/**
 * Waits until the gallery's code has set up its links: it loads after the widgets in flight, and a
 * click before that follows the link to the photo itself.
 */
export async function waitForGalleryReady(page: EnginePage) {
  await waitFor(
    page,
    'the gallery to be ready',
    () => document.querySelector('[data-gallery][data-gallery-ready]') !== null,
  );
}

/** Waits until every element matching `selector` is upgraded (scrolled near the viewport first). */
export async function waitForUpgraded(page: EnginePage, selector: string) {
  await page.evaluate(
    (s) => document.querySelector(s)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    selector,
  );
  await waitFor(
    page,
    `${selector} to upgrade`,
    (s) => {
      const elements = document.querySelectorAll(s);
      return elements.length > 0 && Array.from(elements).every((element) => element.hasAttribute('data-upgraded'));
    },
    selector,
  );
}

/** Answers the cookie bar of a first visit as most visitors do ("necessary only"), so it covers nothing. */
export async function chooseNecessaryCookies(page: EnginePage) {
  await waitFor(page, 'the cookie bar', () => document.querySelector('[data-cookiebar]')?.checkVisibility());
  await page.click('[data-cookiebar] [data-cookiebar-choice="necessary"]');
  await waitFor(page, 'the cookie bar to close', () => !document.querySelector('[data-cookiebar]')?.checkVisibility());
}

/** Whether the element is on screen and is what a pointer at its centre would hit (nothing covers it). */
export function isReachable(page: EnginePage, selector: string): Promise<boolean> {
  return page.evaluate((s) => {
    const element = document.querySelector(s);
    if (!element?.checkVisibility()) return false;
    const rect = element.getBoundingClientRect();
    const inside = rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth;
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return inside && !!hit && element.contains(hit);
  }, selector);
}

/** Waits until the slider shows slide `index` (Swiper's `realIndex`: a loop's copies aside) and has stopped. */
export async function waitForSlide(page: EnginePage, tag: string, index: number) {
  await until(
    `${page.engine}: ${tag}`,
    async () => (await page.evaluate(SLIDER_STATES, `${tag} .swiper`))[0],
    (state) => state?.realIndex === index && !state.moving,
    { want: `at slide ${index}, still`, timeout: WAIT_MS },
  );
}

/** Keyboard focus on the element, as after a Tab (so `:focus-visible` matches in every engine). */
export async function focusByKeyboard(page: EnginePage, selector: string) {
  await page.evaluate((s) => document.querySelector<HTMLElement>(s)!.focus(), selector);
  await page.press('Tab');
  await page.press('Shift+Tab');
  await expectFocusOn(page, selector);
}
