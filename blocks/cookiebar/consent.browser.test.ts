// Consent categories on the demo page: gated scripts and embeds, the preferences dialog, the
// revision, the values of the first bundle, withdrawal, consent mode and the server-rendered bar.
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  storedChoice,
  CONSENT_ID,
  cspViolations,
  describeViolations,
  openDemoPage,
  openFixture,
  useBrowser,
  type TestPage,
} from '../../tests/browser/support/browser';

const newPage = useBrowser();
const bar = '[data-cookiebar]';
const dialog = 'dialog[data-cookie-preferences]';

type Runs = Record<string, number> | undefined;
const runs = (page: TestPage) =>
  page.evaluate(() => (window as unknown as { __consentRuns?: Record<string, number> }).__consentRuns) as Promise<Runs>;
const cookieNames = async (page: TestPage) => (await page.context().cookies()).map((cookie) => cookie.name).sort();

/** Records every request the page makes, and every `cookiebar:change` detail. */
async function record(page: TestPage) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __changes: unknown[] }).__changes = seen;
    document.addEventListener('cookiebar:change', (event) => seen.push((event as CustomEvent).detail));
  });
  return { requests, changes: () => page.evaluate(() => (window as unknown as { __changes: unknown[] }).__changes) };
}

async function openPreferences(page: TestPage) {
  await page.locator(`${bar} [data-cookiebar-preferences]`).click();
  await page.locator(dialog).waitFor();
}

