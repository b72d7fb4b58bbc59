// Helpers for browser tests: one Chromium per test file, pages that record console errors,
// uncaught errors and CSP violations, fixture pages served under the demo's CSP, and axe.
import {
  chromium,
  type Browser,
  type BrowserContextOptions,
  type ElementHandle,
  type LaunchOptions,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createNonce, pageSecurityHeaders, SECURITY_HEADERS } from '../../../demo/server/csp.mjs';
import { AXE_BEST_PRACTICE_OPTIONS, AXE_OPTIONS, AXE_SOURCE } from '../../support/axe';
import { widgetTags } from '../../support/widget-blocks';
import { SLIDER_STATES } from '../../support/slider-state';
import { until } from '../../support/until';
import { CHROMIUM_ARGS } from './chromium';
import { stopClock, untilOnClock } from './page-clock';

export const baseUrl = () => inject('baseUrl');

/**
 * The `cookiebar` cookie as the browser's cookie store holds it. A page's document.cookie write
 * reaches that store a moment after the script ran: poll for the value a choice should store.
 */
export async function cookiebarCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'cookiebar');
}

/** A consent id as the runtime makes them. */
export const CONSENT_ID = /^[A-Za-z0-9_-]{22}$/;

/** The stored choice, the `cookiebar` cookie's value without the consent id (`~ID`) that ends it. */
export async function storedChoice(page: Page) {
  return (await cookiebarCookie(page))?.value.replace(/~[A-Za-z0-9_-]+$/, '');
}

/** The consent id the `cookiebar` cookie carries. */
export async function storedConsentId(page: Page) {
  return (await cookiebarCookie(page))?.value.match(/~([A-Za-z0-9_-]+)$/)?.[1];
}

export interface PageProblems {
  consoleErrors: string[];
  consoleWarnings: string[];
  pageErrors: string[];
  /** The browser's reports of Trusted Types violations (a string written into a sink, a policy refused). */
  trustedTypes: string[];
}

/**
 * Chromium's console reports of a Trusted Types violation: "This document requires 'TrustedHTML'
 * assignment.", and for a policy the `trusted-types` directive refuses, "Creating a
 * TrustedTypePolicy named … violates …". (It also fires a `securitypolicyviolation` event for each.)
 */
const TRUSTED_TYPES_REPORT = /requires 'Trusted(HTML|Script|ScriptURL)' assignment|TrustedTypePolicy/;

export type TestPage = Page & { problems: PageProblems };

const NAVIGATION_TIMEOUT_MS = 120_000;

/**
 * Starts Chromium before the file's tests and closes it after; returns a page factory, each page in
 * a context of its own, closed after the test that opened it. Every test fails on a Trusted Types
 * violation in any page it opened: the demo's CSP requires Trusted Types (demo/server/csp.mjs), and
 * the bundle must never need an exception to it.
 */
export function useBrowser(launchOptions: LaunchOptions = {}) {
  let browser: Browser;
  const pagesOfTest: TestPage[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS, ...launchOptions });
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const pages = pagesOfTest.splice(0);
    const reports = pages.flatMap((page) => page.problems.trustedTypes);
    // A page left open keeps running its animations and timers, and a file's tests would otherwise
    // share the cores with every page its earlier tests opened.
    await Promise.all(pages.map((page) => page.context().close()));
    if (reports.length) throw new Error(`Trusted Types violations (docs/security.md):\n${reports.join('\n')}`);
  });

  return async function newPage(options: BrowserContextOptions = {}): Promise<TestPage> {
    const context = await browser.newContext({ viewport: { width: 1200, height: 800 }, ...options });
    // A demo page's load (every image and stylesheet) took over Playwright's 30 s with both cores
    // kept busy by other work (npm run test:busy): the limit is for a hang.
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    const page = (await context.newPage()) as TestPage;
    const problems: PageProblems = { consoleErrors: [], consoleWarnings: [], pageErrors: [], trustedTypes: [] };
    page.problems = problems;
    pagesOfTest.push(page);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.consoleErrors.push(message.text());
      if (message.type() === 'warning') problems.consoleWarnings.push(message.text());
      if (TRUSTED_TYPES_REPORT.test(message.text())) problems.trustedTypes.push(message.text());
    });
    page.on('pageerror', (error) => problems.pageErrors.push(String(error)));
    // Record CSP violations from the start of every document.
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
      // A Trusted Types violation's blockedURI is only "trusted-types-sink": its sample names the sink.
      document.addEventListener('securitypolicyviolation', (event) => {
        const sample = event.blockedURI.startsWith('trusted-types') ? ` ${event.sample}` : '';
        violations.push(`${event.violatedDirective}: ${event.blockedURI}${sample}`);
      });
    });
    return page;
  };
}

