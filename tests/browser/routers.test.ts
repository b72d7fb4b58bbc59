// The routers agencies put in front of a site, from npm, on a two-page site of the demo's blocks:
// A → B → A … and the back button, with every widget checked after each visit: upgraded once
// (no second header button, form, toggle, hero pause button or consent notice from a restored
// snapshot), working, and the
// newsletter's form its own (validation, no navigation) under hx-boost and Turbo Drive.
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { SECURITY_HEADERS } from '../../demo/server/csp.mjs';
import { baseUrl, useBrowser, type TestPage } from './support/browser';

const newPage = useBrowser();
const nodeModule = (file: string) => fileURLToPath(new URL(`../../node_modules/${file}`, import.meta.url));

interface Router {
  name: string;
  /** Files served under /vendor/: name → file in node_modules. */
  files: Record<string, string>;
  head: string;
  bodyAttributes: string;
}

const ROUTERS: Router[] = [
  {
    name: 'Turbo 8 (Drive)',
    files: { 'turbo.js': '@hotwired/turbo/dist/turbo.es2017-esm.js' },
    head: '<script type="module" src="/vendor/turbo.js"></script>',
    bodyAttributes: '',
  },
  {
    name: 'htmx 2 (hx-boost, history cache)',
    files: { 'htmx.js': 'htmx2/dist/htmx.min.js' },
    // No indicator <style> element: the demo's CSP allows no inline styles.
    head: `<meta name="htmx-config" content='{"includeIndicatorStyles":false}'><script src="/vendor/htmx.js"></script>`,
    bodyAttributes: ' hx-boost="true"',
  },
  {
    name: 'htmx 4 (hx-boost)',
    files: { 'htmx.js': 'htmx.org/dist/htmx.min.js' },
    head: '<script src="/vendor/htmx.js"></script>',
    bodyAttributes: ' hx-boost:inherited="true"',
  },
  {
    name: 'swup 4 (#app)',
    files: { 'swup.js': 'swup/dist/Swup.umd.js', 'swup-init.js': '' },
    head: '<script src="/vendor/swup.js"></script><script src="/vendor/swup-init.js" defer></script>',
    bodyAttributes: '',
  },
];

const SWUP_INIT = "new Swup({ containers: ['#app'], animationSelector: false });";

function sitePage(router: Router, name: 'a' | 'b', withModules: boolean): string {
  const other = name === 'a' ? 'b' : 'a';
  return (
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Pagina ${name}</title>
<link rel="stylesheet" href="/dist/site-widgets.css">${router.head}` +
    `<script type="module" src="/dist/site-widgets.js"></script></head>
<body${router.bodyAttributes}><header><language-switch><a href="/site/${name}" hreflang="nl">Nederlands</a>` +
    `<a href="/en/" hreflang="en">English</a></language-switch></header>
<div id="app"><main>
  <h1 id="title-${name}">Pagina ${name}</h1>
  <p><a id="to-${other}" href="/site/${other}">Naar pagina ${other}</a></p>
  <collapse-group><collapse-item id="${name}-1" heading="Vraag ${name} 1"><p>Antwoord ${name} 1</p></collapse-item>
    <collapse-item id="${name}-2" heading="Vraag ${name} 2">` +
    `<p id="${name}-2-body">Antwoord ${name} 2</p></collapse-item></collapse-group>
  <newsletter-signup brand="Studio Noord"><h2>Nieuwsbrief</h2></newsletter-signup>
  ${withModules ? MODULES(name) : ''}
</main></div></body></html>`
  );
}

/** A hero and a consent video: page behaviours that render into the page. */
const MODULES = (name: 'a' | 'b') =>
  '<div data-hero><p data-hero-intro><span>Een</span> <span>Twee</span></p><ul data-hero-items>' +
  [1, 2, 3]
    .map((i) => `<li><img src="/assets/images/hero-0${i}.svg" alt="Beeld ${i}" width="600" height="600"></li>`)
    .join('') +
  `</ul></div>
  <div data-consent-video data-src="https://www.youtube-nocookie.com/embed/demo" data-title="Video ${name}"></div>`;

async function serveSite(page: Page, router: Router, withModules = false) {
  const html = { a: sitePage(router, 'a', withModules), b: sitePage(router, 'b', withModules) };
  await page.route(/\/site\/[ab]$/, (route) =>
    route.fulfill({
      status: 200,
      headers: { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' },
      body: html[route.request().url().endsWith('/a') ? 'a' : 'b'],
    }),
  );
  await page.route('**/vendor/*.js', (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    if (name === 'swup-init.js') return route.fulfill({ contentType: 'text/javascript', body: SWUP_INIT });
    return route.fulfill({ contentType: 'text/javascript', path: nodeModule(router.files[name]!) });
  });
}

/** Every widget of page `name` upgraded once and working. */
async function expectWorkingPage(page: TestPage, name: 'a' | 'b') {
  await page.locator(`#title-${name}`).waitFor();
  // The visit is over: Turbo first shows a cached page as a preview, then renders the fresh one
  // (a click on the preview would land on a page about to be replaced).
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.documentElement.hasAttribute('data-turbo-preview'));
  await page.waitForFunction(() => {
    const widgets = [...document.querySelectorAll('collapse-group, collapse-item, newsletter-signup, language-switch')];
    return widgets.length === 5 && widgets.every((widget) => widget.hasAttribute('data-upgraded'));
  });
  const counts = await page.evaluate(() => ({
    headerButtons: [...document.querySelectorAll('collapse-item')].map(
      (item) => item.querySelectorAll('.collapse-item__button').length,
    ),
    forms: document.querySelectorAll('newsletter-signup form').length,
    switchButtons: document.querySelectorAll('language-switch button').length,
  }));
  expect(counts, `page ${name}`).toEqual({ headerButtons: [1, 1], forms: 1, switchButtons: 1 });
  const button = page.locator(`#${name}-2 .collapse-item__button`);
  await button.click();
  await expect.poll(() => page.locator(`#${name}-2-body`).isVisible()).toBe(true);
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
}

