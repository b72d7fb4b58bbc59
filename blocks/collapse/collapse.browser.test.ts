// collapse-item and collapse-group in Chromium: keyboard, ARIA (headings and regions, the APG
// accordion pattern), find-in-page and hash links, animation, the upgrade inside a theme, and the
// demo pages under axe and the CSP.
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  cspViolations,
  describeViolations,
  loadBundle,
  openFixture,
  useBrowser,
  waitForUpgrade,
  openDemoPage,
  scrollToUpgrade,
  type TestPage,
} from '../../tests/browser/support/browser';
import { frames, routeStylesheet } from '../../tests/browser/support/stylesheet';
import { until } from '../../tests/support/until';

const newPage = useBrowser();

const FAQ =
  `<div id="app">
  <collapse-group id="group">
    <collapse-item id="a" heading="Vraag A"><p>Antwoord A</p></collapse-item>
    <collapse-item id="b" heading="Vraag B"><p>Antwoord B met <a id="deep" href="#">een link</a></p>` +
  `<p id="target">Doel van een hash</p></collapse-item>
  </collapse-group>
</div>`;

const expanded = (page: import('playwright-core').Page, id: string) =>
  page.locator(`#${id} .collapse-item__button`).getAttribute('aria-expanded');

describe('collapse-item', () => {
  it('toggles with Enter and Space on its header button, with aria-controls on the body', async () => {
    const page = await newPage();
    await openFixture(page, FAQ);
    await waitForUpgrade(page, 'collapse-item');
    const button = page.locator('#a .collapse-item__button');
    const bodyId = await button.getAttribute('aria-controls');
    expect(await page.locator(`#${bodyId}`).getAttribute('hidden')).toBe('until-found');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('collapse-item')?.id)).toBe('a');
    await page.keyboard.press('Enter');
    await expect.poll(() => expanded(page, 'a')).toBe('true');
    expect(await page.locator(`#${bodyId}`).getAttribute('hidden')).toBeNull();
    await page.keyboard.press('Space');
    await expect.poll(() => expanded(page, 'a')).toBe('false');
  });

  it('opens when a URL hash points inside it, at load and on hashchange', async () => {
    const page = await newPage();
    await openFixture(page, FAQ, { path: '/test/hash' });
    await waitForUpgrade(page, 'collapse-item');
    expect(await expanded(page, 'b')).toBe('false');
    await page.evaluate(() => (location.hash = '#target'));
    await expect.poll(() => expanded(page, 'b')).toBe('true');

    const fresh = await newPage();
    await openFixture(fresh, FAQ, { path: '/test/hash-at-load' });
    await fresh.goto(`${baseUrl()}/test/hash-at-load#target`);
    await waitForUpgrade(fresh, 'collapse-item');
    await expect.poll(() => expanded(fresh, 'b')).toBe('true');
    await expect.poll(() => fresh.locator('#target').isVisible()).toBe(true);
  });

  it('opens on beforematch, as find-in-page reveals a hidden="until-found" body', async () => {
    const page = await newPage();
    await openFixture(page, FAQ);
    await waitForUpgrade(page, 'collapse-item');
    await page.evaluate(() =>
      document.getElementById('target')!.parentElement!.parentElement!.dispatchEvent(new Event('beforematch')),
    );
    await expect.poll(() => expanded(page, 'b')).toBe('true');
  });

  it(
    'reads and sets the opened property, and reports changes with a bubbling collapse-item:change event, ' +
      'then its alias change',
    async () => {
      const page = await newPage();
      await openFixture(page, FAQ);
      await waitForUpgrade(page, 'collapse-item');
      const initially = await page.evaluate(() => {
        const seen: string[] = ((window as unknown as { __seen: string[] }).__seen = []);
        for (const name of ['collapse-item:change', 'change'])
          document.addEventListener(name, (event) =>
            seen.push(`${name} ${(event as CustomEvent<{ opened: boolean }>).detail.opened}`),
          );
        const item = document.getElementById('a') as HTMLElement & { opened: boolean };
        const before = item.opened;
        item.opened = true;
        return before;
      });
      expect(initially).toBe(false);
      const seen = () => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
      await expect.poll(seen).toEqual(['collapse-item:change true', 'change true']);
      await page.evaluate(() => document.querySelector<HTMLButtonElement>('#a .collapse-item__button')!.click());
      await expect
        .poll(seen)
        .toEqual(['collapse-item:change true', 'change true', 'collapse-item:change false', 'change false']);
      const now = await page.evaluate(() => {
        const item = document.getElementById('a') as HTMLElement & { opened: boolean };
        return { opened: item.opened, attribute: item.hasAttribute('opened') };
      });
      expect(now).toEqual({ opened: false, attribute: false });
    },
  );

  it('tells its own change from a native change of a form control in its body', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<collapse-group>
        <collapse-item id="a" heading="First" opened><label><input type="checkbox" id="box"> Remember</label>` +
        `</collapse-item>
        <collapse-item id="b" heading="Second"><p>Second answer</p></collapse-item>
      </collapse-group>`,
    );
    await waitForUpgrade(page, 'collapse-item');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      for (const name of ['collapse-item:change', 'change'])
        document.addEventListener(name, (event) => seen.push(`${name} ${(event.target as Element).id}`));
    });
    await page.locator('#box').check();
    await page.locator('#b .collapse-item__button').click();
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
      'change box', // the checkbox's own, which only the alias shares
      'collapse-item:change b',
      'change b',
      'collapse-item:change a', // closed by the group's one-open rule
      'change a',
    ]);
    expect(await page.locator('#box').isChecked()).toBe(true);
  });

  it('animates the height, unless the visitor prefers reduced motion', async () => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const page = await newPage({ reducedMotion });
      await openFixture(page, FAQ);
      await waitForUpgrade(page, 'collapse-item');
      // Count the animations started on the body: a 250 ms animation may be over before a busy
      // machine gets to look at getAnimations().
      await page.evaluate(() => {
        const body = document.querySelector('#a .collapse-item__body')!;
        const animate = body.animate.bind(body);
        (window as unknown as { bodyAnimations: number }).bodyAnimations = 0;
        body.animate = (...args) => {
          (window as unknown as { bodyAnimations: number }).bodyAnimations += 1;
          return animate(...args);
        };
      });
      await page.locator('#a .collapse-item__button').click();
      await expect.poll(() => page.locator('#a .collapse-item__button').getAttribute('aria-expanded')).toBe('true');
      const animations = await page.evaluate(() => (window as unknown as { bodyAnimations: number }).bodyAnimations);
      expect(animations, reducedMotion).toBe(reducedMotion === 'reduce' ? 0 : 1);
    }
  });
});

describe('collapse-item before its upgrade', () => {
  const target = (page: import('playwright-core').Page) => page.locator('#target');

  /** The stylesheet's 4 s fallback, a CSS animation of the root while the script has not started. */
  const FALLBACK = 'sw-collapse-fallback-reveal';
  /** Seeks the fallback on its own timeline to `ms`, held there; how many such animations ran. */
  const seekFallback = (page: import('playwright-core').Page, ms: number) =>
    page.evaluate(
      ({ name, time }) => {
        const fallbacks = document.getAnimations().filter((a) => (a as CSSAnimation).animationName === name);
        for (const animation of fallbacks) {
          animation.pause();
          animation.currentTime = time;
        }
        return fallbacks.length;
      },
      { name: FALLBACK, time: ms },
    );

  it('shows every body after 4 s when the script never arrives, as without JavaScript', async () => {
    const page = await newPage();
    await page.route('**/dist/site-widgets.js', (route) => route.abort());
    // Looked at as the page is parsed, in the page, with the fallback's own time then: a check from
    // the test process may come after the 4 s on a busy machine.
    await page.addInitScript(
      (name) =>
        document.addEventListener('DOMContentLoaded', () => {
          const fallback = document.getAnimations().find((a) => (a as CSSAnimation).animationName === name);
          const early = {
            at: Number(fallback?.currentTime ?? NaN),
            visible: document.getElementById('target')!.checkVisibility(),
            cursor: getComputedStyle(document.getElementById('a')!, '::before').cursor,
          };
          (window as unknown as { early: typeof early }).early = early;
        }),
      FALLBACK,
    );
    await openFixture(page, FAQ);
    const early = await page.evaluate(
      () => (window as unknown as { early: { at: number; visible: boolean; cursor: string } }).early,
    );
    expect(early.at).toBeLessThan(4_000);
    expect(early.visible).toBe(false); // laid out as the closed item will be
    expect(early.cursor).toBe('pointer'); // the entry answers a click once it runs
    // On the fallback's timeline: hidden until 4 s, shown from then.
    expect(await seekFallback(page, 3_990)).toBe(1);
    expect(await target(page).isVisible()).toBe(false);
    await seekFallback(page, 4_000);
    expect(await target(page).isVisible()).toBe(true);
    expect(await page.locator('#a p').isVisible()).toBe(true);
    // Nothing answers the header now: it no longer looks clickable.
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('a')!, '::before').cursor)).toBe('auto');
  });

  it('keeps a closed body hidden while the running script waits for the item to come near', async () => {
    const page = await newPage();
    await page.route('**/test/spacer.css', (route) =>
      route.fulfill({ contentType: 'text/css', body: '#spacer { height: 4000px; }' }),
    );
    await openFixture(page, `<div id="spacer"></div>${FAQ}`, {
      head: '<link rel="stylesheet" href="/test/spacer.css">',
    });
    // Once the script runs, the 4 s fallback is gone: the body stays hidden however long it waits.
    await until(
      '<html data-site-widgets-started>',
      () => page.evaluate(() => document.documentElement.hasAttribute('data-site-widgets-started')),
      Boolean,
      { want: 'true' },
    );
    expect(await seekFallback(page, 4_000)).toBe(0);
    expect(await page.locator('#b').getAttribute('data-upgraded')).toBeNull();
    expect(await target(page).isVisible()).toBe(false);
  });
});

describe('collapse-group', () => {
  it('opening one item closes the others; leave-open keeps them', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `${FAQ}<collapse-group leave-open><collapse-item id="c" heading="C" opened><p>c</p></collapse-item>` +
        '<collapse-item id="d" heading="D"><p>d</p></collapse-item></collapse-group>',
    );
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    await page.locator('#a .collapse-item__button').click();
    await page.locator('#b .collapse-item__button').click();
    await expect.poll(() => expanded(page, 'a')).toBe('false');
    expect(await expanded(page, 'b')).toBe('true');
    await page.locator('#d .collapse-item__button').click();
    await expect.poll(() => expanded(page, 'd')).toBe('true');
    expect(await expanded(page, 'c')).toBe('true');
  });
});

/** The tag name of the element around each item's button, and whether the button is its only child. */
const headers = (page: TestPage, selector = 'collapse-item') =>
  page.evaluate(
    (s) =>
      Array.from(document.querySelectorAll(s), (item) => {
        const heading = item.querySelector('.collapse-item__button')!.parentElement!;
        return `${item.id} ${heading.localName}${heading.children.length === 1 ? '' : ' (not alone)'}`;
      }),
    selector,
  );
const widgetWarnings = (page: TestPage) =>
  page.problems.consoleWarnings.filter((text) => text.startsWith('[site-widgets]'));

describe('the APG accordion: headings', () => {
  it("puts each button alone in a heading: h3 by default, the group's level, an item's own level first", async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<collapse-item id="alone" heading="Los"><p>los</p></collapse-item>
      <collapse-group id="plain"><collapse-item id="p1" heading="P1"><p>p1</p></collapse-item></collapse-group>
      <collapse-group id="two" heading-level="2">
        <collapse-item id="t1"><span slot="heading" id="t1-heading">T1</span><p>t1</p></collapse-item>
        <collapse-item id="t2" heading="T2" heading-level="4"><p>t2</p></collapse-item>
        <collapse-item id="t3" heading-level=" 5 "><span slot="heading">T3</span><p>t3</p></collapse-item>
      </collapse-group>`,
    );
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    expect(await headers(page)).toEqual(['alone h3', 'p1 h3', 't1 h2', 't2 h4', 't3 h5']);
    // What a screen reader's list of headings offers: the question, at its level.
    await expect.poll(() => page.getByRole('heading', { level: 2, name: 'T1' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 5, name: 'T3' }).count()).toBe(1);
    expect(widgetWarnings(page)).toEqual([]);

    // A script changes the group's level, or an item's own: the headings follow.
    await page.evaluate(() => document.getElementById('two')!.setAttribute('heading-level', '6'));
    await expect.poll(() => headers(page, '#two collapse-item')).toEqual(['t1 h6', 't2 h4', 't3 h5']);
    // The slotted heading moved into the new heading element as the same node.
    expect(await page.getByRole('heading', { level: 6, name: 'T1' }).locator('#t1-heading').count()).toBe(1);
    await page.evaluate(() => document.getElementById('t2')!.removeAttribute('heading-level'));
    await expect.poll(() => headers(page, '#two collapse-item')).toEqual(['t1 h6', 't2 h6', 't3 h5']);
    await page.evaluate(() => document.getElementById('t1')!.setAttribute('heading-level', '3'));
    await expect.poll(() => headers(page, '#two collapse-item')).toEqual(['t1 h3', 't2 h6', 't3 h5']);
    expect(page.problems.pageErrors).toEqual([]);
  });

  it('warns once about an odd heading-level, naming the element, and falls back: nothing breaks', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<collapse-item id="zero" heading="Nul" heading-level="0"><p>nul</p></collapse-item>
      <collapse-group id="odd" heading-level="7">
        <collapse-item id="o1" heading="O1"><p>o1</p></collapse-item>
        <collapse-item id="o2" heading="O2"><p>o2</p></collapse-item>
      </collapse-group>
      <collapse-group heading-level="4">
        <collapse-item id="abc" heading="ABC" heading-level="abc"><p id="abc-body">abc</p></collapse-item>
      </collapse-group>`,
    );
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    expect(await headers(page)).toEqual(['zero h3', 'o1 h3', 'o2 h3', 'abc h4']);
    await page.locator('#abc .collapse-item__button').click();
    await expect.poll(() => page.locator('#abc-body').isVisible()).toBe(true);
    const warnings = widgetWarnings(page);
    expect(warnings).toHaveLength(3);
    expect(warnings.filter((text) => text.includes('<collapse-item>') && text.includes('"0"'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('<collapse-group>') && text.includes('"7"'))).toHaveLength(1);
    expect(warnings.filter((text) => text.includes('<collapse-item>') && text.includes('"abc"'))).toHaveLength(1);
    expect(page.problems.pageErrors).toEqual([]);
    expect(page.problems.consoleErrors).toEqual([]);
  });
});

const itemsMarkup = (prefix: string, count: number) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<collapse-item id="${prefix}${i + 1}" heading="${prefix.toUpperCase()} ${i + 1}">` +
      `<h4>Kop ${i + 1}</h4><p>tekst</p></collapse-item>`,
  ).join('');
