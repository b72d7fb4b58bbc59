// The widget platform: the scan, the registry, the r2wc wrapper and its promises to CMS content,
// exercised through collapse-item and collapse-group against the built bundle.
import { describe, expect, it } from 'vitest';
import { cspViolations, loadBundle, openFixture, removeWidget, useBrowser, waitForUpgrade } from './support/browser';
import { readPreloadManifest } from '../support/preload-manifest';
import { until } from '../support/until';

/** The paths of the scripts the preload manifest lists for `tags`: every file their code needs. */
async function neededScripts(tags: string[]): Promise<string[]> {
  const { widgets } = await readPreloadManifest();
  const files = tags.flatMap((tag) =>
    widgets[tag]!.preload.filter(({ as }) => as === 'script').map(({ file }) => file),
  );
  return [...new Set(files)].map((file) => `/dist/${file}`);
}

const newPage = useBrowser();

const ITEMS =
  `<div id="app">
  <collapse-group id="group">
    <collapse-item id="first" heading="Eerste">` +
  `<p id="first-body">Eerste antwoord <button id="inner" type="button">telt</button></p></collapse-item>
    <collapse-item id="second" heading="Tweede"><p id="second-body">Tweede antwoord</p></collapse-item>
  </collapse-group>
  <div id="elsewhere"></div>
</div>`;