/** The page behaviours of page `name` enhanced once: one pause button on the hero, one notice in the consent video. */
async function expectModulesOnce(page: TestPage, name: 'a' | 'b') {
  await page.locator('[data-hero][data-hero-state] [data-hero-toggle]').first().waitFor();
  await page.locator('[data-consent-video] .consent-video__notice').first().waitFor();
  const modules = await page.evaluate(() => ({
    heroControls: document.querySelectorAll('[data-hero] .sw-hero__controls').length,
    notices: document.querySelectorAll('[data-consent-video] .consent-video__notice').length,
  }));
  expect(modules, `page ${name}`).toEqual({ heroControls: 1, notices: 1 });
}

// The waits above use locators, not page.waitForSelector: that returns an element handle, which
// Playwright keeps (and with it the element's whole tree) until the document goes away, and
// under these routers it never does. Held handles made the count grow by 25 to 95 nodes a visit.
async function domNodesAfterGc(page: TestPage): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes } = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
  await cdp.detach();
  return nodes;
}

/**
 * Swapped-out pages are not kept alive (a router's own cache holds copies, not ours): after the
 * first round, a page kept per visit would add some 100 nodes a visit; Turbo's cache varies by
 * up to about 50.
 */
const NODE_GROWTH_LIMIT = 100;

