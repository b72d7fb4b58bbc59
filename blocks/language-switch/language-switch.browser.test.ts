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

const HEADER_SWITCH = '.site-header language-switch';
const TWO_LANGUAGES = `<a href="/" hreflang="nl" lang="nl">Nederlands</a>
  <a href="/en/" hreflang="en" lang="en">English</a>`;

const demoPages = [
  {
    path: '/',
    code: 'NL',
    label: 'Kies een andere taal',
    current: 'nl',
    other: 'en',
    otherText: 'English',
    otherPath: '/en/',
  },
  {
    path: '/en/',
    code: 'EN',
    label: 'Choose another language',
    current: 'en',
    other: 'nl',
    otherText: 'Nederlands',
    otherPath: '/',
  },
] as const;

/** Chromium's own accessible name for the element (what a screen reader is given). */
async function accessibleName(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await cdp.detach();
  return String(nodes[0]?.name?.value ?? '');
}

/** Runs one axe rule by name (experimental rules like label-content-name-mismatch are off by default). */
async function axeRule(page: Page, rule: string, context: string): Promise<{ violations: number; passes: number }> {
  await axeViolations(page, context); // loads axe into the page
  return page.evaluate(
    async ({ rule, context }) => {
      const axe = (
        window as unknown as {
          axe: { run: (c: unknown, o: unknown) => Promise<{ violations: unknown[]; passes: unknown[] }> };
        }
      ).axe;
      const result = await axe.run(context, { runOnly: { type: 'rule', values: [rule] } });
      return { violations: result.violations.length, passes: result.passes.length };
    },
    { rule, context },
  );
}

