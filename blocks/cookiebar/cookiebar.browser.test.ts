import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  cookiebarCookie,
  storedChoice,
  CONSENT_ID,
  cspViolations,
  describeViolations,
  openFixture,
  useBrowser,
  type TestPage,
  openDemoPage,
} from '../../tests/browser/support/browser';

const newPage = useBrowser();
const bar = '[data-cookiebar]';
const DAY = 24 * 60 * 60;

/** Records every `cookiebar:change` detail the document receives. */
async function recordChanges(page: TestPage) {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __changes: unknown[] }).__changes = seen;
    document.addEventListener('cookiebar:change', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes);
}

describe('cookie bar', () => {
  it('shows while no choice is stored, stores a choice for 30 days and announces it', async () => {
    const page = await newPage();
    // Every write to document.cookie, as the page's script made it.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { __cookieWrites: string[] }).__cookieWrites = writes;
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      Object.defineProperty(Document.prototype, 'cookie', {
        ...cookie,
        set(value: string) {
          writes.push(value);
          cookie.set!.call(this, value);
        },
      });
    });
    await openDemoPage(page, '/en/');
    await page.waitForSelector(`${bar}:not([hidden])`);
    expect(await page.locator(bar).getAttribute('role')).toBe('region');
    expect(await page.getByRole('region', { name: 'Cookies on this site' }).count()).toBe(1);
    expect(describeViolations(await axeViolations(page))).toBe('');
    const changes = await recordChanges(page);

    // The cookie's lifetime is what the page writes (max-age, in seconds), and what the browser's
    // cookie store makes of it: 30 days from the moment of the click, bracketed by the test's
    // clock before the click and after the store has it (no window of wall-clock time).
    const clickedAfter = Math.floor(Date.now() / 1000);
    await page.click('[data-cookiebar-choice="all"]');
    expect(await page.locator(bar).isHidden()).toBe(true);
    // The demo bar declares categories: "all" is stored as their list.
    expect(await changes()).toEqual([
      {
        choice: 'all',
        categories: ['necessary', 'analytics', 'marketing', 'media'],
        withdrawn: [],
        consentId: expect.stringMatching(CONSENT_ID),
      },
    ]);
    await expect.poll(() => storedChoice(page)).toBe('necessary.analytics.marketing.media');
    const storedBefore = Math.ceil(Date.now() / 1000);
    const cookie = await cookiebarCookie(page);
    expect(cookie).toMatchObject({
      value: expect.stringMatching(/^necessary.analytics.marketing.media~[A-Za-z0-9_-]{22}$/),
      path: '/',
      sameSite: 'Lax',
      secure: false,
      httpOnly: false,
    });
    expect(cookie!.expires).toBeGreaterThanOrEqual(clickedAfter + 30 * DAY);
    expect(cookie!.expires).toBeLessThanOrEqual(storedBefore + 30 * DAY);
    expect(
      await page.evaluate(() =>
        (window as unknown as { __cookieWrites: string[] }).__cookieWrites.filter((w) => w.startsWith('cookiebar=')),
      ),
    ).toEqual([expect.stringMatching(/^cookiebar=[^;]+; path=\/; max-age=2592000; samesite=lax/)]);

    await page.reload();
    // Once enhanced, the bar has read the stored choice.
    await page.waitForSelector(`${bar}[data-cookiebar-enhanced]`, { state: 'attached' });
    expect(await page.locator(bar).isHidden()).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
  });

  it(
    'the footer action opens the preferences dialog (the bar declares categories), ' +
      'and focus goes back after the new choice',
    async () => {
      const page = await newPage();
      await openDemoPage(page, '/');
      await page.click('[data-cookiebar-choice="all"]');
      const changes = await recordChanges(page);

      await page.click('[data-cookiebar-open]');
      const dialog = page.getByRole('dialog', { name: 'Cookie-instellingen' });
      await dialog.waitFor();
      expect(await page.locator(bar).isHidden()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null)).toBe(true);
      // The stored choice is shown: every category on.
      expect(
        await dialog
          .getByRole('switch')
          .evaluateAll((switches) => switches.map((s) => (s as HTMLInputElement).checked)),
      ).toEqual([true, true, true, true]);
      await dialog.getByRole('button', { name: 'Alles weigeren' }).press('Enter');

      expect(await dialog.isVisible()).toBe(false);
      expect(await page.locator(bar).isHidden()).toBe(true);
      expect(await changes()).toEqual([
        {
          choice: 'necessary',
          categories: ['necessary'],
          withdrawn: ['analytics', 'marketing', 'media'],
          consentId: expect.stringMatching(CONSENT_ID),
        },
      ]);
      await expect.poll(() => storedChoice(page)).toBe('necessary');
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-cookiebar-open'))).toBe(true);
    },
  );

  it('treats an unknown stored value as no choice', async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: 'cookiebar', value: 'maybe', url: baseUrl() }]);
    await openDemoPage(page, '/en/');
    await page.waitForSelector(`${bar}:not([hidden])`);
  });

  it('enhances a bar and an opener added later, and ignores an unknown choice value', async () => {
    const page = await newPage();
    await openFixture(page, '<div id="app"><p>Page</p></div>', { lang: 'en' });
    await page.evaluate(() => {
      // Test-side markup, as a page swap would insert it.
      document.getElementById('app')!.insertAdjacentHTML(
        'beforeend',
        `<button type="button" data-cookiebar-open>Cookie settings</button>
         <div data-cookiebar hidden aria-labelledby="t"><h2 id="t">Cookies</h2>
           <button type="button" data-cookiebar-choice="everything">Odd</button>
           <button type="button" data-cookiebar-choice="necessary">Necessary</button></div>`,
      );
    });
    await page.waitForSelector(`${bar}:not([hidden])`);
    await page.click('[data-cookiebar-choice="everything"]');
    expect(await page.locator(bar).isVisible()).toBe(true);
    expect(await cookiebarCookie(page)).toBeUndefined();
    expect(page.problems.consoleWarnings.some((w) => w.includes('cookiebar') && w.includes('everything'))).toBe(true);
    await page.click('[data-cookiebar-choice="necessary"]');
    expect(await page.locator(bar).isHidden()).toBe(true);
    await page.click('[data-cookiebar-open]');
    expect(await page.locator(bar).isVisible()).toBe(true);
    expect(await cspViolations(page)).toEqual([]);
  });
});