describe('loading the bundle', () => {
  for (const [position, attributes] of [
    ['head', ''],
    ['head', ' async'],
    ['body-end', ''],
    ['body-end', ' async'],
    ['head', ' defer'],
  ] as const) {
    it(`upgrades widgets with the script in ${position}${attributes || ' (plain module)'}`, async () => {
      const page = await newPage();
      await openFixture(page, ITEMS, { scriptPosition: position, scriptAttributes: attributes });
      await waitForUpgrade(page, 'collapse-item, collapse-group');
      expect(await page.locator('collapse-item button.collapse-item__button').count()).toBe(2);
      expect(page.problems.pageErrors).toEqual([]);
    });
  }

  it('loads no widget code and no React on a page without widget tags', async () => {
    const page = await newPage();
    const scripts: { path: string; body: Promise<string> }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push({ path: new URL(response.url()).pathname, body: response.text() });
    });
    await openFixture(page, '<div id="app"><h1>Geen widgets</h1><p>Alleen tekst.</p></div>');
    await page.waitForLoadState('networkidle');
    expect(scripts[0]!.path).toBe('/dist/site-widgets.js');
    // Besides the entry, only what the entry itself imports statically (the text catalogue and
    // esbuild's module-interop helpers, shared with the chunks): never React, never a widget.
    const entry = await scripts[0]!.body;
    const staticImports = [...entry.matchAll(/import(?:[^"']*from)?\s*["']\.\/(chunks\/[^"']+)["']/g)].map(
      (m) => `/dist/${m[1]}`,
    );
    expect(
      scripts
        .slice(1)
        .map((s) => s.path)
        .sort(),
    ).toEqual(staticImports.sort());
    for (const script of scripts) {
      const body = await script.body;
      // (Swiper's code, not the name of its stylesheet, which the entry lists with the slider chunks.)
      expect(body, script.path).not.toMatch(
        /react\.(transitional\.)?element|__SECRET_INTERNALS|swiper-(?:wrapper|slide)|gsap/i,
      );
    }
  });

  it('requests every file a widget needs at once, React first of all, and the entry imports nothing', async () => {
    const page = await newPage();
    const requested: string[] = [];
    // In the order the page asked for them (the interception below may see them in another).
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/dist/chunks/')) asked.push(new URL(request.url()).pathname);
    });
    // No chunk answers until the page has asked for every file the manifest lists for the two
    // widgets: a file found only by parsing another would be asked for only after that.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/dist/chunks/**', async (route) => {
      requested.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    const entry: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/dist/site-widgets.js')) entry.push(response.text());
    });
    const opened = openFixture(page, ITEMS);
    const needed = await neededScripts(['collapse-item', 'collapse-group']);
    await until(
      'the files of the two widgets not asked for yet',
      async () => needed.filter((path) => !requested.includes(path)),
      (missing) => missing.length === 0,
      { want: 'none' },
    );
    const askedBeforeAnyChunk = requested.length;
    release();
    await opened;
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    // All the files both widgets need were asked for before the first chunk arrived, and no other.
    expect(requested.length).toBe(askedBeforeAnyChunk);
    expect(requested.toSorted()).toEqual(needed.toSorted());
    expect(requested.some((path) => /\/collapse-item-/.test(path))).toBe(true);
    const bodies = await Promise.all(
      requested.map((path) => page.evaluate((url) => fetch(url).then((r) => r.text()), path)),
    );
    expect(bodies.some((body) => body.includes('react.transitional.element'))).toBe(true);
    // React's chunk, the largest, whose download and compile take longest, is asked for first.
    const react = requested[bodies.findIndex((body) => body.includes('react.transitional.element'))];
    expect(asked[0]).toBe(react);
    // Each chunk asks to be compiled as it streams in, off the main thread: it runs as soon as it arrives.
    for (const body of bodies) expect(body.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // The entry's own code travels in the entry: it has no static import to wait for. Most of it
    // runs only where its markup is, so V8 compiles it lazily, as usual.
    expect(await entry[0]).not.toMatch(/\bimport\s*[^(]*?from\s*["']|\bimport\s*["']/);
    expect(await entry[0]).not.toContain('allFunctionsCalledOnLoad');
  });

  it('mounts the widgets requested together in one batch, though each chunk defines its element itself', async () => {
    const page = await newPage();
    // The group's chunk and the items' run in two tasks, each defining its element: without the
    // wait for the chunks in flight, the group mounted in a batch between them.
    // Each MutationObserver delivery holds what one task changed: one delivery, one batch.
    await page.addInitScript(() => {
      const deliveries: string[][] = ((window as unknown as { upgradeDeliveries: string[][] }).upgradeDeliveries = []);
      new MutationObserver((records) => {
        const upgraded = records
          .filter((r) => (r.target as Element).hasAttribute('data-upgraded'))
          .map((r) => (r.target as Element).id);
        if (upgraded.length) deliveries.push(upgraded);
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-upgraded'] });
    });
    await openFixture(page, ITEMS);
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    const deliveries = await page.evaluate(
      () => (window as unknown as { upgradeDeliveries: string[][] }).upgradeDeliveries,
    );
    expect(deliveries, JSON.stringify(deliveries)).toHaveLength(1);
    expect(deliveries[0]!.sort()).toEqual(['first', 'group', 'second']);
  });

  it(
    'loads Swiper\u2019s stylesheet once with the slider chunks, before a slider upgrades, ' +
      'and never on a page without sliders',
    async () => {
      const page = await newPage();
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      await openFixture(page, ITEMS);
      await waitForUpgrade(page, 'collapse-item');
      expect(stylesheets).toEqual(['/dist/site-widgets.css']);
      // The page's stylesheet holds no Swiper rules: they travel with the slider chunks.
      const hasSwiperCore = () =>
        [...document.styleSheets].some((sheet) =>
          [...sheet.cssRules].some((rule) => rule instanceof CSSStyleRule && rule.selectorText === '.swiper-wrapper'),
        );
      expect(await page.evaluate(hasSwiperCore)).toBe(false);

      // A slider arrives: its stylesheet is asked for and applies by the time the slider is upgraded.
      await page.evaluate(() => {
        const slider = document.createElement('image-slider');
        for (const name of ['tulip-fields', 'winter-lake', 'forest-fog']) {
          const img = document.createElement('img');
          img.src = `/assets/images/${name}.svg`;
          img.alt = name;
          img.width = 600;
          img.height = 400;
          slider.append(img);
        }
        document.getElementById('elsewhere')!.append(slider);
      });
      await waitForUpgrade(page, 'image-slider');
      expect(stylesheets.filter((path) => /\/chunks\/swiper-[^/]+\.css$/.test(path))).toHaveLength(1);
      // Swiper's core rule (the wrapper is a flex row) is there now; our rules still come after Swiper's.
      expect(await page.evaluate(hasSwiperCore)).toBe(true);
      expect(
        await page.evaluate(() => getComputedStyle(document.querySelector('image-slider .swiper-wrapper')!).display),
      ).toBe('flex');
      expect(await page.evaluate(() => document.head.firstElementChild?.getAttribute('href'))).toMatch(
        /chunks\/swiper-.+\.css$/,
      );

      // The other sliders share it: it is neither fetched nor added again.
      await page.evaluate(() => {
        for (const tag of ['timeline-slider', 'updates-slider'])
          document.getElementById('elsewhere')!.append(document.createElement(tag));
      });
      await waitForUpgrade(page, 'timeline-slider, updates-slider');
      expect(stylesheets.filter((path) => path.startsWith('/dist/chunks/'))).toHaveLength(1);
      expect(
        await page.evaluate(() => document.querySelectorAll('link[href*="/chunks/"][rel=stylesheet]').length),
      ).toBe(1);
    },
  );

  it('loads a widget chunk only when its tag appears, also for markup added later', async () => {
    const page = await newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/chunks/')) chunks.push(new URL(request.url()).pathname);
    });
    await openFixture(page, '<div id="app"><p>Leeg</p></div>');
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((path) => /collapse-/.test(path))).toEqual([]);
    // As a page swap (Turbo, HTMX) or a site's own script would insert it:
    await page.evaluate(() => {
      const template = document.createElement('template');
      template.innerHTML = '<collapse-item heading="Later"><p id="later">Later toegevoegd</p></collapse-item>';
      document.getElementById('app')!.append(template.content);
    });
    await waitForUpgrade(page, 'collapse-item');
    expect(chunks.some((path) => /collapse-item-/.test(path))).toBe(true);
    expect(chunks.some((path) => /collapse-group-/.test(path))).toBe(false);
    await page.locator('collapse-item button').click();
    await expect(page.locator('#later').isVisible()).resolves.toBe(true);
  });

  it('loads a widget chunk only once its element nears the viewport; a property set before that is kept', async () => {
    const page = await newPage();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/chunks/')) chunks.push(new URL(request.url()).pathname);
    });
    // Far below the fold (the window is 800 px high), and one hidden until a script shows it.
    // The spacer's height comes from a stylesheet: the CSP forbids inline styles.
    await page.route('**/test/spacer.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: '#spacer { height: 3000px; }' }),
    );
    await openFixture(
      page,
      `<div id="app"><div id="spacer">Intro</div>
        <collapse-item id="below" heading="Onder de vouw"><p id="below-body">Antwoord</p></collapse-item>
        <div id="hidden-box" hidden><language-switch><a href="/" hreflang="nl">NL</a>` +
        '<a href="/en/" hreflang="en">EN</a></language-switch></div></div>',
      { head: '<link rel="stylesheet" href="/test/spacer.css">' },
    );
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((path) => /collapse-item-|language-switch-/.test(path))).toEqual([]);
    expect(await page.locator('#below').getAttribute('data-upgraded')).toBeNull();

    // A site script opens the item before its code is there; the upgrade must honour that.
    await page.evaluate(() => ((document.getElementById('below') as HTMLElement & { opened: boolean }).opened = true));
    // Scrolled to within 300 px of the viewport: loaded, upgraded, opened as asked.
    await page.evaluate(() => window.scrollTo(0, 3000 - 800 - 250));
    await waitForUpgrade(page, '#below');
    expect(chunks.filter((path) => /collapse-item-/.test(path))).toHaveLength(1);
    await expect.poll(() => page.locator('#below .collapse-item__button').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => page.locator('#below-body').isVisible()).toBe(true);
    expect(await page.locator('#below').getAttribute('opened')).not.toBeNull();

    // Hidden markup has no box and never nears the viewport, even scrolled to; shown, it loads.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((path) => /language-switch-/.test(path))).toEqual([]);
    await page.evaluate(() => document.getElementById('hidden-box')!.removeAttribute('hidden'));
    await waitForUpgrade(page, 'language-switch');
    expect(page.problems.pageErrors).toEqual([]);
  });

  it('fires a cancelable preload-error and leaves the markup readable when a chunk fails', async () => {
    const page = await newPage();
    await page.route('**/chunks/collapse-item-*.js', (route) => route.abort());
    await page.addInitScript(() => {
      window.addEventListener('site-widgets:preload-error', (event) => {
        const { tag, error } = (event as CustomEvent<{ tag: string; error: unknown }>).detail;
        (window as unknown as { preloadErrors: string[] }).preloadErrors = [
          ...((window as unknown as { preloadErrors?: string[] }).preloadErrors ?? []),
          `${tag}:${error instanceof Error}:${event.cancelable}`,
        ];
      });
    });
    await openFixture(page, ITEMS);
    await page.waitForFunction(() => (window as unknown as { preloadErrors?: string[] }).preloadErrors?.length === 1);
    expect(await page.evaluate(() => (window as unknown as { preloadErrors: string[] }).preloadErrors)).toEqual([
      'collapse-item:true:true',
    ]);
    // The group still upgrades; the items keep their server-rendered content, all of it visible.
    await waitForUpgrade(page, 'collapse-group');
    await expect(page.locator('#first-body').isVisible()).resolves.toBe(true);
    await expect(page.locator('#second-body').isVisible()).resolves.toBe(true);
    expect(page.problems.consoleErrors.some((text) => text.includes('could not load <collapse-item>'))).toBe(true);
  });

  it('stays silent in the console when the preload-error event is cancelled', async () => {
    const page = await newPage();
    await page.route('**/chunks/collapse-item-*.js', (route) => route.abort());
    await page.addInitScript(() =>
      window.addEventListener('site-widgets:preload-error', (event) => event.preventDefault()),
    );
    await openFixture(page, ITEMS);
    await waitForUpgrade(page, 'collapse-group');
    await page.waitForFunction(() => document.querySelector('collapse-item[data-upgrade-failed]'));
    expect(page.problems.consoleErrors.filter((text) => text.includes('[site-widgets]'))).toEqual([]);
  });
});