const activeElement = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.localName}${active.getAttribute('hreflang') ? `[hreflang=${active.getAttribute('hreflang')}]` : ''}` +
          `${active.className ? `.${active.className}` : ''}`
      : '';
  });

async function expectNoProblems(page: TestPage) {
  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
  expect(page.problems.consoleErrors).toEqual([]);
}

async function openDemo(path: string) {
  const page = await newPage();
  await openDemoPage(page, path);
  await waitForUpgrade(page, 'language-switch');
  return page;
}

describe.each(demoPages)(
  'language-switch on the demo page $path',
  ({ path, code, label, current, other, otherText, otherPath }) => {
    it(`shows ${code} on a button named "${code}, ${label}" with aria-expanded and aria-controls`, async () => {
      const page = await openDemo(path);
      const button = page.locator(`${HEADER_SWITCH} button`);
      await expect(button.innerText()).resolves.toBe(code);
      expect(await accessibleName(page, `${HEADER_SWITCH} button`)).toBe(`${code}, ${label}`);
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      const listId = await button.getAttribute('aria-controls');
      expect(listId).toBeTruthy();
      const list = page.locator(`#${listId}`);
      await expect(list.evaluate((element) => element.localName)).resolves.toBe('ul');
      await expect(list.isVisible()).resolves.toBe(false);
      // Two switches on the page (header and demo block): their lists have different ids.
      const ids = await page
        .locator('language-switch button')
        .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-controls')));
      expect(new Set(ids).size).toBe(2);
      await expectNoProblems(page);
    });

    it(
      'offers only the other language, as a link in a list, keeping hreflang and lang; ' +
        'the current link is hidden, not deleted',
      async () => {
        const page = await openDemo(path);
        const links = await page.locator(`${HEADER_SWITCH} ul > li > a`).evaluateAll((anchors) =>
          anchors.map((a) => ({
            hreflang: a.getAttribute('hreflang'),
            lang: a.getAttribute('lang'),
            href: a.getAttribute('href'),
            text: a.textContent,
          })),
        );
        expect(links).toEqual([{ hreflang: other, lang: other, href: otherPath, text: otherText }]);
        const currentLink = page.locator(`${HEADER_SWITCH} a[hreflang="${current}"]`);
        await expect(currentLink.count()).resolves.toBe(1);
        await expect(
          currentLink.evaluate((a) => ({
            connected: a.isConnected,
            visible: a.checkVisibility(),
            lang: a.getAttribute('lang'),
            inList: a.closest('ul') !== null,
          })),
        ).resolves.toEqual({
          connected: true,
          visible: false,
          lang: current,
          inList: false,
        });
      },
    );

    it('toggles on each click; a mouse click leaves focus on the button; a click outside closes', async () => {
      const page = await openDemo(path);
      const button = page.locator(`${HEADER_SWITCH} button`);
      const link = page.locator(`${HEADER_SWITCH} a[hreflang="${other}"]`);
      await button.click();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(link.isVisible()).resolves.toBe(true);
      expect(await activeElement(page)).toBe('button.language-switch__button');
      await button.click();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(link.isVisible()).resolves.toBe(false);
      await button.click();
      await expect(link.isVisible()).resolves.toBe(true);
      await page.locator('h1').click();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await expect(link.isVisible()).resolves.toBe(false);
      // A click on the link in the open list follows it.
      await button.click();
      await link.click();
      await page.waitForURL(`${baseUrl()}${otherPath}`);
      await expectNoProblems(page);
    });

    it('opens from the keyboard into the list; Escape closes and returns focus; Tab out closes', async () => {
      const page = await openDemo(path);
      const button = page.locator(`${HEADER_SWITCH} button`);
      const linkSelector = `a[hreflang=${other}]`;
      for (const key of ['Enter', 'Space', 'ArrowDown']) {
        await button.focus();
        await page.keyboard.press(key);
        await expect(button.getAttribute('aria-expanded'), key).resolves.toBe('true');
        expect(await activeElement(page), key).toBe(linkSelector);
        await page.keyboard.press('Escape');
        await expect(button.getAttribute('aria-expanded'), key).resolves.toBe('false');
        expect(await activeElement(page), key).toBe('button.language-switch__button');
      }
      // Escape on the button itself closes too.
      await button.click();
      await page.keyboard.press('Escape');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      // Enter again on an open list closes it: every click toggles.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Shift+Tab');
      expect(await activeElement(page)).toBe('button.language-switch__button');
      await expect(button.getAttribute('aria-expanded'), 'Shift+Tab back to the button keeps it open').resolves.toBe(
        'true',
      );
      await page.keyboard.press('Enter');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      // Tab out of the last link closes the list.
      await page.keyboard.press('ArrowDown');
      expect(await activeElement(page)).toBe(linkSelector);
      await page.keyboard.press('Tab');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      expect(await page.evaluate(() => document.activeElement?.closest('language-switch') ?? null)).toBeNull();
      await expectNoProblems(page);
    });

    // Five whole-page axe runs: more than the default 30 s on a busy machine.
    it(
      'has no axe violations with the list closed and open, and its name contains its visible code',
      { timeout: 60_000 },
      async () => {
        const page = await openDemo(path);
        expect(describeViolations(await axeViolations(page))).toBe('');
        for (const block of [HEADER_SWITCH, '#block-language-switch language-switch']) {
          await page.locator(`${block} button`).click();
          await expect(page.locator(`${block} ul`).isVisible()).resolves.toBe(true);
          expect(describeViolations(await axeViolations(page)), block).toBe('');
          expect(await axeRule(page, 'label-content-name-mismatch', block)).toEqual({ violations: 0, passes: 1 });
          await page.locator(`${block} button`).click();
        }
        await expectNoProblems(page);
      },
    );

    it('keeps the open list on the screen, in the header (end edge) and in the demo block (start edge)', async () => {
      const page = await openDemo(path);
      for (const block of [HEADER_SWITCH, '#block-language-switch language-switch']) {
        await page.locator(`${block} button`).click();
        const { list, button, width } = await page.locator(block).evaluate((host) => ({
          list: host.querySelector('ul')!.getBoundingClientRect().toJSON() as DOMRect,
          button: host.querySelector('button')!.getBoundingClientRect().toJSON() as DOMRect,
          width: document.documentElement.clientWidth,
        }));
        expect(list.left, block).toBeGreaterThanOrEqual(0);
        expect(list.right, block).toBeLessThanOrEqual(width);
        expect(list.top, block).toBeGreaterThanOrEqual(button.bottom);
        await page.keyboard.press('Escape');
      }
    });
  },
);

