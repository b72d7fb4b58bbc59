// The gallery lightbox (blocks/gallery) in Chromium against the built bundle.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  cspViolations,
  describeViolations,
  openFixture,
  useBrowser,
  waitForUpgrade,
  type TestPage,
  openDemoPage,
} from '../../tests/browser/support/browser';

const newPage = useBrowser();

const IMAGES = '/assets/images';
const EN_ERROR = 'Something went wrong, the image could not be loaded.';
const NL_ERROR = 'Er ging iets mis, de afbeelding kon niet worden geladen.';

function item(name: string, caption: string, { sized = true, id = name } = {}) {
  const size = sized ? ' data-pswp-width="2400" data-pswp-height="1600"' : '';
  return (
    `<a id="${id}" href="${IMAGES}/gallery-${name}.svg"${size} data-caption="${caption}">` +
    `<img src="${IMAGES}/gallery-${name}-thumb.svg" width="300" height="200" alt="${name}"></a>`
  );
}

const GALLERY = `<main><h1>Gallery</h1><div id="gallery" data-gallery>
  ${item('harbour', 'Harbour at dawn')}
  ${item('polder', 'Windmill in the polder')}
  ${item('canal', 'Canal houses')}
</div><p><a id="after" href="#after">A link after the gallery</a></p></main>`;

/** Records the URLs of every request for a bundle chunk. */
function recordChunks(page: Page): string[] {
  const chunks: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/dist/chunks/')) chunks.push(url.pathname);
  });
  return chunks;
}

// The lightbox chunk holds PhotoSwipe's core too: one file, fetched with all it needs at once.
const lightboxChunks = (chunks: string[]) => chunks.filter((path) => /\/lightbox-[^/]*\.js$/.test(path));

async function waitForGallery(page: Page, selector = '[data-gallery]') {
  await page.waitForSelector(`${selector}[data-gallery-ready]`, { state: 'attached' });
}

/** Waits until the lightbox is open, its opening animation done and the current image loaded. */
async function waitForOpen(page: Page) {
  await page.waitForFunction(() => {
    const pswp = (
      window as unknown as {
        pswp?: { opener: { isOpen: boolean; isOpening: boolean }; currSlide?: { content: { state: string } } };
      }
    ).pswp;
    return (
      !!pswp &&
      pswp.opener.isOpen &&
      !pswp.opener.isOpening &&
      ['loaded', 'error'].includes(pswp.currSlide?.content.state ?? '')
    );
  });
}

async function waitForClosed(page: Page) {
  await page.waitForFunction(() => !('pswp' in window) && !document.querySelector('.pswp'));
}

function current(page: Page) {
  return page.evaluate(() => {
    const pswp = (
      window as unknown as { pswp: { currIndex: number; currSlide: { data: { src: string }; container: HTMLElement } } }
    ).pswp;
    const image = pswp.currSlide.container.querySelector<HTMLImageElement>(
      'img.pswp__img:not(.pswp__img--placeholder)',
    );
    const rect = image?.getBoundingClientRect();
    return {
      index: pswp.currIndex,
      src: image ? new URL(image.src).pathname : null,
      ratio: rect && rect.height > 0 ? rect.width / rect.height : null,
      caption: document.querySelector('.pswp__caption')?.textContent ?? null,
    };
  });
}

async function expectClean(page: TestPage) {
  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
  expect(page.problems.consoleErrors).toEqual([]);
}