describe('CMS children', () => {
  it('are taken when the widget mounts, so a script may insert an element and fill it after', async () => {
    const page = await newPage();
    await openFixture(page, ITEMS);
    await waitForUpgrade(page, 'collapse-item');
    await page.evaluate(() => {
      const item = document.createElement('collapse-item');
      item.id = 'filled-later';
      item.setAttribute('heading', 'Later gevuld');
      document.getElementById('elsewhere')!.append(item);
      const body = document.createElement('p');
      body.id = 'filled-later-body';
      body.textContent = 'Na het invoegen toegevoegd';
      item.append(body);
    });
    await waitForUpgrade(page, '#filled-later');
    await page.locator('#filled-later button').click();
    await expect
      .poll(() => page.locator('#filled-later .collapse-item__body #filled-later-body').isVisible())
      .toBe(true);
  });

  it('are the same nodes after the upgrade, with their listeners', async () => {
    const page = await newPage();
    await openFixture(page, ITEMS, { scriptPosition: 'none' });
    await page.evaluate(() => {
      const inner = document.getElementById('inner') as HTMLButtonElement & { mark?: string };
      inner.mark = 'before-upgrade';
      inner.addEventListener('click', () => (inner.dataset.clicks = String(Number(inner.dataset.clicks ?? 0) + 1)));
      (window as unknown as { before: Element[] }).before = [document.getElementById('first-body')!, inner];
    });
    await loadBundle(page);
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    const same = await page.evaluate(() => {
      const [body, inner] = (window as unknown as { before: Element[] }).before;
      return (
        body === document.getElementById('first-body') &&
        body!.isConnected &&
        (inner as Element & { mark?: string }).mark === 'before-upgrade'
      );
    });
    expect(same).toBe(true);
    await page.locator('#first button.collapse-item__button').click();
    await page.locator('#inner').click();
    await expect(page.locator('#inner').getAttribute('data-clicks')).resolves.toBe('1');
  });

  it('survive a move: the widget keeps working in its new place', async () => {
    const page = await newPage();
    await openFixture(page, ITEMS);
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    await page.evaluate(() => document.getElementById('elsewhere')!.append(document.getElementById('second')!));
    await expect(page.locator('#elsewhere #second button').count()).resolves.toBe(1);
    await page.locator('#elsewhere #second button').click();
    await expect(page.locator('#second-body').isVisible()).resolves.toBe(true);
    await expect(page.locator('#elsewhere #second button').getAttribute('aria-expanded')).resolves.toBe('true');
  });

  it('go back into the element on removal and are adopted again on reconnect', async () => {
    const page = await newPage();
    await openFixture(page, ITEMS);
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    const body = await page.locator('#first-body').elementHandle();
    const item = await removeWidget(page, '#first');
    // Its body is its only child again, the button gone.
    expect(
      await item.evaluate(
        (element, first) => element.firstElementChild === first && !element.querySelector('.collapse-item__button'),
        body,
      ),
    ).toBe(true);
    await item.evaluate((element) => document.getElementById('elsewhere')!.append(element));
    await waitForUpgrade(page, '#first');
    await page.locator('#first button.collapse-item__button').click();
    await expect(page.locator('#first-body').isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('#first-body').length)).toBe(1);
  });
});