/**
 * The CSP violations the page has seen so far: the `securitypolicyviolation` events, and the
 * console's CSP reports (Chromium reports some, like style attributes parsed from markup, only there).
 */
export async function cspViolations(page: Page): Promise<string[]> {
  const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? []);
  const consoleReports =
    'problems' in page
      ? (page as TestPage).problems.consoleErrors.filter(
          (text) => /Content Security Policy/i.test(text) || TRUSTED_TYPES_REPORT.test(text),
        )
      : [];
  return [...events, ...consoleReports];
}

/**
 * Opens a page with the given body markup, served from the demo origin under the demo's CSP,
 * with the bundle in <head> as the README's embed snippet has it (or `scriptPosition: 'body-end'`).
 * `headFirst` goes before the bundle's stylesheet (a site's stylesheet that loads first), `head` after it.
 * `demoPagePolicy`: under the demo pages' own CSP instead, which requires Trusted Types and gives
 * inline scripts a nonce (the body's `__CSP_NONCE__`).
 */
export async function openFixture(
  page: Page,
  body: string,
  {
    lang = 'nl',
    path = '/test/fixture',
    head = '',
    headFirst = '',
    scriptPosition = 'head',
    scriptAttributes = '',
    demoPagePolicy = false,
  }: {
    lang?: string;
    path?: string;
    head?: string;
    headFirst?: string;
    scriptPosition?: 'head' | 'body-end' | 'none';
    scriptAttributes?: string;
    demoPagePolicy?: boolean;
  } = {},
) {
  const nonce = createNonce() as string;
  const script = `<script type="module" src="/dist/site-widgets.js"${scriptAttributes}></script>`;
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>fixture</title>${headFirst}
<link rel="stylesheet" href="/dist/site-widgets.css">${head}${scriptPosition === 'head' ? script : ''}</head>
<body>${body}${scriptPosition === 'body-end' ? script : ''}</body></html>`;
  const url = `${baseUrl()}${path}`;
  const securityHeaders = (demoPagePolicy ? pageSecurityHeaders(nonce) : SECURITY_HEADERS) as Record<string, string>;
  await page.route(url, (route) =>
    route.fulfill({
      status: 200,
      headers: { ...securityHeaders, 'content-type': 'text/html; charset=utf-8' },
      body: demoPagePolicy ? html.replaceAll('__CSP_NONCE__', nonce) : html,
    }),
  );
  await page.goto(url);
}

/** Loads the bundle into a page opened with `scriptPosition: 'none'`, as a late script would. */
export async function loadBundle(page: Page) {
  await page.addScriptTag({ url: '/dist/site-widgets.js', type: 'module' });
}

/** The hero's state (`data-hero-state`), or null before its setup (or without a hero). */
export const heroState = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-hero]')?.getAttribute('data-hero-state') ?? null);
const introOver = (state: string | null) => state === 'playing' || state === 'paused';
/** Whether the page has a hero and the bundle runs (not with JavaScript off or the bundle blocked). */
const heroAnimates = (page: Page) =>
  page.evaluate(
    () =>
      Boolean((globalThis as Record<symbol, unknown>)[Symbol.for('site-widgets.started')]) &&
      Boolean(document.querySelector('[data-hero]')),
  );

/**
 * Resolves when the hero's intro (if the page has a hero) has finished: until then the site header
 * slides over the page's top and covers its controls. (The fades themselves pass axe: see the
 * hero test that runs it mid-intro.) On the real clock, for a page opened without openDemoPage.
 */
export async function waitForHeroIntro(page: Page) {
  await page.waitForLoadState('load');
  if (!(await heroAnimates(page))) return;
  // After a frame that comes very late GSAP's lag smoothing moves the intro on by a short step
  // only: on a busy machine its few seconds stretch far; openDemoPage plays it on the page's clock.
  await until('hero data-hero-state', () => heroState(page), introOver, {
    want: "'playing' or 'paused'",
    timeout: 60_000,
  });
}

/**
 * Opens a demo page (`/` or `/en/`) with the page's clock stopped (page-clock.ts), plays its hero's
 * intro on that clock, and then lets the clock run with the real time again, unless `clock` is
 * 'stopped': the test then runs it.
 */
export async function openDemoPage(
  page: Page,
  path: '/' | '/en/' | string,
  { clock = 'running' }: { clock?: 'running' | 'stopped' } = {},
) {
  await stopClock(page);
  await page.goto(`${baseUrl()}${path}`);
  if (await heroAnimates(page)) {
    // Its setup comes with its chunk, after the widgets near the viewport: a frame at a time. Then
    // the intro plays in half a second of the clock at a time (a few seconds in all).
    await untilOnClock(
      page,
      'hero data-hero-state',
      () => heroState(page),
      (state) => state !== null,
      'a state',
    );
    await untilOnClock(page, 'hero data-hero-state', () => heroState(page), introOver, "'playing' or 'paused'", 500);
  }
  if (clock === 'running') await page.clock.resume();
}

/**
 * Scrolls each element matching `selector` into view in turn, as a reader would, and waits until
 * each is upgraded (a widget's chunk loads only once its element nears the viewport); then scrolls
 * back to the top, where the page started. Each look scrolls to the element again, as images above
 * it that load meanwhile push it down, and the scrolling is the page's own: Playwright's scroll
 * first waits for the element to stand still, which a page still laying out may not give it.
 */
export async function scrollToUpgrade(page: Page, selector: string) {
  const elements = page.locator(selector);
  const count = await elements.count();
  if (count === 0) throw new Error(`scrollToUpgrade: nothing on the page matches ${selector}`);
  for (let i = 0; i < count; i++) {
    const element = elements.nth(i);
    await until(
      `${selector} number ${i + 1} of ${count}, scrolled into view`,
      () =>
        element.evaluate((e) => {
          e.scrollIntoView({ block: 'nearest' });
          const { top, height } = e.getBoundingClientRect();
          return {
            tag: e.localName,
            id: e.id,
            top: Math.round(top),
            height,
            upgraded: e.hasAttribute('data-upgraded'),
          };
        }),
      (seen) => seen.upgraded,
      { want: 'data-upgraded' },
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Resolves when every visible widget within 300 px of the viewport is upgraded (or has failed):
 * a person tabbing or scrolling lets the page catch up; a script must wait for it.
 */
export async function waitForWidgetsNearViewport(page: Page) {
  await page.waitForFunction((tags) => {
    const margin = 300;
    return Array.from(document.querySelectorAll(tags)).every((element) => {
      const rect = element.getBoundingClientRect();
      const near = rect.bottom >= -margin && rect.top <= window.innerHeight + margin && element.checkVisibility();
      return !near || element.hasAttribute('data-upgraded') || element.hasAttribute('data-upgrade-failed');
    });
  }, WIDGET_TAGS);
}

const WIDGET_TAGS = (await widgetTags()).join(', ');

/** Resolves when every element matching `selector` has been upgraded by its widget. */
export async function waitForUpgrade(page: Page, selector: string) {
  await page.waitForFunction((s) => {
    const elements = document.querySelectorAll(s);
    return elements.length > 0 && Array.from(elements).every((e) => e.hasAttribute('data-upgraded'));
  }, selector);
}

/**
 * Takes the element `selector` matches out of the page and waits until its widget has let it go
 * (its `data-upgraded` is gone): a removal, not a move, which the widget would outlast. Returns the
 * element, to be looked at or put back.
 */
export async function removeWidget(page: Page, selector: string): Promise<ElementHandle<HTMLElement>> {
  const element = await page.evaluateHandle((s) => {
    const found = document.querySelector<HTMLElement>(s);
    if (!found) throw new Error(`removeWidget: nothing on the page matches ${s}`);
    found.remove();
    return found;
  }, selector);
  await until(
    `${selector}, taken out of the page, data-upgraded`,
    () => element.evaluate((e) => e.hasAttribute('data-upgraded')),
    (upgraded) => !upgraded,
    { want: 'gone' },
  );
  return element;
}

/**
 * Waits until no slider on the page is moving: a looping slider ignores a key or click that comes
 * while it still moves (Swiper's `loopPreventsSliding`), and a move ends only at its wrapper's
 * `transitionend`, which a late frame delays. A key or a bullet starts its move in its own handler;
 * a loop's jump (Swiper's slideToLoop) and a bullet clicked right after a resize (bullets.tsx) start
 * theirs in the next animation frame, so the first look comes after one.
 */
export async function waitForSlidesToSettle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  await until(
    'the sliders moving',
    async () => (await page.evaluate(SLIDER_STATES, '.swiper')).filter((state) => state.moving),
    (moving) => moving.length === 0,
    { want: 'none', show: (moving) => moving.map((state) => state.slider).join(', ') },
  );
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe with the WCAG 2.x A and AA rules over the page (or the elements `context` selects);
 * with `bestPractices`, axe's best-practice rules too.
 */
export async function axeViolations(
  page: Page,
  context: string = 'html',
  { afterIntro = true, bestPractices = false } = {},
): Promise<AxeViolation[]> {
  if (afterIntro) await waitForHeroIntro(page);
  // Evaluated through the DevTools protocol, so the page's CSP does not apply to axe itself.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ selector, options }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const result = await axe.run(selector, options);
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact,
        help,
        nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
      }));
    },
    { selector: context, options: bestPractices ? AXE_BEST_PRACTICE_OPTIONS : AXE_OPTIONS },
  );
}

/** A readable summary of axe violations for assertion messages. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`)
    .join('\n');
}
