import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  cspViolations,
  describeViolations,
  openFixture,
  useBrowser,
  type TestPage,
} from '../../tests/browser/support/browser';

// `data-src` and `data-srcset` without `src` or `srcset` (not valid HTML, but the markup of many
// sites) keep working beside the valid forms: `src` with `loading="lazy"`, and a placeholder `src`
// with `data-src`.
const newPage = useBrowser();
const image = (name: string) => `/assets/images/lazy-${name}.svg`;

// Everything after a spacer far below the fold, so lazy loading has something to defer.
const FIXTURE =
  `<div id="app">
  <div id="spacer"></div>
  <img id="native" src="${image('harbour')}" alt="" width="300" height="200" loading="lazy">
  <img id="data-src" data-src="${image('forest')}" alt="" width="300" height="200">
  <picture><source id="source" media="(min-width: 1px)" data-srcset="${image('dunes-narrow')}">` +
  `<img id="picture" data-src="${image('dunes')}" alt="" width="300" height="200" loading="lazy"></picture>
  <img id="eager" src="${image('city')}" alt="" width="300" height="200" loading="eager">
  <picture><source id="eager-source" data-srcset="${image('dunes-narrow')}">` +
  `<img id="eager-picture" src="${image('dunes')}" alt="" width="300" height="200" loading="eager"></picture>
  <iframe id="frame" src="/assets/video-placeholder.html" title="Placeholder" width="300" height="200" ` +
  `loading="lazy"></iframe>
</div>`;

const classes = (page: TestPage, id: string) => page.evaluate((i) => document.getElementById(i)!.className, id);