describe('attributes', () => {
  it('warns once per bad value, naming tag, attribute and default, and keeps working', async () => {
    const page = await newPage();
    await openFixture(
      page,
      '<div id="app"><collapse-group element="table">' +
        '<collapse-item heading="A"><p>a</p></collapse-item></collapse-group></div>',
    );
    await waitForUpgrade(page, 'collapse-group, collapse-item');
    const warnings = () => page.problems.consoleWarnings.filter((text) => text.includes('[site-widgets]'));
    expect(warnings()).toEqual([
      '[site-widgets] <collapse-group> attribute "element": "table" is not one of div, section, ul, ol; ' +
        'using the default "div".',
    ]);
    expect(
      await page.evaluate(
        () => document.querySelector('collapse-group > div.collapse-group__list > collapse-item') !== null,
      ),
    ).toBe(true);
    await page.evaluate(() => document.querySelector('collapse-group')!.setAttribute('element', 'ol'));
    await page.waitForSelector('collapse-group > ol > li > collapse-item');
    expect(warnings()).toHaveLength(1);
  });

  it('follows boolean attributes as HTML does, after the upgrade too', async () => {
    const page = await newPage();
    await openFixture(
      page,
      '<div id="app"><collapse-item id="x" heading="A" opened="false"><p>a</p></collapse-item></div>',
    );
    await waitForUpgrade(page, 'collapse-item');
    const expanded = () => page.locator('#x button').getAttribute('aria-expanded');
    await expect(expanded()).resolves.toBe('false');
    await page.evaluate(() => document.getElementById('x')!.setAttribute('opened', ''));
    await expect.poll(expanded).toBe('true');
    await page.evaluate(() => document.getElementById('x')!.removeAttribute('opened'));
    await expect.poll(expanded).toBe('false');
  });
});

