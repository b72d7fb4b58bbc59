// collapse-item and collapse-group in Chromium: keyboard, ARIA, find-in-page and hash links,
// animation, and the demo pages under axe and the CSP.
import { describe, expect, it } from 'vitest';
import { axeViolations, baseUrl, cspViolations, describeViolations, openFixture, useBrowser, waitForUpgrade, openDemoPage, scrollToUpgrade } from './support/browser';

const newPage = useBrowser();

const FAQ = `<div id="app">
  <collapse-group id="group">
    <collapse-item id="a" heading="Vraag A"><p>Antwoord A</p></collapse-item>
    <collapse-item id="b" heading="Vraag B"><p>Antwoord B met <a id="deep" href="#">een link</a></p><p id="target">Doel van een hash</p></collapse-item>
  </collapse-group>
</div>`;

const expanded = (page: import('playwright-core').Page, id: string) => page.locator(`#${id} .collapse-item__button`).getAttribute('aria-expanded');

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
    await page.evaluate(() => document.getElementById('target')!.parentElement!.parentElement!.dispatchEvent(new Event('beforematch')));
    await expect.poll(() => expanded(page, 'b')).toBe('true');
  });

  it('reads and sets the opened property, and reports changes with a bubbling change event', async () => {
    const page = await newPage();
    await openFixture(page, FAQ);
    await waitForUpgrade(page, 'collapse-item');
    const details = await page.evaluate(async () => {
      const seen: boolean[] = [];
      document.addEventListener('change', (event) => seen.push((event as CustomEvent<{ opened: boolean }>).detail.opened));
      const item = document.getElementById('a') as HTMLElement & { opened: boolean };
      const initially = item.opened;
      item.opened = true;
      await new Promise((resolve) => setTimeout(resolve, 50));
      (item.querySelector('.collapse-item__button') as HTMLButtonElement).click();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { initially, now: item.opened, attribute: item.hasAttribute('opened'), seen };
    });
    expect(details).toEqual({ initially: false, now: false, attribute: false, seen: [true, false] });
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

  it('shows every body after 4 s when the script never arrives, as without JavaScript', async () => {
    const page = await newPage();
    await page.route('**/dist/site-widgets.js', (route) => route.abort());
    await openFixture(page, FAQ);
    expect(await target(page).isVisible()).toBe(false); // laid out as the closed item will be
    await expect.poll(() => target(page).isVisible(), { timeout: 8_000 }).toBe(true);
    expect(await page.locator('#a p').isVisible()).toBe(true);
  });

  it('keeps a closed body hidden while the running script waits for the item to come near', async () => {
    const page = await newPage();
    await page.route('**/test/spacer.css', (route) => route.fulfill({ contentType: 'text/css', body: '#spacer { height: 4000px; }' }));
    await openFixture(page, `<div id="spacer"></div>${FAQ}`, { head: '<link rel="stylesheet" href="/test/spacer.css">' });
    await page.waitForTimeout(4_500);
    expect(await page.locator('#b').getAttribute('data-upgraded')).toBeNull();
    expect(await target(page).isVisible()).toBe(false);
  });
});

describe('collapse-group', () => {
  it('opening one item closes the others; leave-open keeps them', async () => {
    const page = await newPage();
    await openFixture(
      page,
      `${FAQ}<collapse-group leave-open><collapse-item id="c" heading="C" opened><p>c</p></collapse-item><collapse-item id="d" heading="D"><p>d</p></collapse-item></collapse-group>`,
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

describe('the demo pages', () => {
  for (const path of ['/', '/en/']) {
    it(`${path} has no axe violations with items closed and open, and no CSP violations`, async () => {
      const page = await newPage();
      await openDemoPage(page, path);
      await scrollToUpgrade(page, 'collapse-item');
      expect(describeViolations(await axeViolations(page))).toBe('');
      for (const button of await page.locator('collapse-item .collapse-item__button').elementHandles()) {
        if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
      }
      expect(describeViolations(await axeViolations(page))).toBe('');
      expect(await cspViolations(page)).toEqual([]);
      expect(page.problems.pageErrors).toEqual([]);
      // Two axe runs over a whole demo page: more than the default on a busy machine.
    }, 60_000);
  }
});
