// The demo's blocks on Debian's WordPress with the site-widgets plugin, in Chromium: as classic
// content written by an administrator and by an Author (whose content kses filters), and as
// Custom HTML blocks. Every block must upgrade and work, with nothing in the console.
import { describe, expect, inject, it } from 'vitest';
import { scrollToUpgrade, useBrowser, waitForSlidesToSettle, type TestPage } from '../browser/support/browser';
import type { PreloadManifest } from '../support/preload-manifest';

const newPage = useBrowser();
const site = inject('wordpress');

const realIndex = (page: TestPage, tag: string) =>
  page
    .locator(`${tag} .swiper`)
    .evaluate((swiper) => (swiper as unknown as { swiper: { realIndex: number } }).swiper.realIndex);

/** Opens a test post and waits until every widget on it has upgraded. */
async function openPost(key: string): Promise<TestPage> {
  const post = site.posts[key];
  if (!post) throw new Error(`seed.php made no post "${key}"`);
  const page = await newPage();
  // Which file a "Failed to load resource" console error is about (the console does not say).
  page.on('response', (response) => {
    if (response.status() >= 400) page.problems.consoleErrors.push(`(${response.status()} ${response.url()})`);
  });
  await page.goto(post.url);
  await scrollToUpgrade(
    page,
    'language-switch, collapse-group, collapse-item, image-slider, timeline-slider, updates-slider, newsletter-signup',
  );
  return page;
}

async function checkSliders(page: TestPage) {
  for (const tag of ['image-slider', 'timeline-slider', 'updates-slider']) {
    await expect(page.locator(`${tag} .swiper-slide`).count(), `${tag} slides`).resolves.toBe(6);
    // Nothing of the slides was left outside the slider (wpautop's `<p></image-slider></p>`).
    await expect(page.locator(`${tag} ~ figure, ${tag} ~ article`).count(), `${tag}: slides after it`).resolves.toBe(0);
  }
  await page.locator('image-slider').scrollIntoViewIfNeeded();
  await page.locator('image-slider .swiper-pagination-bullet').nth(2).click();
  await waitForSlidesToSettle(page);
  expect(await realIndex(page, 'image-slider')).toBe(2);

  // The timeline has no bullets: the arrow keys move the slider that has focus.
  await page.locator('timeline-slider .swiper').focus();
  await page.keyboard.press('ArrowRight');
  await waitForSlidesToSettle(page);
  expect(await realIndex(page, 'timeline-slider')).toBe(1);

  const updates = page.locator('updates-slider');
  await updates.scrollIntoViewIfNeeded();
  await expect(updates.locator('.updates-slider__heading').innerText()).resolves.toMatch(/\S/);
  await updates.locator('.slider-button--next').click();
  await waitForSlidesToSettle(page);
  expect(await realIndex(page, 'updates-slider')).toBe(1);
  await updates.locator('.slider-button--prev').click();
  await waitForSlidesToSettle(page);
  expect(await realIndex(page, 'updates-slider')).toBe(0);
}

async function checkCollapse(page: TestPage) {
  await expect(page.locator('collapse-group').count()).resolves.toBe(2);
  await expect(page.locator('collapse-item').count()).resolves.toBe(5);
  // Every item has its question: from the `heading` attribute or the heading slot.
  const headings = await page.locator('collapse-item .collapse-item__heading').allInnerTexts();
  expect(headings).toHaveLength(5);
  for (const heading of headings) expect(heading.trim()).not.toBe('');
  const button = page.locator('collapse-item').nth(1).locator('.collapse-item__button');
  await button.scrollIntoViewIfNeeded();
  await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
}

async function checkLanguageSwitch(page: TestPage) {
  const languageSwitch = page.locator('language-switch');
  await languageSwitch.scrollIntoViewIfNeeded();
  await languageSwitch.locator('.language-switch__button').click();
  await expect.poll(() => languageSwitch.locator('.language-switch__list').isVisible()).toBe(true);
  await expect(languageSwitch.locator('.language-switch__list a').count()).resolves.toBe(1);
  await page.keyboard.press('Escape');
}

async function checkConsent(page: TestPage) {
  const video = page.locator('[data-consent-video]');
  await video.scrollIntoViewIfNeeded();
  await video.locator('.consent-video__notice').waitFor();
  const embeds = page.locator('[data-consent-embed]:not([data-consent-video])');
  await expect(embeds.count()).resolves.toBe(3);
  for (let i = 0; i < 3; i++) {
    await embeds.nth(i).scrollIntoViewIfNeeded();
    await embeds.nth(i).locator('.consent-video__notice').waitFor();
  }
  await expect(page.locator('[data-consent-embed] iframe').count()).resolves.toBe(0);
}

async function checkGallery(page: TestPage) {
  const first = page.locator('[data-gallery] a').first();
  await first.scrollIntoViewIfNeeded();
  await first.click();
  await page.waitForFunction(() => {
    const pswp = (window as unknown as { pswp?: { opener: { isOpen: boolean; isOpening: boolean } } }).pswp;
    return !!pswp && pswp.opener.isOpen && !pswp.opener.isOpening;
  });
  await expect(page.locator('.pswp').isVisible()).resolves.toBe(true);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !document.querySelector('.pswp'));
}