describe('errors', () => {
  it('a widget that throws keeps its content and leaves the others working', async () => {
    const page = await newPage();
    // Make one item's first render throw, as a bug in a widget would: hiding its closed body.
    await page.addInitScript(() => {
      const original = Element.prototype.setAttribute;
      Element.prototype.setAttribute = function (this: Element, name: string, value: string) {
        if (name === 'hidden' && this.closest('[data-test-throw]')) throw new Error('boom');
        return original.call(this, name, value);
      };
    });
    await openFixture(
      page,
      `<div id="app">
      <collapse-item id="broken" data-test-throw heading="Kapot"><p id="broken-body">Blijft leesbaar</p></collapse-item>
      <collapse-item id="fine" heading="Heel"><p id="fine-body">Werkt</p></collapse-item></div>`,
    );
    await waitForUpgrade(page, 'collapse-item');
    await expect(page.locator('#broken-body').isVisible()).resolves.toBe(true);
    await page.locator('#fine button').click();
    await expect(page.locator('#fine-body').isVisible()).resolves.toBe(true);
    expect(page.problems.consoleErrors.some((text) => text.includes('<collapse-item> failed'))).toBe(true);
    expect(page.problems.pageErrors).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
});

describe('layout', () => {
  it('the upgrade shifts no layout', async () => {
    const page = await newPage();
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          (window as unknown as { shift: number }).shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openFixture(
      page,
      `<div id="app"><h1>Vragen</h1>
      <collapse-group element="ul">
        <collapse-item heading="Open vraag" opened><p>Een antwoord dat open staat.</p><p>Nog een alinea.</p>` +
        `</collapse-item>
        <collapse-item heading="Dichte vraag"><p>Verborgen antwoord.</p></collapse-item>
        <collapse-item><span slot="heading">Kop uit een slot</span><p>Verborgen.</p></collapse-item>
      </collapse-group><p id="after">Tekst eronder</p></div>`,
      { scriptPosition: 'none' },
    );
    const before = await page.locator('#after').boundingBox();
    await loadBundle(page);
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    await page.waitForTimeout(200);
    const after = await page.locator('#after').boundingBox();
    expect(after!.y).toBeCloseTo(before!.y, 0);
    expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBeLessThan(0.01);
  });
});
