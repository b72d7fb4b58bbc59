// Consent records: one per choice at the bar's log URL (the demo backend's POST /api/v1/consent,
// which appends them to DATA_DIR/consent-log.jsonl), under one consent id per visitor; the id in
// the event and the dialog; a log URL on another origin refused; the visitor's privacy signal.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import {
  axeViolations,
  baseUrl,
  CONSENT_ID,
  cspViolations,
  describeViolations,
  openDemoPage,
  openFixture,
  storedChoice,
  storedConsentId,
  useBrowser,
  type TestPage,
} from '../../tests/browser/support/browser';

const newPage = useBrowser();

/** The records the demo backend stored for `consentId` (other test files log records too). */
async function storedRecords(consentId: string | undefined): Promise<Record<string, unknown>[]> {
  const text = await readFile(join(inject('dataDir'), 'consent-log.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((record) => record.consentId === consentId);
}

async function recordChanges(page: TestPage) {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { __changes: unknown[] }).__changes = seen;
    document.addEventListener('cookiebar:change', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { __changes: { consentId: string }[] }).__changes);
}

const PAGES = [
  {
    language: 'nl',
    path: '/',
    allowAll: 'Alle cookies toestaan',
    dialog: 'Cookie-instellingen',
    rejectAll: 'Alles weigeren',
    idText: 'Je toestemmings-ID',
    settings: 'Cookie-instellingen wijzigen',
  },
  {
    language: 'en',
    path: '/en/',
    allowAll: 'Allow all cookies',
    dialog: 'Cookie settings',
    rejectAll: 'Reject all',
    idText: 'Your consent ID',
    settings: 'Change cookie settings',
  },
] as const;