describe('consent categories', () => {
  it(
    'before consent: the server renders the bar visible, no gated script runs, ' +
      'nothing gated or third-party is requested',
    async () => {
      const page = await newPage();
      const { requests } = await record(page);
      const response = await page.goto(`${baseUrl()}/en/`);
      // The bar's opening tag, without `hidden`.
      expect(await response!.text()).toMatch(
        /<section class="cookiebar" data-cookiebar (?![^>]*\shidden[\s>])[^>]*aria-labelledby="cookiebar-title">/,
      );
      await openDemoPage(page, '/en/');
      // Scroll through the whole page so every lazy embed would have had its chance.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(300);
      expect(await page.locator(bar).isVisible()).toBe(true);
      expect(await runs(page)).toBeUndefined();
      expect(await page.locator('[data-consent-ran]').count()).toBe(0);
      // (The lazy-images block has an ungated first-party iframe of the same placeholder video.)
      expect(await page.locator('[data-consent-embed] iframe, [data-consent-video] iframe').count()).toBe(0);
      const origin = new URL(baseUrl()).origin;
      expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual([]);
      expect(requests.filter((url) => /consent-standin|embed-placeholder/.test(url))).toEqual([]);
      expect(await cookieNames(page)).toEqual([]);
    },
  );

  it(
    'accepting one category runs only its scripts, in order and once, shows only its embeds, ' +
      'and a reload keeps the choice',
    async () => {
      const page = await newPage();
      const { requests, changes } = await record(page);
      await openDemoPage(page, '/en/');
      await openPreferences(page);
      // Nothing is ticked before a choice; necessary is on and cannot be changed.
      expect(await page.locator(`${dialog} input[role="switch"]:checked`).count()).toBe(1);
      expect(await page.locator(`${dialog} input[data-category="necessary"]`).isDisabled()).toBe(true);
      await page.getByRole('switch', { name: 'Statistics' }).check();
      await page.getByRole('button', { name: 'Save choices' }).click();
      expect(await page.locator(dialog).isVisible()).toBe(false);
      expect(await page.locator(bar).isHidden()).toBe(true);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { demoAnalytics?: { events: string[] } }).demoAnalytics?.events),
        )
        .toEqual(['pageview']);
      expect(await runs(page)).toEqual({ analytics: 1 });
      expect(await changes()).toEqual([
        {
          choice: 'custom',
          categories: ['necessary', 'analytics'],
          withdrawn: [],
          consentId: expect.stringMatching(CONSENT_ID),
        },
      ]);
      await expect.poll(() => storedChoice(page)).toBe('necessary.analytics');
      await page.locator('[data-consent-embed="analytics"] iframe').waitFor({ state: 'attached' });
      expect(
        await page.locator('[data-consent-embed="marketing"] iframe, [data-consent-embed="media"] iframe').count(),
      ).toBe(0);
      expect(requests.filter((url) => url.includes('consent-standin')).length).toBe(1);
      expect(await page.locator('[data-consent-status="analytics"] [data-consent-status-on]').isVisible()).toBe(true);

      // Saving the same choice again, or accepting more, never runs a script twice.
      await page.locator('[data-cookiebar-open]').click();
      await page.getByRole('button', { name: 'Accept all' }).click();
      await expect.poll(() => runs(page)).toEqual({ analytics: 1, marketing: 1 });
      expect(
        await page.evaluate(() => (window as unknown as { demoAnalytics: { events: string[] } }).demoAnalytics.events),
      ).toEqual(['pageview']);

      await page.reload();
      await page.waitForLoadState('load');
      await expect.poll(() => runs(page)).toEqual({ analytics: 1, marketing: 1 });
      expect(await page.locator(bar).isHidden()).toBe(true);
      expect(await cspViolations(page)).toEqual([]);
      expect(page.problems.pageErrors).toEqual([]);
      expect(page.problems.consoleErrors).toEqual([]);
    },
  );

  it('"allow and play" on an embed accepts its category alone and shows it', async () => {
    const page = await newPage();
    await openDemoPage(page, '/en/');
    const map = page.locator('[data-consent-embed="media"]').nth(1);
    await map.getByRole('button', { name: 'Allow and show' }).click();
    await map.locator('iframe').waitFor({ state: 'attached' });
    await expect.poll(() => storedChoice(page)).toBe('necessary.media');
    await page.locator('#block-consent-video iframe').waitFor({ state: 'attached' });
    expect(await runs(page)).toBeUndefined();
  });

  it('a revision bump on the bar shows it again and runs nothing until the new choice', async () => {
    const page = await newPage();
    await page.context().addCookies([{ name: 'cookiebar', value: 'necessary.analytics', url: baseUrl() }]);
    await page.route(`${baseUrl()}/en/`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace('data-cookiebar ', 'data-cookiebar data-cookiebar-revision="1" ');
      await route.fulfill({ response, body: html });
    });
    await openDemoPage(page, '/en/');
    await page.waitForSelector(`${bar}:not([hidden])`);
    expect(await runs(page)).toBeUndefined();
    await page.click('[data-cookiebar-choice="necessary"]');
    await expect.poll(() => storedChoice(page)).toBe('necessary:1');
    await page.reload();
    // Once enhanced, the bar has read the stored choice.
    await page.waitForSelector(`${bar}[data-cookiebar-enhanced]`, { state: 'attached' });
    expect(await page.locator(bar).isHidden()).toBe(true);
  });

  it("keeps the first bundle's values: `all` runs everything, `necessary` nothing, neither shows the bar", async () => {
    const all = await newPage();
    await all.context().addCookies([{ name: 'cookiebar', value: 'all', url: baseUrl() }]);
    await openDemoPage(all, '/');
    await expect.poll(() => runs(all)).toEqual({ analytics: 1, marketing: 1 });
    expect(await all.locator(bar).isHidden()).toBe(true);
    await all.locator('#block-consent-video iframe').waitFor({ state: 'attached' });

    const necessary = await newPage();
    await necessary.context().addCookies([{ name: 'cookiebar', value: 'necessary', url: baseUrl() }]);
    await openDemoPage(necessary, '/');
    // Once enhanced, the bar has read the stored choice; the gated scripts are set up after it.
    await necessary.waitForSelector(`${bar}[data-cookiebar-enhanced]`, { state: 'attached' });
    expect(await runs(necessary)).toBeUndefined();
    expect(await necessary.locator(bar).isHidden()).toBe(true);
    expect(await necessary.locator('[data-consent-embed] iframe').count()).toBe(0);
  });

  it('withdrawing a category says so and deletes the cookies listed for it', async () => {
    const page = await newPage();
    const { changes } = await record(page);
    await openDemoPage(page, '/en/');
    await page.click('[data-cookiebar-choice="all"]');
    await expect.poll(() => cookieNames(page)).toEqual(['_fbp', '_ga', '_ga_DEMO', 'cookiebar']);
    await page.locator('[data-cookiebar-open]').click();
    await page.locator(dialog).waitFor();
    expect(await page.getByRole('switch', { name: 'Statistics' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Statistics' }).uncheck();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect.poll(() => cookieNames(page)).toEqual(['_fbp', 'cookiebar']);
    expect((await changes()).at(-1)).toEqual({
      choice: 'custom',
      categories: ['necessary', 'marketing', 'media'],
      withdrawn: ['analytics'],
      consentId: expect.stringMatching(CONSENT_ID),
    });
  });

  for (const { path, open, title, reject } of [
    { path: '/', open: 'Cookie-instellingen wijzigen', title: 'Cookie-instellingen', reject: 'Alles weigeren' },
    { path: '/en/', open: 'Change cookie settings', title: 'Cookie settings', reject: 'Reject all' },
  ]) {
    it(`dialog (${path}): keyboard only, focus trapped and returned, Escape, axe clean, equal buttons`, async () => {
      const page = await newPage();
      await page.context().addCookies([{ name: 'cookiebar', value: 'necessary', url: baseUrl() }]);
      await openDemoPage(page, path);
      const footer = page.getByRole('button', { name: open }).last();
      await footer.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('dialog', { name: title }).waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      expect(describeViolations(await axeViolations(page))).toBe('');
      // Tab moves through the dialog only.
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        const inside = await page.evaluate(
          () => document.activeElement?.closest('dialog[open]') !== null || document.activeElement === document.body,
        );
        expect(inside, `Tab ${i + 1}`).toBe(true);
      }
      // The three choices have equal weight.
      const sizes = await page.locator(`${dialog} .cookie-preferences__button`).evaluateAll((buttons) =>
        buttons.map((button) => {
          const style = getComputedStyle(button);
          return [
            Math.round(button.getBoundingClientRect().height),
            style.backgroundColor,
            style.color,
            style.fontSize,
            style.fontWeight,
          ].join(' ');
        }),
      );
      expect(sizes).toHaveLength(3);
      expect(new Set(sizes).size).toBe(1);
      await page.keyboard.press('Escape');
      expect(await page.locator(dialog).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-cookiebar-open'))).toBe(true);
      // Again, choosing with the keyboard: the choice is stored and focus returns.
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: reject }).focus();
      await page.keyboard.press('Enter');
      expect(await page.locator(dialog).isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-cookiebar-open'))).toBe(true);
      expect(await cspViolations(page)).toEqual([]);
    });
  }

  it(
    'a bar rendered visible on a cached page is hidden as soon as the stored choice is read, ' + 'when one is stored',
    async () => {
      const page = await newPage();
      // A choice made before this release: the cookie, no localStorage note.
      await page.context().addCookies([{ name: 'cookiebar', value: 'necessary', url: baseUrl() }]);
      await page.addInitScript(() => {
        // The page-wide mark's comings and goings, and the bar's visibility from the mark on.
        const seen = { marks: [] as boolean[], shownAfterMark: false };
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        new MutationObserver(() => {
          const marked = document.documentElement.hasAttribute('data-cookiebar-stored');
          if (seen.marks.at(-1) !== marked) seen.marks.push(marked);
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-cookiebar-stored'] });
        const sample = () => {
          const bar = document.querySelector('[data-cookiebar]');
          if (seen.marks.length && bar && bar.getClientRects().length > 0) seen.shownAfterMark = true;
          if (!bar?.hasAttribute('data-cookiebar-enhanced')) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await openFixture(
        page,
        '<div id="app"><p>Cached page</p><section data-cookiebar aria-label="Cookies">' +
          '<button type="button" data-cookiebar-choice="all">All</button></section></div>',
        { lang: 'en' },
      );
      await page.waitForSelector('[data-cookiebar][data-cookiebar-enhanced]', { state: 'attached' });
      // Marked once the Cookie Store API answered, before the bar decided (which takes the mark off);
      // never shown from the mark on.
      expect(await page.evaluate(() => (window as unknown as { __seen: unknown }).__seen)).toEqual({
        marks: [true, false],
        shownAfterMark: false,
      });
      expect(await page.locator(bar).isHidden()).toBe(true);
      // The note for the next cached page is written now, not only with a new choice.
      expect(await page.evaluate(() => localStorage.getItem('site-widgets:cookiebar-stored'))).toBe('1');
    },
  );

  it(
    'after a choice on this site, a bar rendered visible on a cached page never shows once the script runs, ' +
      'not for one frame',
    async () => {
      const page = await newPage();
      const cachedPage =
        '<div id="app"><p>Cached page</p><section data-cookiebar aria-label="Cookies">' +
        '<button type="button" data-cookiebar-choice="all">All</button></section></div>';
      await openFixture(page, cachedPage, { lang: 'en' });
      await page.locator(`${bar} [data-cookiebar-choice="all"]`).click();
      await page.addInitScript(() => {
        // Whether the bar had a box in each frame from the script's start until it had decided
        // about the bar. (Frames painted before a deferred script runs are beyond its reach.)
        const frames: boolean[] = [];
        (window as unknown as { __barFrames: boolean[] }).__barFrames = frames;
        const sample = () => {
          const element = document.querySelector('[data-cookiebar]');
          if (element && document.documentElement.hasAttribute('data-site-widgets-started'))
            frames.push(element.getClientRects().length > 0);
          if (!element?.hasAttribute('data-cookiebar-enhanced')) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await openFixture(page, cachedPage, { lang: 'en' });
      await page.waitForSelector('[data-cookiebar][data-cookiebar-enhanced]', { state: 'attached' });
      const frames = await page.evaluate(() => (window as unknown as { __barFrames: boolean[] }).__barFrames);
      expect(frames.length).toBeGreaterThan(0);
      expect(frames).not.toContain(true);
      expect(await page.locator(bar).isHidden()).toBe(true);
    },
  );

  it('sends consent mode v2 to a dataLayer: default denied at start-up, update on each choice', async () => {
    const page = await newPage();
    await page.route(`${baseUrl()}/test/data-layer.js`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.dataLayer = [];' }),
    );
    await openFixture(
      page,
      '<div id="app"><section data-cookiebar aria-label="Cookies"><ul hidden>' +
        '<li data-cookiebar-category="analytics">Stats</li><li data-cookiebar-category="marketing">Ads</li>' +
        `</ul>
        <button type="button" data-cookiebar-choice="necessary">Necessary</button>` +
        '<button type="button" data-cookiebar-preferences>Preferences</button></section></div>',
      { lang: 'en', head: '<script src="/test/data-layer.js"></script>' },
    );
    // The bar's own code handles Preferences: a click before it is set up would be lost.
    await page.waitForSelector(`${bar}[data-cookiebar-enhanced]:not([hidden])`);
    const layer = () =>
      page.evaluate(() => (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((args) => Array.from(args)));
    // The default follows a read of the stored choice, which the Cookie Store answers asynchronously.
    await expect.poll(layer).toEqual([
      [
        'consent',
        'default',
        {
          security_storage: 'granted',
          functionality_storage: 'granted',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          personalization_storage: 'denied',
        },
      ],
    ]);
    await page.click('[data-cookiebar-preferences]');
    await page.getByRole('switch', { name: 'analytics' }).check();
    await page.getByRole('button', { name: 'Save choices' }).click();
    await expect
      .poll(async () => (await layer()).at(-1))
      .toEqual([
        'consent',
        'update',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'granted',
          personalization_storage: 'denied',
        },
      ]);
    expect(await cspViolations(page)).toEqual([]);
  });
});
