// Every lazily loaded chunk that fails reports the same event, and its markup degrades to
// something usable: never an empty box, never hidden content, never a dead link.
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, type TestPage } from './support/browser';

const newPage = useBrowser();

/** Makes every request for chunk `name` fail, and records the preload-error events' details. */
async function failChunk(page: TestPage, name: string) {
  await page.route(`**/dist/chunks/${name}-*.js`, (route: Route) => route.abort());
  await page.addInitScript(() => {
    const seen: { tag: string | null; chunk: string; error: boolean; cancelable: boolean }[] = [];
    (window as unknown as { preloadErrors: typeof seen }).preloadErrors = seen;
    window.addEventListener('site-widgets:preload-error', (event) => {
      const { tag, chunk, error } = (event as CustomEvent<{ tag?: string; chunk: string; error: unknown }>).detail;
      seen.push({ tag: tag ?? null, chunk, error: error instanceof Error, cancelable: event.cancelable });
    });
  });
}

const preloadErrors = (page: TestPage) =>
  page.evaluate(() => (window as unknown as { preloadErrors: unknown[] }).preloadErrors);

const GALLERY =
  '<div id="app"><ul data-gallery><li>' +
  `<a id="first" href="/assets/images/gallery-canal.svg" data-pswp-width="2400" data-pswp-height="1600">
  <img src="/assets/images/gallery-canal-thumb.svg" width="300" height="200" alt="Canal"></a></li></ul></div>`;

describe('a chunk that fails to load', () => {
  it('consent-video: the event names it, and the box offers the video as a plain link', async () => {
    const page = await newPage();
    await failChunk(page, 'consent-video');
    await openFixture(
      page,
      '<div id="app"><div id="video" data-consent-video data-src="/assets/video-placeholder.html" ' +
        'data-title="Rondleiding"></div></div>',
    );
    const link = page.locator('#video .consent-video__fallback a');
    await link.waitFor();
    expect(await link.evaluate((a: HTMLAnchorElement) => [new URL(a.href).pathname, a.textContent])).toEqual([
      '/assets/video-placeholder.html',
      'Rondleiding',
    ]);
    expect(await link.isVisible()).toBe(true);
    expect(await preloadErrors(page)).toEqual([{ tag: null, chunk: 'consent-video', error: true, cancelable: true }]);
    expect(page.problems.consoleErrors.some((text) => text.includes('could not load the consent-video code'))).toBe(
      true,
    );
    expect(page.problems.pageErrors).toEqual([]);
  });

  it('hero: the event names it, and the hero is shown in full at once, not after the 4 s fallback', async () => {
    const page = await newPage();
    await failChunk(page, 'hero');
    await openFixture(
      page,
      '<header data-site-header><a href="/">Merk</a></header>' +
        `<main><div data-hero><p data-hero-intro><span>Een</span> <span>Twee</span></p>
        <ul data-hero-items><li><img src="/assets/images/hero-01.svg" alt="Beeld" width="600" height="600"></li>` +
        '</ul></div></main>',
    );
    await page.waitForSelector('[data-hero][data-hero-failed]', { state: 'attached', timeout: 3000 });
    const opacities = await page.$$eval(
      '[data-hero-intro] > span, [data-site-header], [data-hero-items] > *',
      (elements) => elements.map((e) => getComputedStyle(e).opacity),
    );
    expect(opacities).toEqual(['1', '1', '1', '1']);
    expect(await preloadErrors(page)).toEqual([{ tag: null, chunk: 'hero', error: true, cancelable: true }]);
  });

  it('gallery: the event names it, and a click opens the image as without JavaScript', async () => {
    const page = await newPage();
    await failChunk(page, 'gallery');
    await openFixture(page, GALLERY);
    await page.waitForFunction(() => (window as unknown as { preloadErrors: unknown[] }).preloadErrors.length > 0);
    expect(await preloadErrors(page)).toEqual([{ tag: null, chunk: 'gallery', error: true, cancelable: true }]);
    await page.click('#first');
    await page.waitForURL('**/assets/images/gallery-canal.svg');
  });

  it('lightbox: the error names it, and the clicked link opens its image', async () => {
    const page = await newPage();
    await failChunk(page, 'lightbox');
    await openFixture(page, GALLERY);
    await page.waitForSelector('[data-gallery][data-gallery-ready]', { state: 'attached' });
    await page.click('#first');
    await page.waitForURL('**/assets/images/gallery-canal.svg');
    // The page that fired the event is gone; its uncancelled event left this in the console.
    expect(page.problems.consoleErrors.some((text) => text.includes('could not load the lightbox code'))).toBe(true);
  });

  it('a widget: the event names tag and chunk, and cancelling it keeps the console quiet', async () => {
    const page = await newPage();
    await failChunk(page, 'collapse-item');
    await page.addInitScript(() =>
      window.addEventListener('site-widgets:preload-error', (event) => event.preventDefault()),
    );
    await openFixture(
      page,
      '<div id="app"><collapse-item heading="Vraag"><p id="body">Antwoord</p></collapse-item></div>',
    );
    await page.waitForSelector('collapse-item[data-upgrade-failed]', { state: 'attached' });
    expect(await preloadErrors(page)).toEqual([
      { tag: 'collapse-item', chunk: 'collapse-item', error: true, cancelable: true },
    ]);
    expect(await page.locator('#body').isVisible()).toBe(true);
    expect(page.problems.consoleErrors.filter((text) => text.includes('[site-widgets]'))).toEqual([]);
  });
});