/** htmx 2 with hx-get into #app (and history): the hero sits in the header, outside the swap target. */
function heroOutsideTargetPage(name: 'a' | 'b'): string {
  const other = name === 'a' ? 'b' : 'a';
  return (
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Pagina ${name}</title>
<link rel="stylesheet" href="/dist/site-widgets.css">${ROUTERS[1]!.head}` +
    `<script type="module" src="/dist/site-widgets.js"></script></head>
<body><header>${MODULES(name).split('\n')[0]}</header>
<div id="app"><main><h1 id="title-${name}">Pagina ${name}</h1>
  <p><a id="to-${other}" href="/site/${other}" hx-get="/site/${other}" hx-target="#app" hx-select="#app" ` +
    `hx-swap="outerHTML" hx-push-url="true">Naar pagina ${other}</a></p>
</main></div></body></html>`
  );
}

describe('routers', () => {
  it(
    'htmx 2, hx-get into #app: a hero outside the target keeps running as it was (paused stays paused), ' +
      'and a restored copy gets one pause button',
    async () => {
      const page = await newPage();
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.route(/\/site\/[ab]$/, (route) =>
        route.fulfill({
          status: 200,
          headers: { ...SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' },
          body: heroOutsideTargetPage(route.request().url().endsWith('/a') ? 'a' : 'b'),
        }),
      );
      await page.route('**/vendor/htmx.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', path: nodeModule(ROUTERS[1]!.files['htmx.js']!) }),
      );
      await page.goto(`${baseUrl()}/site/a`);
      const toggle = page.locator('[data-hero] [data-hero-toggle]');
      await toggle.click();
      await expect.poll(() => page.locator('[data-hero]').getAttribute('data-hero-state')).toBe('paused');
      await page.evaluate(
        () => ((window as unknown as { __hero: Element | null }).__hero = document.querySelector('[data-hero]')),
      );

      await page.click('#to-b');
      await page.locator('#title-b').waitFor();
      await page.waitForLoadState('networkidle');
      // The same hero, never set up again: still paused by the visitor, one button.
      expect(
        await page.evaluate(
          () => (window as unknown as { __hero: Element | null }).__hero === document.querySelector('[data-hero]'),
        ),
      ).toBe(true);
      expect(await page.locator('[data-hero]').getAttribute('data-hero-state')).toBe('paused');
      expect(await page.locator('[data-hero] .sw-hero__controls').count()).toBe(1);

      // Back: htmx 2 puts back its copy of <body>, which holds the old button; the hero starts afresh with one.
      await page.goBack();
      await page.locator('#title-a').waitFor();
      await page.locator('[data-hero][data-hero-state] [data-hero-toggle]').waitFor();
      expect(await page.locator('[data-hero] .sw-hero__controls').count()).toBe(1);
      expect(page.problems.pageErrors).toEqual([]);
    },
  );

  for (const router of ROUTERS) {
    it(
      `${router.name}: A → B → A and back, ` +
        'every widget upgraded once and working; the newsletter validates; no growth in nodes',
      async () => {
        const page = await newPage();
        await serveSite(page, router);
        await page.goto(`${baseUrl()}/site/a`);
        await expectWorkingPage(page, 'a');
        const rounds = 4;
        let nodesAfterFirstRound = 0;
        for (let round = 0; round < rounds; round++) {
          await page.click('#to-b');
          await expectWorkingPage(page, 'b');
          await page.click('#to-a');
          await expectWorkingPage(page, 'a');
          await page.goBack();
          await expectWorkingPage(page, 'b');
          await page.goBack();
          await expectWorkingPage(page, 'a');
          if (round === 0) nodesAfterFirstRound = await domNodesAfterGc(page);
        }
        expect(await domNodesAfterGc(page)).toBeLessThan(nodesAfterFirstRound + NODE_GROWTH_LIMIT);

        // The newsletter's form stays the widget's own: an empty email shows the message, nothing navigates.
        const url = page.url();
        await page.locator('newsletter-signup button[type="submit"]').click();
        await expect
          .poll(() => page.locator('newsletter-signup [role="alert"]').first().textContent())
          .toBe('E-mail is verplicht');
        expect(page.url()).toBe(url);
        expect(page.problems.pageErrors).toEqual([]);
      },
      90_000,
    );

    it(
      `${router.name}: A → B → A and back, ` +
        'the hero and the consent video enhanced once after every visit; no growth in nodes',
      async () => {
        const page = await newPage();
        await serveSite(page, router, true);
        await page.goto(`${baseUrl()}/site/a`);
        await expectWorkingPage(page, 'a');
        await expectModulesOnce(page, 'a');
        let nodesAfterFirstRound = 0;
        for (let round = 0; round < 3; round++) {
          for (const [go, name] of [
            [() => page.click('#to-b'), 'b'],
            [() => page.click('#to-a'), 'a'],
            [() => page.goBack(), 'b'],
            [() => page.goBack(), 'a'],
          ] as const) {
            await go();
            await expectWorkingPage(page, name);
            await expectModulesOnce(page, name);
          }
          if (round === 0) nodesAfterFirstRound = await domNodesAfterGc(page);
        }
        // Nor are the hero's and the consent video's swapped-out elements (GSAP tweens, observers).
        expect(await domNodesAfterGc(page)).toBeLessThan(nodesAfterFirstRound + NODE_GROWTH_LIMIT);
        expect(page.problems.pageErrors).toEqual([]);
      },
      90_000,
    );
  }
});