describe('consent records', () => {
  for (const texts of PAGES) {
    it(`${texts.language}: a record per choice at the log, one id in the cookie, the event, the dialog`, async () => {
      const page = await newPage();
      const posts: string[] = [];
      page.on('request', (request) => request.method() === 'POST' && posts.push(new URL(request.url()).pathname));
      await openDemoPage(page, texts.path);
      const changes = await recordChanges(page);

      // The record's time is the click's, bracketed by the page's clock (which the demo page's
      // opening may have held) before the click and after the server has the record.
      const pageNow = () => page.evaluate(() => Date.now());
      const clickedAfter = await pageNow();
      await page.getByRole('button', { name: texts.allowAll }).click();
      await expect.poll(() => storedConsentId(page)).toMatch(CONSENT_ID);
      const id = await storedConsentId(page);
      await expect.poll(() => storedRecords(id).then((records) => records.length)).toBe(1);
      const storedBefore = await pageNow();
      const [first] = await storedRecords(id);
      expect(first).toEqual({
        consentId: id,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        revision: 0,
        choice: 'all',
        categories: ['necessary', 'analytics', 'marketing', 'media'],
        withdrawn: [],
        language: texts.language,
        gpc: false,
        page: texts.path,
        receivedAt: expect.any(String),
      });
      expect(Date.parse(first!.time as string)).toBeGreaterThanOrEqual(clickedAfter);
      expect(Date.parse(first!.time as string)).toBeLessThanOrEqual(storedBefore);
      expect((await changes()).map((change) => change.consentId)).toEqual([id]);

      // The dialog shows the id; a new choice is a new record under it.
      await page.locator('footer').getByRole('button', { name: texts.settings }).click();
      const dialog = page.getByRole('dialog', { name: texts.dialog });
      await dialog.waitFor();
      await expect(dialog.getByText(texts.idText).textContent()).resolves.toContain(id);
      expect(describeViolations(await axeViolations(page, 'dialog[open]'))).toBe('');
      await dialog.getByRole('button', { name: texts.rejectAll }).click();
      await expect.poll(() => storedChoice(page)).toBe('necessary');
      expect(await storedConsentId(page)).toBe(id);
      await expect.poll(() => storedRecords(id).then((records) => records.length)).toBe(2);
      expect((await storedRecords(id))[1]).toMatchObject({
        consentId: id,
        choice: 'necessary',
        categories: ['necessary'],
        withdrawn: ['analytics', 'marketing', 'media'],
      });
      expect((await changes()).map((change) => change.consentId)).toEqual([id, id]);
      // Once each: two choices, two posts.
      expect(posts.filter((path) => path === '/api/v1/consent')).toHaveLength(2);
      expect(await cspViolations(page)).toEqual([]);
      expect(page.problems.consoleErrors).toEqual([]);
      expect(page.problems.consoleWarnings).toEqual([]);
    });
  }

  it(
    "a choice on the server-rendered bar before the bar's code arrives is stored at once, " +
      'and logged once the code is here',
    async () => {
      const page = await newPage();
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await page.route('**/dist/chunks/cookiebar-*.js', async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      });
      await page.goto(`${baseUrl()}/en/`);
      await page.waitForSelector('html[data-site-widgets-started]', { state: 'attached' });
      await expect.poll(() => held.length).toBeGreaterThan(0);
      expect(await page.locator('[data-cookiebar]').getAttribute('data-cookiebar-enhanced')).toBeNull();
      await page.getByRole('button', { name: 'Allow all cookies' }).click();
      expect(await page.locator('[data-cookiebar]').isHidden()).toBe(true);
      await expect.poll(() => storedChoice(page)).toBe('necessary.analytics.marketing.media');
      const id = await storedConsentId(page);

      release();
      await page.waitForSelector('[data-cookiebar][data-cookiebar-enhanced]', { state: 'attached' });
      expect(await page.locator('[data-cookiebar]').isHidden()).toBe(true);
      await expect
        .poll(() => storedRecords(id).then((records) => records.map((record) => record.choice)))
        .toEqual(['all']);
      expect(page.problems.consoleErrors).toEqual([]);
    },
  );

  it('a choice made as the visitor leaves the page at once still reaches the log', async () => {
    const page = await newPage();
    await openDemoPage(page, '/en/');
    await page.getByRole('button', { name: 'Necessary cookies only' }).click();
    // Away in the same moment: the beacon is already queued.
    await page.goto('about:blank');
    const id = (await page.context().cookies(baseUrl()))
      .find((cookie) => cookie.name === 'cookiebar')
      ?.value.split('~')[1];
    expect(id).toMatch(CONSENT_ID);
    await expect
      .poll(() => storedRecords(id).then((records) => records.map((record) => record.choice)))
      .toEqual(['necessary']);
  });

  it('refuses a log URL on another origin with one warning, sends nothing, and the choice still works', async () => {
    const page = await newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const bar = `<section data-cookiebar data-cookiebar-log="http://127.0.0.2:9/consent" aria-label="Cookies">
        <button type="button" data-cookiebar-choice="all">Accept</button>
        <button type="button" data-cookiebar-choice="necessary">Necessary only</button>
      </section>`;
    await openFixture(page, bar, { lang: 'en' });
    await page.waitForSelector('[data-cookiebar][data-cookiebar-enhanced]:not([hidden])');
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => storedChoice(page)).toBe('all');
    expect(await page.locator('[data-cookiebar]').isHidden()).toBe(true);
    await page.waitForTimeout(300);
    expect(requests.filter((url) => !url.startsWith(baseUrl()))).toEqual([]);
    expect(requests.filter((url) => new URL(url).pathname.includes('consent'))).toEqual([]);
    const warnings = page.problems.consoleWarnings.filter((text) => text.includes('data-cookiebar-log'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('http://127.0.0.2:9/consent');
    expect(warnings[0]).toContain("not a URL on this page's origin");
    expect(page.problems.pageErrors).toEqual([]);
  });

  for (const texts of PAGES) {
    it(
      `${texts.language}: with Global Privacy Control, "accept all" leaves marketing out, ` +
        'the dialog says why, the record notes it',
      async () => {
        const page = await newPage();
        await page.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { configurable: true, get: () => true }),
        );
        await openDemoPage(page, texts.path);
        await page.getByRole('button', { name: texts.allowAll }).click();
        await expect.poll(() => storedChoice(page)).toBe('necessary.analytics.media');
        const id = await storedConsentId(page);
        await expect
          .poll(() =>
            storedRecords(id).then((records) =>
              records.map((record) => [record.choice, record.gpc, record.categories]),
            ),
          )
          .toEqual([['all', true, ['necessary', 'analytics', 'media']]]);

        await page.locator('footer').getByRole('button', { name: texts.settings }).click();
        const dialog = page.getByRole('dialog', { name: texts.dialog });
        await dialog.waitFor();
        const note = dialog.locator('[data-preferences-privacy-note]');
        await expect(note.textContent()).resolves.toContain('Global Privacy Control');
        await expect(note.textContent()).resolves.toContain('Marketing');
        expect(await dialog.getByRole('switch', { name: 'Marketing' }).isChecked()).toBe(false);
        expect(describeViolations(await axeViolations(page, 'dialog[open]'))).toBe('');
        // Switched on by hand, it is accepted: the signal only keeps it out of "accept all".
        await dialog.getByRole('switch', { name: 'Marketing' }).check();
        await dialog.locator('[data-preferences-choice="save"]').click();
        await expect.poll(() => storedChoice(page)).toBe('necessary.analytics.marketing.media');
        await expect.poll(() => storedRecords(id).then((records) => records.at(-1)?.choice)).toBe('custom');
      },
    );
  }
});