describe('gallery lightbox', () => {
  it('loads no lightbox code before the first click, then opens the clicked image on the 0.95 background', async () => {
    const page = await newPage();
    const chunks = recordChunks(page);
    await openFixture(page, GALLERY, { lang: 'en' });
    await waitForGallery(page);
    expect(chunks.some((path) => /\/gallery-[^/]*\.js$/.test(path))).toBe(true);
    expect(lightboxChunks(chunks)).toEqual([]);
    expect(await page.evaluate(() => 'pswp' in window)).toBe(false);

    await page.click('#polder');
    await waitForOpen(page);
    expect(lightboxChunks(chunks)).toHaveLength(1);
    expect(page.url()).toBe(`${baseUrl()}/test/fixture`);
    expect(await current(page)).toMatchObject({
      index: 1,
      src: `${IMAGES}/gallery-polder.svg`,
      caption: 'Windmill in the polder',
    });
    expect(
      await page.evaluate(
        () => (window as unknown as { pswp: { options: { bgOpacity: number } } }).pswp.options.bgOpacity,
      ),
    ).toBe(0.95);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.pswp__bg')!).opacity === '0.95');
    // Button titles and the counter come from the catalogue.
    expect(await page.getAttribute('.pswp__button--close', 'title')).toBe('Close');
    expect(await page.getAttribute('.pswp__button--arrow--next', 'title')).toBe('Next image');
    expect(await page.textContent('.pswp__counter')).toBe('2 of 3');
    await expectClean(page);
  });

  it('caps the secondary zoom at 4000 px wide', async () => {
    // On a wide screen three times "fit" is wider than 4000 px, so the cap applies.
    const page = await newPage({ viewport: { width: 1920, height: 1080 } });
    await openFixture(
      page,
      `<div data-gallery><a id="huge" href="${IMAGES}/gallery-city.svg" ` +
        'data-pswp-width="10000" data-pswp-height="6667">City</a></div>',
    );
    await waitForGallery(page);
    await page.click('#huge');
    await waitForOpen(page);
    const levels = await page.evaluate(() => {
      const slide = (
        window as unknown as { pswp: { currSlide: { width: number; zoomLevels: { fit: number; secondary: number } } } }
      ).pswp.currSlide;
      return { width: slide.width, fit: slide.zoomLevels.fit, secondary: slide.zoomLevels.secondary };
    });
    expect(levels.width).toBe(10000);
    expect(levels.fit * 3 * 10000).toBeGreaterThan(4000);
    expect(levels.secondary * 10000).toBeCloseTo(4000);
  });

  it('shows captions with injected markup as text, runs none of it, updates them on every slide change', async () => {
    const page = await newPage();
    const injectedImage = '<img src=x onerror="window.__injected=1">';
    const injectedScript = '<script>window.__injected=2</script><b>bold</b>';
    // The attribute values are HTML-escaped as a CMS template would; the browser decodes them.
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    await openFixture(
      page,
      `<div data-gallery>${item('harbour', escape(injectedImage))}${item('dunes', escape(injectedScript))}` +
        `${item('forest', 'Pine forest')}</div>`,
      {
        lang: 'en',
      },
    );
    await waitForGallery(page);
    await page.click('#harbour');
    await waitForOpen(page);
    expect((await current(page)).caption).toBe(injectedImage);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (window as unknown as { pswp: { currIndex: number } }).pswp.currIndex === 1);
    expect((await current(page)).caption).toBe(injectedScript);
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => (window as unknown as { pswp: { currIndex: number } }).pswp.currIndex === 2);
    expect((await current(page)).caption).toBe('Pine forest');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(() => (window as unknown as { pswp: { currIndex: number } }).pswp.currIndex === 0);
    expect((await current(page)).caption).toBe(injectedImage);
    const caption = await page.evaluate(() => {
      const element = document.querySelector('.pswp__caption')!;
      return {
        elements: element.children.length,
        injected: (window as unknown as { __injected?: number }).__injected ?? null,
      };
    });
    expect(caption).toEqual({ elements: 0, injected: null });
    await expectClean(page);
  });

  it('hides the caption element for an image without a caption', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<div data-gallery><a id="bare" href="${IMAGES}/gallery-dunes.svg" ` +
        'data-pswp-width="2400" data-pswp-height="1600">' +
        `<img src="${IMAGES}/gallery-dunes-thumb.svg" alt="Dunes"></a></div>`,
    );
    await waitForGallery(page);
    await page.click('#bare');
    await waitForOpen(page);
    expect(await page.evaluate(() => document.querySelector<HTMLElement>('.pswp__caption')!.hidden)).toBe(true);
  });

  for (const [lang, message] of [
    ['en', EN_ERROR],
    ['nl', NL_ERROR],
  ] as const) {
    it(`shows the error message for an image that fails to load (${lang})`, async () => {
      const page = await newPage();
      await page.route('**/assets/images/missing-photo.jpg', (route) =>
        route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
      );
      await openFixture(
        page,
        '<div data-gallery><a id="missing" href="/assets/images/missing-photo.jpg" ' +
          'data-pswp-width="1600" data-pswp-height="1200" data-caption="Lost">Missing photo</a></div>',
        { lang },
      );
      await waitForGallery(page);
      await page.click('#missing');
      await waitForOpen(page);
      await page.waitForSelector('.pswp__error-msg');
      expect(await page.textContent('.pswp__error-msg')).toBe(message);
      expect(await page.evaluate(() => document.querySelector('.pswp__error-msg')!.children.length)).toBe(0);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  it(
    'takes the size of a link without dimensions from the loaded image, ' + 'for the clicked and the other slides',
    async () => {
      const page = await newPage();
      // Portrait images whose thumbnails are landscape: only the loaded image knows the real shape.
      const portrait = (width: number, height: number) =>
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
        `viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#3d6b8c"/></svg>`;
      await page.route('**/assets/images/tall-*.svg', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'image/svg+xml',
          body: route.request().url().includes('tall-1') ? portrait(600, 1200) : portrait(900, 1200),
        }),
      );
      const link = (n: number) =>
        `<a id="tall-${n}" href="/assets/images/tall-${n}.svg" data-caption="Tall ${n}">` +
        `<img src="${IMAGES}/gallery-harbour-thumb.svg" width="300" height="200" alt="Tall ${n}"></a>`;
      await openFixture(page, `<div data-gallery>${link(1)}${link(2)}</div>`);
      await waitForGallery(page);
      await page.click('#tall-1');
      await waitForOpen(page);
      const first = await current(page);
      expect(first.src).toBe('/assets/images/tall-1.svg');
      expect(first.ratio).toBeCloseTo(0.5, 2);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => {
        const pswp = (
          window as unknown as { pswp: { currIndex: number; currSlide: { width: number; height: number } } }
        ).pswp;
        return pswp.currIndex === 1 && pswp.currSlide.width === 900 && pswp.currSlide.height === 1200;
      });
      await page.waitForFunction(() => {
        const rect = (window as unknown as { pswp: { currSlide: { container: HTMLElement } } }).pswp.currSlide.container
          .querySelector('img.pswp__img:not(.pswp__img--placeholder)')
          ?.getBoundingClientRect();
        return !!rect && Math.abs(rect.width / rect.height - 0.75) < 0.01;
      });
      await expectClean(page);
    },
  );

  it('closes with the back button and leaves the page where it was', async () => {
    const page = await newPage();
    await openFixture(page, GALLERY, { lang: 'en' });
    await waitForGallery(page);
    const lengthBefore = await page.evaluate(() => history.length);
    await page.click('#canal');
    await waitForOpen(page);
    expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
    await page.goBack();
    await waitForClosed(page);
    expect(page.url()).toBe(`${baseUrl()}/test/fixture`);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('canal');
    // The page is still the same document and the gallery still works.
    await page.click('#harbour');
    await waitForOpen(page);
    expect((await current(page)).src).toBe(`${IMAGES}/gallery-harbour.svg`);
    await expectClean(page);
  });

  it('goes back over its history entry when closed normally, so back leaves the page as usual', async () => {
    const page = await newPage();
    await openFixture(page, GALLERY, { lang: 'en' });
    await waitForGallery(page);
    await page.click('#canal');
    await waitForOpen(page);
    const entryState = await page.evaluate(() => history.state);
    expect(entryState).not.toBeNull();
    await page.keyboard.press('Escape');
    await waitForClosed(page);
    await page.waitForFunction(() => history.state === null);
    // Reopening after a normal close works and is closed by back again.
    await page.click('#polder');
    await waitForOpen(page);
    await page.goBack();
    await waitForClosed(page);
    expect(page.url()).toBe(`${baseUrl()}/test/fixture`);
  });

  it('returns focus to the link that opened it, for mouse and keyboard', async () => {
    const page = await newPage();
    await openFixture(page, GALLERY, { lang: 'en' });
    await waitForGallery(page);
    await page.click('#polder');
    await waitForOpen(page);
    await page.click('.pswp__button--close');
    await waitForClosed(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('polder');

    await page.focus('#canal');
    await page.keyboard.press('Enter');
    await waitForOpen(page);
    // Opened from the keyboard, focus is inside the dialog.
    expect(await page.evaluate(() => !!document.activeElement?.closest('.pswp'))).toBe(true);
    expect((await current(page)).index).toBe(2);
    await page.keyboard.press('Escape');
    await waitForClosed(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('canal');
  });

  it('creates the lightbox once and reuses it: its code is fetched once for every open and gallery', async () => {
    const page = await newPage();
    const chunks = recordChunks(page);
    await openFixture(
      page,
      `${GALLERY}<div id="second" data-gallery>${item('forest', 'Pine forest', { id: 'forest' })}` +
        `${item('city', 'City at night', { id: 'city' })}</div>`,
      {
        lang: 'en',
      },
    );
    await waitForGallery(page, '#gallery');
    await waitForGallery(page, '#second');
    for (const id of ['harbour', 'canal', 'city']) {
      await page.click(`#${id}`);
      await waitForOpen(page);
      await page.keyboard.press('Escape');
      await waitForClosed(page);
    }
    expect(lightboxChunks(chunks)).toHaveLength(1);
    expect(new Set(lightboxChunks(chunks)).size).toBe(1);
    // The second gallery's images are its own: city is the 2nd of 2.
    await page.click('#city');
    await waitForOpen(page);
    expect(await page.textContent('.pswp__counter')).toBe('2 of 2');
  });

  it('passes axe with the lightbox open, in Dutch', async () => {
    const page = await newPage();
    await openDemoPage(page, '/');
    await waitForGallery(page, '#block-gallery [data-gallery]');
    await page.locator('#block-gallery [data-gallery] a').nth(2).click();
    await waitForOpen(page);
    expect(await page.getAttribute('.pswp', 'aria-label')).toBe('Afbeeldingen bekijken');
    expect(await page.getAttribute('.pswp__button--close', 'title')).toBe('Sluiten');
    expect(await page.textContent('.pswp__counter')).toBe('3 van 6');
    expect(
      await page.locator('.pswp__item').evaluateAll((slides) => slides.map((slide) => slide.ariaRoleDescription)),
    ).toEqual(['dia', 'dia', 'dia']);
    await page.screenshot({ path: '/tmp/gallery-open.png' });
    expect(describeViolations(await axeViolations(page))).toBe('');
    await expectClean(page);
  });

  it('leaves Ctrl/Cmd/Shift clicks to the browser', async () => {
    const page = await newPage();
    const chunks = recordChunks(page);
    await openFixture(page, GALLERY);
    await waitForGallery(page);
    const prevented = await page.evaluate(() =>
      ['ctrlKey', 'metaKey', 'shiftKey'].map((key) => {
        let wasPrevented: boolean | null = null;
        // Runs after the gallery's listener; stops the navigation the test does not want.
        const record = (event: Event) => {
          wasPrevented = event.defaultPrevented;
          event.preventDefault();
        };
        document.addEventListener('click', record, { once: true });
        document
          .querySelector('#harbour img')!
          .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, [key]: true }));
        return wasPrevented;
      }),
    );
    expect(prevented).toEqual([false, false, false]);
    await page.waitForTimeout(300);
    expect(lightboxChunks(chunks)).toEqual([]);
    expect(await page.evaluate(() => 'pswp' in window)).toBe(false);
  });

  it('opens the image itself without JavaScript', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await openFixture(page, GALLERY);
    await page.click('#polder');
    await page.waitForURL(`**${IMAGES}/gallery-polder.svg`);
  });

  it(
    'works for galleries added later, inside a scrolling container and inside a widget, ' +
      'and cleans up when removed',
    async () => {
      const page = await newPage();
      await openFixture(page, '<main id="app"><h1>Later</h1><div id="slot"></div></main>', { lang: 'en' });
      await page.evaluate(
        (markup) => {
          // A site's own innerHTML, as after a page swap: fixture markup from this test.
          document.querySelector('#slot')!.innerHTML = markup;
          // A horizontally scrolling strip (styles set from script: the CSP forbids style attributes).
          Object.assign(document.querySelector<HTMLElement>('#scroller')!.style, { overflowX: 'auto', width: '400px' });
          Object.assign(document.querySelector<HTMLElement>('#strip')!.style, { display: 'flex', width: '1800px' });
        },
        '<div id="scroller"><div id="strip" data-gallery>' +
          ['harbour', 'polder', 'canal', 'dunes', 'forest', 'city']
            .map((name) => item(name, `Caption ${name}`))
            .join('') +
          `</div></div>
      <collapse-item heading="Photos" opened><div id="in-widget" data-gallery>` +
          item('dunes', 'Dunes in a widget', { id: 'widget-dunes' }) +
          '</div></collapse-item>',
      );
      await waitForGallery(page, '#strip');
      await page.locator('#city').scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.querySelector('#scroller')!.scrollLeft)).toBeGreaterThan(0);
      await page.click('#city');
      await waitForOpen(page);
      expect(await current(page)).toMatchObject({
        index: 5,
        src: `${IMAGES}/gallery-city.svg`,
        caption: 'Caption city',
      });
      await page.keyboard.press('Escape');
      await waitForClosed(page);

      // The collapse-item moves its children into its React output; the delegated listener moves with them.
      await waitForUpgrade(page, 'collapse-item');
      await waitForGallery(page, '#in-widget');
      await page.click('#widget-dunes');
      await waitForOpen(page);
      expect(await current(page)).toMatchObject({ index: 0, caption: 'Dunes in a widget' });
      await page.keyboard.press('Escape');
      await waitForClosed(page);

      // Removing a gallery while its lightbox is open closes the lightbox and removes the listener.
      await page.click('#polder');
      await waitForOpen(page);
      const strip = await page.evaluateHandle(() => {
        const element = document.querySelector('#strip')!;
        element.remove();
        return element;
      });
      await waitForClosed(page);
      await page.waitForFunction((element) => !element.hasAttribute('data-gallery-ready'), strip);
      const prevented = await strip.evaluate((element) => {
        let wasPrevented: boolean | null = null;
        element.addEventListener('click', (event) => (wasPrevented = event.defaultPrevented), { once: true });
        // Then stop the link itself: a synthetic click on an <a> still navigates.
        element.addEventListener('click', (event) => event.preventDefault(), { once: true });
        element.querySelector('#canal')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
        return wasPrevented;
      });
      expect(prevented).toBe(false);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => 'pswp' in window)).toBe(false);
      await expectClean(page);
    },
  );
});