describe('language-switch on fixtures', () => {
  it('treats any language but English as Dutch (lang="fr"): NL, Dutch name, the Dutch link hidden', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<language-switch>${TWO_LANGUAGES}<a href="/fr/" hreflang="fr" lang="fr">Français</a></language-switch>`,
      { lang: 'fr' },
    );
    await waitForUpgrade(page, 'language-switch');
    await expect(page.locator('language-switch button').innerText()).resolves.toBe('NL');
    expect(await accessibleName(page, 'language-switch button')).toBe('NL, Kies een andere taal');
    await expect(
      page.locator('language-switch li > a').evaluateAll((as) => as.map((a) => a.getAttribute('hreflang'))),
    ).resolves.toEqual(['en', 'fr']);
    await expectNoProblems(page);
  });

  it('reads "en-GB" as English and hides a regional English link', async () => {
    const page = await newPage();
    await openFixture(
      page,
      '<language-switch><a href="/" hreflang="nl">Nederlands</a>' +
        '<a href="/en/" hreflang="en-GB">English</a></language-switch>',
      { lang: 'en-GB' },
    );
    await waitForUpgrade(page, 'language-switch');
    await expect(page.locator('language-switch button').innerText()).resolves.toBe('EN');
    await expect(
      page.locator('language-switch li > a').evaluateAll((as) => as.map((a) => a.getAttribute('hreflang'))),
    ).resolves.toEqual(['nl']);
  });

  it('offers the other three of four languages in CMS order; the arrows, Home and End move between them', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<p><a href="#before">before</a></p><language-switch>
      <a href="/de/" hreflang="de" lang="de">Deutsch</a>
      <a href="/en/" hreflang="en" lang="en">English</a>
      <a href="/" hreflang="nl" lang="nl">Nederlands</a>
      <a href="/fr/" hreflang="fr" lang="fr">Français</a>
    </language-switch><p><a href="#after">after</a></p>`,
      { lang: 'en' },
    );
    await waitForUpgrade(page, 'language-switch');
    const offered = await page
      .locator('language-switch li > a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('hreflang')));
    expect(offered).toEqual(['de', 'nl', 'fr']);
    await page.locator('language-switch button').focus();
    const steps: [string, string][] = [
      ['ArrowDown', 'de'], // opens, first link
      ['ArrowDown', 'nl'],
      ['ArrowDown', 'fr'],
      ['ArrowDown', 'fr'], // stops at the end
      ['ArrowUp', 'nl'],
      ['Home', 'de'],
      ['ArrowUp', 'de'], // stops at the start
      ['End', 'fr'],
    ];
    for (const [key, hreflang] of steps) {
      await page.keyboard.press(key);
      expect(await activeElement(page), `after ${key}`).toBe(`a[hreflang=${hreflang}]`);
    }
    // ArrowUp on the button opens the list at its last link.
    await page.keyboard.press('Escape');
    await page.keyboard.press('ArrowUp');
    expect(await activeElement(page)).toBe('a[hreflang=fr]');
    // The page did not scroll for the arrow keys.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toBe('a');
    await expect(page.locator('language-switch button').getAttribute('aria-expanded')).resolves.toBe('false');
    await expectNoProblems(page);
  });

  it(
    'keeps the CMS links as the same nodes (properties and listeners survive), ' +
      'also through a disconnect and reconnect',
    async () => {
      const page = await newPage();
      await openFixture(
        page,
        `<div id="app"><header><language-switch>${TWO_LANGUAGES}</language-switch></header></div>`,
        { scriptPosition: 'none' },
      );
      await page.evaluate(() => {
        for (const a of document.querySelectorAll<HTMLAnchorElement & { mark?: string }>('language-switch a')) {
          a.mark = a.hreflang;
          a.addEventListener('click', (event) => {
            event.preventDefault();
            document.body.dataset.clicked = a.hreflang;
          });
        }
        const script = document.createElement('script');
        script.type = 'module';
        script.src = '/dist/site-widgets.js';
        document.head.append(script);
      });
      await waitForUpgrade(page, 'language-switch');
      const marks = () =>
        page.evaluate(() =>
          Array.from(
            document.querySelectorAll<HTMLAnchorElement & { mark?: string }>('language-switch a'),
            (a) => `${a.mark}:${a.closest('li') ? 'list' : 'held'}`,
          ),
        );
      expect(await marks()).toEqual(['en:list', 'nl:held']); // document order: the list, then the hidden rest
      await page.locator('language-switch button').click();
      await page.locator('language-switch a[hreflang=en]').click();
      await expect(page.evaluate(() => document.body.dataset.clicked)).resolves.toBe('en');

      // Removed: the links go back as the element's own children; put back: upgraded again.
      await page.evaluate(() => {
        const host = document.querySelector('language-switch')!;
        (window as unknown as { host: Element }).host = host;
        host.remove();
      });
      await page.waitForFunction(() => (window as unknown as { host: Element }).host.querySelector('button') === null);
      expect(
        await page.evaluate(() =>
          Array.from((window as unknown as { host: Element }).host.children, (c) => c.localName),
        ),
      ).toEqual(['a', 'a']);
      await page.evaluate(() =>
        document.querySelector('header')!.append((window as unknown as { host: Element }).host),
      );
      await waitForUpgrade(page, 'language-switch');
      await page.waitForSelector('language-switch button');
      expect(await marks()).toEqual(['en:list', 'nl:held']);
      await expectNoProblems(page);
    },
  );

  it('follows a change of <html lang> after the upgrade', async () => {
    const page = await newPage();
    await openFixture(page, `<language-switch>${TWO_LANGUAGES}</language-switch>`, { lang: 'nl' });
    await waitForUpgrade(page, 'language-switch');
    await page.evaluate(() => (document.documentElement.lang = 'en'));
    await page.waitForFunction(() => document.querySelector('language-switch button')?.textContent?.startsWith('EN'));
    expect(await accessibleName(page, 'language-switch button')).toBe('EN, Choose another language');
    await expect(
      page.locator('language-switch li > a').evaluateAll((as) => as.map((a) => a.getAttribute('hreflang'))),
    ).resolves.toEqual(['nl']);
  });

  it('warns once about children that are not links, keeps them, and works on', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<language-switch>${TWO_LANGUAGES}<span>Talen</span>` +
        `<img src="/nope.png" alt="" onerror="document.title='pwned'"></language-switch>`,
    );
    await waitForUpgrade(page, 'language-switch');
    const warnings = () => page.problems.consoleWarnings.filter((w) => w.includes('<language-switch>'));
    await expect.poll(() => warnings().length).toBeGreaterThan(0); // console messages arrive asynchronously
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]).toContain('<span>, <img>');
    await expect(
      page.evaluate(() => document.querySelectorAll('language-switch span:not([class]), language-switch img').length),
    ).resolves.toBe(2);
    await expect(page.title()).resolves.toBe('fixture');
    await page.locator('language-switch button').click();
    await expect(page.locator('language-switch a[hreflang=en]').isVisible()).resolves.toBe(true);
  });

  it('shows no button when the only link is to the current language, and keeps the link', async () => {
    const page = await newPage();
    await openFixture(page, `<language-switch><a href="/" hreflang="nl" lang="nl">Nederlands</a></language-switch>`);
    await waitForUpgrade(page, 'language-switch');
    await expect(page.locator('language-switch button').count()).resolves.toBe(0);
    await expect(page.locator('language-switch a[hreflang=nl]').count()).resolves.toBe(1);
    expect(describeViolations(await axeViolations(page))).toBe('');
  });
});

describe('language-switch before the upgrade and without JavaScript', () => {
  it.each(demoPages)(
    'without JavaScript, $path shows the other language as a plain, working link',
    async ({ path, current, other, otherPath }) => {
      const page = await newPage({ javaScriptEnabled: false });
      await page.goto(`${baseUrl()}${path}`);
      await expect(page.locator(`${HEADER_SWITCH} button`).count()).resolves.toBe(0);
      await expect(page.locator(`${HEADER_SWITCH} a[hreflang=${current}]`).isVisible()).resolves.toBe(false);
      const link = page.locator(`${HEADER_SWITCH} a[hreflang=${other}]`);
      await expect(link.isVisible()).resolves.toBe(true);
      // Without scripts the row takes its own width: the link lies inside the element's box.
      const inside = await page.locator(HEADER_SWITCH).evaluate((host) => {
        const box = host.getBoundingClientRect();
        const shown = Array.from(host.querySelectorAll(':scope > a'), (a) => a.getBoundingClientRect()).filter(
          (r) => r.width > 0,
        );
        return shown.length === 1 && shown.every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5);
      });
      expect(inside).toBe(true);
      await link.click();
      await page.waitForURL(`${baseUrl()}${otherPath}`);
    },
  );

  it(
    'before the upgrade, the links are usable and the box is the size of the button, ' + 'so the header does not shift',
    async () => {
      // The bundle blocked: the stylesheet alone lays out the page, as in the moment before the upgrade.
      const before = await newPage();
      await before.route('**/dist/site-widgets.js', (route) => route.abort());
      await before.goto(`${baseUrl()}/`);
      const after = await openDemo('/');
      const boxes = (page: Page) =>
        page.evaluate(() => {
          const rect = (selector: string) => {
            const r = document.querySelector(selector)!.getBoundingClientRect();
            return { x: r.x, y: r.y, width: r.width, height: r.height };
          };
          // Only where <main> starts: its height may differ, as closed collapse bodies reveal themselves
          // after 4 s without the runtime.
          const mainTop = document.querySelector('main')!.getBoundingClientRect().y;
          return {
            header: rect('.site-header'),
            brand: rect('.site-header__brand'),
            switch: rect('.site-header language-switch'),
            mainTop,
          };
        });
      const [pre, post] = [await boxes(before), await boxes(after)];
      expect(pre).toEqual(post);
      const button = await after.locator(`${HEADER_SWITCH} button`).boundingBox();
      expect(button).toEqual(expect.objectContaining({ width: post.switch.width, height: post.switch.height }));
      // The not-yet-upgraded link is visible and works.
      await expect(before.locator(`${HEADER_SWITCH} a[hreflang=nl]`).isVisible()).resolves.toBe(false);
      await before.locator(`${HEADER_SWITCH} a[hreflang=en]`).click();
      await before.waitForURL(`${baseUrl()}/en/`);
    },
  );

  it('has no axe violations before the upgrade', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `<header><language-switch>${TWO_LANGUAGES}</language-switch></header><main><h1>x</h1></main>`,
      { scriptPosition: 'none' },
    );
    expect(describeViolations(await axeViolations(page))).toBe('');
  });
});