const regions = (page: TestPage, groupId: string) =>
  page.evaluate(
    (id) => Array.from(document.querySelectorAll(`#${id} .collapse-item__body`), (body) => body.getAttribute('role')),
    groupId,
  );

describe('the APG accordion: regions', () => {
  it('labels an open body by its button as a region, but not in a leave-open group of over six items', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<collapse-item id="alone" heading="Losse vraag"><p>los</p></collapse-item>
      <collapse-group id="one">${itemsMarkup('a', 8)}</collapse-group>
      <collapse-group id="few" leave-open>${itemsMarkup('b', 6)}</collapse-group>
      <collapse-group id="many" leave-open>${itemsMarkup('c', 7)}</collapse-group>`,
    );
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    for (const id of ['alone', 'a3', 'b6', 'c7']) await page.locator(`#${id} .collapse-item__button`).click();

    // The region's accessible name is its button's: the question.
    for (const name of ['Losse vraag', 'A 3', 'B 6'])
      await expect.poll(() => page.getByRole('region', { name, exact: true }).count(), { message: name }).toBe(1);
    const labelledBy = await page.locator('#a3 .collapse-item__body').getAttribute('aria-labelledby');
    expect(await page.locator(`[id="${labelledBy}"]`).getAttribute('class')).toBe('collapse-item__button');
    expect(await regions(page, 'one')).toEqual(Array(8).fill('region'));
    expect(await regions(page, 'few')).toEqual(Array(6).fill('region'));
    // Seven bodies that may all be open: no region, and no name on a generic element.
    expect(await regions(page, 'many')).toEqual(Array(7).fill(null));
    expect(await page.locator('#many .collapse-item__body[aria-labelledby]').count()).toBe(0);
    expect(await page.getByRole('region', { name: 'C 7' }).count()).toBe(0);
    await expect.poll(() => page.locator('#c7 h4').isVisible()).toBe(true);

    // A script lets the long group keep one open, or the short one grow: the rule follows.
    await page.evaluate(() => document.getElementById('many')!.removeAttribute('leave-open'));
    await expect.poll(() => regions(page, 'many')).toEqual(Array(7).fill('region'));
    await page.evaluate(() => document.getElementById('one')!.setAttribute('leave-open', ''));
    await expect.poll(() => regions(page, 'one')).toEqual(Array(8).fill(null));
    expect(describeViolations(await axeViolations(page, 'html', { afterIntro: false }))).toBe('');
    expect(page.problems.pageErrors).toEqual([]);
  });
});