async function checkLazyImages(page: TestPage) {
  // The third image shows a placeholder until the runtime gives it its data-src near the viewport.
  const forest = page.locator('.lazy-demo > li').nth(2).locator('img');
  await forest.scrollIntoViewIfNeeded();
  await expect
    .poll(() => forest.evaluate((img) => (img as HTMLImageElement).currentSrc), { timeout: 10_000 })
    .toMatch(/lazy-forest\.svg$/);
}

const POSTS = [
  'classic-admin-en',
  'classic-admin-nl',
  'classic-author-en',
  'classic-author-nl',
  'html-block-en',
  'html-block-nl',
];

describe.each(POSTS)('the blocks in the post %s', (key) => {
  it('upgrade and work, with nothing in the console', async () => {
    const page = await openPost(key);
    await checkLanguageSwitch(page);
    await checkCollapse(page);
    await checkSliders(page);

    await expect(page.locator('newsletter-signup form').count()).resolves.toBe(1);
    await checkConsent(page);
    await checkGallery(page);
    await checkLazyImages(page);

    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
    expect(page.problems.consoleWarnings.filter((text) => text.includes('[site-widgets]'))).toEqual([]);
  });
});

describe('kses, for an Author', () => {
  it('keeps every block, and refuses only scripts, iframes, picture sources and (on 6.1) the hidden attribute', () => {
    const refused = ['classic-author-en', 'classic-author-nl'].map((key) => site.posts[key]!.refused);
    const expected = [
      ...['iframe', 'iframe[height]', 'iframe[loading]', 'iframe[src]', 'iframe[title]', 'iframe[width]'],
      ...['picture', 'script', 'script[data-consent]', 'script[data-src]', 'script[nonce]', 'script[type]'],
      ...['source', 'source[media]', 'source[srcset]'],
      // WordPress 7's kses keeps `hidden`, a global attribute.
      ...(site.version.startsWith('6.') ? ['span[hidden]'] : []),
    ];
    expect(refused).toEqual([expected, expected]);
    for (const key of ['classic-admin-en', 'classic-admin-nl', 'html-block-en', 'html-block-nl'])
      expect(site.posts[key]!.refused, key).toEqual([]);
  });

  it('refuses site texts: data-i18n- names with a dot, and the page texts block', () => {
    expect(site.posts['texts-author-en']!.refused).toEqual([
      'newsletter-signup[data-i18n-newsletter.email_required]',
      'script',
      'script[data-site-widgets-texts]',
      'script[type]',
    ]);
  });
});

describe('the bundle on the page', () => {
  const dist = `${site.baseUrl}/wp-content/plugins/site-widgets/dist/`;

  it('is a module script and a stylesheet from the plugin’s dist/, with the manifest’s integrity', async () => {
    const page = await newPage();
    await page.goto(site.posts['classic-admin-en']!.url);
    const manifest = (await (await page.request.get(`${dist}site-widgets.manifest.json`)).json()) as PreloadManifest;
    const script = await page.locator('script[src*="site-widgets.js"]').evaluate((s) => ({
      type: s.getAttribute('type'),
      src: (s as HTMLScriptElement).src,
      integrity: s.getAttribute('integrity'),
    }));
    const style = await page
      .locator('link[rel="stylesheet"][href*="site-widgets.css"]')
      .evaluate((l) => ({ href: (l as HTMLLinkElement).href, integrity: l.getAttribute('integrity') }));
    expect(script).toEqual({
      type: 'module',
      src: expect.stringMatching(new RegExp(`^${dist}site-widgets\\.js(\\?|$)`)),
      integrity: manifest.entry.integrity,
    });
    expect(style).toEqual({
      href: expect.stringMatching(new RegExp(`^${dist}site-widgets\\.css(\\?|$)`)),
      integrity: manifest.stylesheet.integrity,
    });
  });

  it('preloads, before the entry, the files of the blocks the theme names via site_widgets_preload_tags', async () => {
    const page = await newPage();
    const response = await page.goto(site.posts['classic-admin-en']!.url);
    const html = await response!.text();
    const manifest = (await (await page.request.get(`${dist}site-widgets.manifest.json`)).json()) as PreloadManifest;
    // theme.php names language-switch, collapse-item, gallery and a block that does not exist.
    const files = [
      ...manifest.widgets['language-switch']!.preload,
      ...manifest.widgets['collapse-item']!.preload,
      ...manifest.modules.gallery!.preload,
    ];
    const expected = [...new Map(files.map((file) => [file.file, file])).values()].map((file) =>
      file.as === 'style'
        ? `<link rel="preload" as="style" href="${dist}${file.file}">`
        : `<link rel="modulepreload" href="${dist}${file.file}" integrity="${file.integrity}">`,
    );
    // The plugin's preloads; WordPress 7 adds its own, for the modules of its blocks.
    const preloads = html.match(/<link rel="(?:modulepreload|preload)"[^>]*>/g)?.filter((link) => link.includes(dist));
    expect(preloads).toEqual(expected);
    expect(html).toContain(
      '<!-- site-widgets: the manifest names no block "no-such-block"; nothing to preload for it -->',
    );
    expect(html.indexOf(expected[0]!)).toBeLessThan(html.indexOf('site-widgets.js'));
    // The runtime asks for the very URLs that were preloaded: no file is fetched twice.
    await scrollToUpgrade(page, 'collapse-item');
    const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    for (const file of files.filter((f) => f.as === 'script'))
      expect(fetched.filter((url) => url === `${dist}${file.file}`)).toHaveLength(1);
  });
});