describe('lazy images', () => {
  it('marks lazy images loading, then loaded; uses native lazy loading; never defers eager images', async () => {
    const page = await newPage();
    // The spacer's height comes from a stylesheet (the CSP forbids inline styles), so it is tall
    // before the browser decides what to load: far beyond Chromium's native lazy-load distance.
    await page.route('**/test/spacer.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: '#spacer { height: 6000px; }' }),
    );
    await openFixture(page, FIXTURE, { lang: 'en', head: '<link rel="stylesheet" href="/test/spacer.css">' });
    await page.waitForFunction(() => document.getElementById('data-src')!.hasAttribute('src'));
    // Native lazy loading: data-src moved to src at once, loading="lazy" set, the browser defers.
    expect(
      await page.evaluate(() =>
        ['data-src', 'picture'].map((id) => document.getElementById(id)!.getAttribute('loading')),
      ),
    ).toEqual(['lazy', 'lazy']);
    expect(await page.evaluate(() => document.getElementById('source')!.getAttribute('srcset'))).toBe(
      '/assets/images/lazy-dunes-narrow.svg',
    );
    for (const id of ['native', 'data-src', 'picture', 'frame']) expect(await classes(page, id)).toBe('loading');
    // Eager images: loaded although far below the fold, and left alone (no classes).
    await page.waitForFunction(() => (document.getElementById('eager') as HTMLImageElement).complete);
    expect(
      await page.evaluate(() => (document.getElementById('eager') as HTMLImageElement).naturalWidth),
    ).toBeGreaterThan(0);
    expect(await classes(page, 'eager')).toBe('');
    expect(await classes(page, 'eager-picture')).toBe('');
    expect(await page.evaluate(() => document.getElementById('eager-source')!.getAttribute('srcset'))).toBe(
      '/assets/images/lazy-dunes-narrow.svg',
    );

    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await page.waitForFunction(
      () =>
        ['native', 'data-src', 'picture', 'frame'].every((id) => document.getElementById(id)!.className === 'loaded'),
      undefined,
      { timeout: 10_000 },
    );
    expect(await page.evaluate(() => (document.getElementById('picture') as HTMLImageElement).currentSrc)).toMatch(
      /lazy-dunes-narrow\.svg$/,
    );
    expect(describeViolations(await axeViolations(page))).toBe('');
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
  });

  it('falls back to an IntersectionObserver with a 300 px margin without native lazy loading', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      // A browser without native lazy loading.
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).loading;
      delete (HTMLIFrameElement.prototype as Partial<HTMLIFrameElement>).loading;
    });
    await openFixture(
      page,
      `<div id="app"><div id="spacer"></div>
        <img id="near" data-src="${image('harbour')}" alt="" width="300" height="200">
        <div id="gap"></div>
        <img id="far" data-src="${image('forest')}" alt="" width="300" height="200"></div>`,
      { lang: 'en', scriptPosition: 'none' },
    );
    const viewport = page.viewportSize()!.height;
    await page.evaluate((h) => {
      // #near starts 200 px below the fold: inside the margin
      document.getElementById('spacer')!.style.height = `${h + 200}px`;
      document.getElementById('gap')!.style.height = '1000px'; // #far starts ~1400 px below: outside
      const script = document.createElement('script');
      script.type = 'module';
      script.src = '/dist/site-widgets.js';
      document.head.append(script);
    }, viewport);
    await page.waitForFunction(() => document.getElementById('near')!.hasAttribute('src'));
    expect(await page.evaluate(() => 'loading' in HTMLImageElement.prototype)).toBe(false);
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() => [
        document.getElementById('far')!.hasAttribute('src'),
        document.getElementById('far')!.className,
      ]),
    ).toEqual([false, 'loading']);
    await page.waitForFunction(() => document.getElementById('near')!.className === 'loaded');

    // Scroll until #far is 250 px below the fold: not visible yet, but inside the margin.
    await page.evaluate(() =>
      window.scrollBy({
        top: document.getElementById('far')!.getBoundingClientRect().top - innerHeight - 250,
        behavior: 'instant',
      }),
    );
    await page.waitForFunction(() => document.getElementById('far')!.className === 'loaded');
    expect(await page.evaluate(() => document.getElementById('far')!.getAttribute('src'))).toBe(
      '/assets/images/lazy-forest.svg',
    );
    expect(await cspViolations(page)).toEqual([]);
  });

  it('shows a placeholder src until data-src takes its place: at once natively, else near the viewport', async () => {
    const placeholder = '/assets/images/lazy-placeholder.svg';
    const markup = `<div id="app"><div id="spacer"></div>
      <img id="placeholder" src="${placeholder}" data-src="${image('forest')}" alt="" width="300" height="200"
        loading="lazy"></div>`;
    const native = await newPage();
    await openFixture(native, markup, { lang: 'en' });
    await native.waitForFunction(() => !document.getElementById('placeholder')!.hasAttribute('data-src'));
    expect(
      await native.evaluate(() =>
        ['src', 'loading'].map((name) => document.getElementById('placeholder')!.getAttribute(name)),
      ),
    ).toEqual([image('forest'), 'lazy']);

    const fallback = await newPage();
    await fallback.addInitScript(() => {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).loading;
    });
    await fallback.route('**/test/spacer.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: '#spacer { height: 3000px; }' }),
    );
    await openFixture(fallback, markup, { lang: 'en', head: '<link rel="stylesheet" href="/test/spacer.css">' });
    await fallback.waitForFunction(() => document.getElementById('placeholder')!.className === 'loading');
    await fallback.waitForTimeout(300);
    expect(await fallback.evaluate(() => document.getElementById('placeholder')!.getAttribute('src'))).toBe(
      placeholder,
    );
    await fallback.evaluate(() => document.getElementById('placeholder')!.scrollIntoView({ behavior: 'instant' }));
    await fallback.waitForFunction(() => document.getElementById('placeholder')!.className === 'loaded');
    expect(await fallback.evaluate(() => document.getElementById('placeholder')!.getAttribute('src'))).toBe(
      image('forest'),
    );
    expect(await cspViolations(fallback)).toEqual([]);
  });

  it('handles images added later', async () => {
    const page = await newPage();
    await openFixture(page, '<div id="app"><p>Page</p></div>', { lang: 'en' });
    await page.evaluate((src) => {
      const img = document.createElement('img');
      img.id = 'late';
      img.alt = '';
      img.dataset.src = src;
      document.getElementById('app')!.append(img);
    }, image('city'));
    await page.waitForFunction(() => document.getElementById('late')!.className === 'loaded');
    expect(await page.evaluate(() => document.getElementById('late')!.getAttribute('src'))).toBe(
      '/assets/images/lazy-city.svg',
    );
    expect(page.problems.pageErrors).toEqual([]);
  });
});