// A theme's heading and button rules, as real themes write them, loaded after the bundle's
// stylesheet; some scoped to the post content.
const HEADING_THEME = `
body { margin: 0; font-size: 18px; }
h2, h3, h4 { font-size: 3rem; line-height: 1.1; margin: 2em 0 1em; padding: .5em 0; border-bottom: 4px solid;
  text-transform: uppercase; letter-spacing: .1em; }
h3::before { content: '§ '; display: block; }
.entry-content h3 { margin: 3rem 0; font-size: 2.5rem; }
button { width: auto; min-height: 3.5rem; padding: 1em 2em; text-transform: uppercase; border: 3px solid;
  border-radius: 9px; font-size: 1.2rem; line-height: 2; }
.entry-content button { padding: 1.25em; }
`;

describe('the upgrade inside a theme', () => {
  it("shifts no layout and keeps the header boxes, whatever the theme's h2, h3 and button rules", async () => {
    const page = await newPage({ viewport: { width: 1000, height: 1200 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const theme = await routeStylesheet(page, '/test/theme.css', HEADING_THEME);
    await openFixture(
      page,
      `<div class="entry-content"><h1>Vragen</h1><h2>Over ons</h2>
      <collapse-group element="ul">
        <collapse-item id="a" heading="Open vraag" opened><p>Een antwoord dat open staat.</p></collapse-item>
        <collapse-item id="b" heading="Dichte vraag"><p>Verborgen antwoord.</p></collapse-item>
        <collapse-item id="c"><span slot="heading">Kop uit een slot</span><p>Verborgen.</p></collapse-item>
      </collapse-group>
      <collapse-group heading-level="2" leave-open>
        <collapse-item id="d" heading="Een h2-vraag"><p>Verborgen.</p></collapse-item>
        <collapse-item id="e" heading="Nog een" heading-level="4" opened><p>Open.</p></collapse-item>
      </collapse-group><p id="after">Tekst eronder</p></div>`,
      { head: theme, scriptPosition: 'none' },
    );
    await frames(page);
    const boxes = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('collapse-item'), document.getElementById('after')!].map((element) => {
          const { top, height } = element.getBoundingClientRect();
          return { id: element.id, top: Math.round(top), height: Math.round(height) };
        }),
      );
    const before = await boxes();
    await loadBundle(page);
    await waitForUpgrade(page, 'collapse-item, collapse-group');
    await frames(page);
    expect(await headers(page)).toEqual(['a h3', 'b h3', 'c h3', 'd h2', 'e h4']);
    expect(await boxes()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
  });
});

describe('the demo pages', () => {
  for (const path of ['/', '/en/']) {
    it(`${path} has no axe violations with items closed and open, and no CSP violations`, async () => {
      const page = await newPage();
      await openDemoPage(page, path);
      await scrollToUpgrade(page, 'collapse-item');
      // Below the page's h1 and each block's h2 title, every question is an h3.
      expect(await page.locator('collapse-item .collapse-item__button').count()).toBe(5);
      expect(await page.locator('collapse-item h3.collapse-item__header > .collapse-item__button').count()).toBe(5);
      expect(describeViolations(await axeViolations(page))).toBe('');
      for (const button of await page.locator('collapse-item .collapse-item__button').elementHandles()) {
        if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
      }
      expect(describeViolations(await axeViolations(page))).toBe('');
      expect(await cspViolations(page)).toEqual([]);
      expect(page.problems.pageErrors).toEqual([]);
    }, 60_000); // axe over the whole page twice: on a busy machine that takes a while
  }
});
