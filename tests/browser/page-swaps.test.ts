// Markup swapped out of the page, as Turbo, swup, htmx or a site's own script does, must leave
// nothing alive: not its widgets, not the elements the runtime was still watching.
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, type TestPage } from './support/browser';

const newPage = useBrowser();

async function domNodesAfterGc(page: TestPage): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { nodes } = (await cdp.send('Memory.getDOMCounters')) as { nodes: number };
  await cdp.detach();
  return nodes;
}

describe('a page swap', () => {
  it('keeps no swapped-out page alive: 5,000 paragraphs, a widget below the fold and a lazy image go', async () => {
    const page = await newPage();
    const paragraphs = Array.from({ length: 5000 }, (_, i) => `<p>Alinea ${i}</p>`).join('');
    // The widget and the image are far below the fold: the runtime watches them, waiting.
    await openFixture(
      page,
      `<div id="app"><div>${paragraphs}</div>
        <collapse-group><collapse-item heading="Onder"><p>Antwoord</p></collapse-item></collapse-group>
        <img data-src="/assets/images/lazy-city.svg" alt="Stad" width="10" height="10"></div>`,
    );
    // Loaded (page.goto waits for it): the runtime has scanned the page and watches the two.
    expect(await page.evaluate(() => document.readyState)).toBe('complete');
    // The way swup or a site's own script swaps a page: a new #app for the old one.
    await page.evaluate(() => {
      const next = document.createElement('div');
      next.id = 'app';
      next.textContent = 'De volgende pagina';
      document.getElementById('app')!.replaceWith(next);
    });
    // The runtime's clean-up runs from a MutationObserver, a task or two later. About 10,000 nodes
    // (each <p> and its text) if the old page were kept.
    await expect.poll(() => domNodesAfterGc(page)).toBeLessThan(1000);
    expect(page.problems.pageErrors).toEqual([]);
  });

  it('follows the document: a new <body> (as Turbo swaps it) and markup outside #app are enhanced', async () => {
    const page = await newPage();
    await openFixture(page, '<div id="app"><collapse-item heading="Eerste"><p>Een</p></collapse-item></div>');
    await page.waitForSelector('collapse-item[data-upgraded]', { state: 'attached' });
    // Tags and modules the first page did not have: their code is loaded for the new body.
    await page.evaluate(() => {
      // As Turbo does it: the next page parsed apart, its <body> in place of this one.
      const next = new DOMParser().parseFromString(
        `<body><div id="app">
          <language-switch id="switch"><a href="/" hreflang="nl">Nederlands</a>` +
          `<a href="/en/" hreflang="en">English</a></language-switch>
          <button type="button" id="toggle" data-submenu-toggle aria-controls="submenu" ` +
          `aria-expanded="false">Meer</button>
          <ul id="submenu" hidden><li><a href="#x">x</a></li></ul></div>
        <collapse-group id="outside"><collapse-item heading="Buiten #app"><p>Voet</p></collapse-item>` +
          '</collapse-group></body>',
        'text/html',
      );
      document.body.replaceWith(document.adoptNode(next.body));
    });
    await page.waitForSelector('#switch[data-upgraded]', { state: 'attached' });
    await page.waitForSelector('#outside[data-upgraded]', { state: 'attached' });
    await page.locator('#toggle').click();
    await expect.poll(() => page.locator('#submenu').isVisible()).toBe(true);
    expect(page.problems.pageErrors).toEqual([]);
  });

  it(
    'a widget restored from a copy of its rendered markup (an innerHTML snapshot) ' +
      'rebuilds from the CMS content inside it',
    async () => {
      const page = await newPage();
      await openFixture(
        page,
        '<div id="app"><collapse-group>' +
          `<collapse-item id="one" heading="Een"><p id="one-body">Antwoord een</p></collapse-item>
        <collapse-item id="two" opened><span slot="heading">Twee</span><p>Antwoord twee</p></collapse-item>` +
          `</collapse-group>
        <newsletter-signup brand="Studio Noord"><h2 id="intro">Nieuwsbrief</h2></newsletter-signup>
        <language-switch><a href="/" hreflang="nl">Nederlands</a>` +
          `<a href="/en/" hreflang="en">English</a></language-switch>
        <image-slider>` +
          '<img src="/assets/images/tulip-fields.svg" alt="Tulpen" width="600" height="400">' +
          '<img src="/assets/images/winter-lake.svg" alt="Meer" width="600" height="400">' +
          '<img src="/assets/images/forest-fog.svg" alt="Bos" width="600" height="400">' +
          '</image-slider></div>',
      );
      await page.waitForFunction(() => document.querySelectorAll('[data-upgraded]').length === 6);
      // What a router without a hook keeps, and later puts back.
      await page.evaluate(() => {
        const app = document.getElementById('app')!;
        const snapshot = app.innerHTML; // test fixture: the copy a router would take
        app.replaceChildren();
        app.innerHTML = snapshot; // test fixture: the copy a router would restore
      });
      await page.waitForFunction(() => document.querySelectorAll('[data-upgraded]').length === 6);
      const shape = await page.evaluate(() => ({
        headerButtons: [...document.querySelectorAll('collapse-item')].map(
          (item) => item.querySelectorAll('.collapse-item__button').length,
        ),
        headings: [...document.querySelectorAll('.collapse-item__heading')].map((heading) => heading.textContent),
        bodies: [...document.querySelectorAll('.collapse-item__content')].map((body) => body.textContent),
        forms: document.querySelectorAll('newsletter-signup form').length,
        intros: document.querySelectorAll('newsletter-signup #intro').length,
        switchButtons: document.querySelectorAll('language-switch button').length,
        links: document.querySelectorAll('language-switch a').length,
        swipers: document.querySelectorAll('image-slider .swiper').length,
        slides: [...document.querySelectorAll('image-slider img')].map((img) => img.getAttribute('alt')).sort(),
      }));
      expect(shape).toEqual({
        headerButtons: [1, 1],
        headings: ['Een', 'Twee'],
        bodies: ['Antwoord een', 'Antwoord twee'],
        forms: 1,
        intros: 1,
        switchButtons: 1,
        links: 2,
        swipers: 1,
        slides: ['Bos', 'Meer', 'Tulpen'],
      });
      await page.locator('#one .collapse-item__button').click();
      await expect.poll(() => page.locator('#one-body').isVisible()).toBe(true);
      expect(page.problems.pageErrors).toEqual([]);
    },
  );
});
