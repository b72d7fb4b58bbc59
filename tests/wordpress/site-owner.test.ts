// The plugin as a site owner runs it on Debian's WordPress: installed from its zip through
// wp-admin (by the global setup), signups with their proof of consent found, exported and erased
// through WordPress's privacy tools, bots and floods held off, double opt-in, the admin pages
// closed to everyone else, and uninstalling that keeps or deletes the data as the settings say.
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, type TestPage } from '../browser/support/browser';
import { queryRows } from '../support/mariadb';
import { logIn } from './support/log-in';
import { postSignup, siteCommand, signUpWithWidget, signupToken, storedRows, storedSignup } from './support/signups';

const newPage = useBrowser();
const site = inject('wordpress');
const run = Date.now();
const address = (name: string) => `${name}-${run}@example.test`;
const SIGNED_UP = [{ status: 'success', msg: 'Thank you! You are signed up for our newsletter.' }];
const REFUSED = [{ status: 'error', msg: 'Your signup could not be processed. Please wait a moment and try again.' }];

async function adminPage() {
  const page = await newPage();
  await logIn(page, site.baseUrl, 'admin');
  return page;
}

describe('the plugin for a site owner', () => {
  it('was installed from its zip through wp-admin, at the package’s version', async () => {
    const { version } = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
    expect(site.installedVersion).toBe(version);
  });

  it('keeps what a visitor agreed to; the owner finds, exports and erases signups with WordPress’s tools', async () => {
    const visitor = await newPage();
    await visitor.goto(site.posts['classic-admin-en']!.url);
    // A cookie choice first: its record goes to the plugin's log, under the id the signup names.
    await visitor.getByRole('button', { name: 'Allow all cookies' }).click();
    const email = address('owner');
    const form = await signUpWithWidget(visitor, site, email);
    await expect
      .poll(() => form.locator('.newsletter-signup__success').innerText(), { timeout: 20_000 })
      .toBe(SIGNED_UP[0]!.msg);
    const proof = storedSignup(site, email)!;
    expect(proof).toMatchObject({
      status: 'confirmed',
      page: site.posts['classic-admin-en']!.url,
      language: 'en',
      consent_text: 'I agree that Studio Noord may contact me by email',
    });
    expect(proof.consent_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const records = () =>
      queryRows(site, `SELECT choice FROM wp_site_widgets_consent_records WHERE consent_id = '${proof.consent_id}'`);
    expect(records()).toEqual([['all']]);
    // Addresses a spreadsheet would read as formulas.
    for (const formula of ['=cmd', '+sum', '-sum'])
      expect((await postSignup(site, `${formula}${run}@example.test`)).status).toBe(200);

    const admin = await adminPage();
    await admin.goto(`${site.baseUrl}/wp-admin/admin.php?page=site-widgets-signups`);
    await admin.getByRole('searchbox').fill(`owner-${run}`);
    await admin.getByRole('button', { name: 'Search addresses' }).click();
    const rows = admin.locator('table.signups tbody tr');
    await expect.poll(() => rows.allInnerTexts()).toEqual([expect.stringContaining(email)]);
    await expect(rows.first().innerText()).resolves.toContain('I agree that Studio Noord may contact me by email');

    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    // A byte order mark for spreadsheets; PHP's fputcsv quotes fields with spaces.
    expect(csv.startsWith('\uFEFF"Email address",Status,')).toBe(true);
    expect(csv).toContain(`${email},confirmed,`);
    for (const formula of ['=cmd', '+sum', '-sum']) expect(csv).toContain(`'${formula}${run}@example.test,`);
    expect(csv).not.toMatch(/^[=+\-@]/m);

    // What WordPress's privacy tools export for the address: the signup, then its consent record.
    type Export = { data: { group_id: string; data: { name: string; value: string }[] }[] };
    const exported = siteCommand<Export>(site, 'export', email).data.map((item) => [
      item.group_id,
      Object.fromEntries(item.data.map(({ name, value }) => [name, value])),
    ]);
    expect(exported).toEqual([
      ['site-widgets-signup', expect.objectContaining({ 'Email address': email, Page: proof.page })],
      ['site-widgets-consent', expect.objectContaining({ 'Cookie consent ID': proof.consent_id, Choice: 'all' })],
    ]);
    // The suggested text for the privacy policy, in Settings → Privacy's guide.
    await admin.goto(`${site.baseUrl}/wp-admin/privacy-policy-guide.php`);
    // (Its sections are folded away until opened: their text is in the page all the same.)
    await expect(admin.locator('body').textContent()).resolves.toContain(
      'When you sign up for our newsletter, we store your email address and the time.',
    );

    // Tools → Erase Personal Data, without asking the visitor to confirm by mail.
    await admin.goto(`${site.baseUrl}/wp-admin/erase-personal-data.php`);
    await admin.getByLabel('Username or email address').fill(email);
    await admin.getByLabel('Send personal data erasure confirmation email.').uncheck();
    await admin.getByRole('button', { name: 'Send Request' }).click();
    const request = admin.locator('tr', { hasText: email });
    await request.getByRole('button', { name: /Erase personal data/ }).click();
    await request.getByText('Erasure completed.').waitFor();
    expect(storedRows(site, email)).toEqual([]);
    expect(records()).toEqual([]);
  });

  it('deletes a signup from the list', async () => {
    const email = address('delete-me');
    expect((await postSignup(site, email)).body).toEqual(SIGNED_UP);
    const admin = await adminPage();
    await admin.goto(`${site.baseUrl}/wp-admin/admin.php?page=site-widgets-signups&s=${encodeURIComponent(email)}`);
    // A row's actions show when the pointer is on it (or focus is in it).
    await admin.locator('tr', { hasText: email }).hover();
    await admin.getByRole('link', { name: `Delete ${email}` }).click();
    await admin.getByText('1 signup deleted.').waitFor();
    expect(storedRows(site, email)).toEqual([]);
  });

  it('deletes the ticked signups, and no other, with Delete selected; refuses the form with a bad nonce', async () => {
    const [first, second, kept] = ['bulk-a', 'bulk-b', 'bulk-kept'].map(address);
    for (const email of [first!, second!, kept!]) expect((await postSignup(site, email)).body).toEqual(SIGNED_UP);
    const admin = await adminPage();
    await admin.goto(`${site.baseUrl}/wp-admin/admin.php?page=site-widgets-signups&s=bulk-`);
    await admin.getByRole('checkbox', { name: `Select ${first}` }).check();
    await admin.getByRole('checkbox', { name: `Select ${second}` }).check();

    // The same form with its nonce changed: refused, nothing deleted.
    const form = await admin.locator('form[action$="admin-post.php"]').evaluate((element: HTMLFormElement) => {
      const fields = new URLSearchParams();
      for (const [name, value] of new FormData(element)) fields.append(name, String(value));
      return fields.toString();
    });
    const forged = new URLSearchParams(form);
    expect(forged.getAll('_wpnonce')).toHaveLength(1);
    forged.set('_wpnonce', '0123456789');
    forged.set('delete-selected', 'Delete selected');
    const refused = await admin.request.post(`${site.baseUrl}/wp-admin/admin-post.php`, {
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      data: forged.toString(),
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(403);
    expect([first, second, kept].map((email) => storedRows(site, email!).length)).toEqual([1, 1, 1]);

    await admin.getByRole('button', { name: 'Delete selected' }).click();
    await admin.getByText('2 signups deleted.').waitFor();
    expect([first, second, kept].map((email) => storedRows(site, email!).length)).toEqual([0, 0, 1]);
  });

  it('refuses a bot that fills in the honeypot or posts sooner than a person can, and stores nothing', async () => {
    const client = '198.51.100.30';
    const cases = {
      honeypot: await postSignup(site, address('honeypot'), { client, website: 'https://spam.example' }),
      fast: await postSignup(site, address('fast'), { client, elapsed: 300 }),
      'no fill time': await postSignup(site, address('no-time'), { client, elapsed: null }),
      person: await postSignup(site, address('person'), { client, elapsed: 4000 }),
    };
    expect(
      Object.fromEntries(Object.entries(cases).map(([name, reply]) => [name, [reply.status, reply.body]])),
    ).toEqual({
      honeypot: [400, REFUSED],
      fast: [400, REFUSED],
      'no fill time': [400, REFUSED],
      person: [200, SIGNED_UP],
    });
    for (const name of ['honeypot', 'fast', 'no-time']) expect(storedRows(site, address(name))).toEqual([]);
    expect(storedRows(site, address('person'))).toHaveLength(1);
  });

  it('a client’s 21st signup in a minute gets 429; the widget shows its generic error, keeps the input', async () => {
    const client = '198.51.100.21';
    const token = await signupToken(site);
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++)
      statuses.push((await postSignup(site, address(`limit-${i}`), { client, token })).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const refused = await postSignup(site, address('limit-21'), { client, token });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect(storedRows(site, address('limit-21'))).toEqual([]);

    const visitor = await newPage({ extraHTTPHeaders: { 'X-Forwarded-For': client } });
    const email = address('limit-widget');
    const form = await signUpWithWidget(visitor, site, email);
    await expect
      .poll(() => form.locator('.newsletter-signup__error--form').innerText())
      .toBe('Something went wrong, please try again later');
    await expect(form.getByLabel('Email address').inputValue()).resolves.toBe(email);
    await expect(form.getByRole('checkbox').isChecked()).resolves.toBe(true);
    expect(storedRows(site, email)).toEqual([]);
  });

  it('under load (20 clients, 200 signups at once, with repeats) stores every accepted address once', async () => {
    const token = await signupToken(site);
    const unique = Array.from({ length: 150 }, (_, i) => address(`load-${i}`));
    // 50 repeats, some written in capitals, spread through the batch.
    const batch = [...unique, ...unique.slice(0, 50).map((email, i) => (i % 2 ? email.toUpperCase() : email))];
    const queue = batch.map((email, i) => ({ email, i })).sort((a, b) => ((a.i * 37) % 200) - ((b.i * 37) % 200));
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          statuses.push((await postSignup(site, next.email, { token })).status);
      }),
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    const stored = queryRows(
      site,
      `SELECT email, COUNT(*) FROM ${site.signupsTable} WHERE email LIKE 'load-%-${run}@example.test' GROUP BY email`,
    );
    expect(stored.map(([email]) => email).sort()).toEqual([...unique].sort());
    expect(stored.every(([, count]) => count === '1')).toBe(true);
  });

  it('counts a forwarded-for address only from a proxy the site names', () => {
    expect(siteCommand(site, 'clients')).toEqual({
      direct: '203.0.113.9',
      'forwarded, not a proxy': '203.0.113.9',
      'forwarded by a proxy': '198.51.100.1',
      'made-up hops before': '198.51.100.1',
      'malformed hop': '10.0.0.1',
      'proxies only': '10.0.0.1',
    });
  });

  it('shows the signups, the export, deleting and the settings to administrators only (403 for others)', async () => {
    const author = await newPage();
    await logIn(author, site.baseUrl, 'author');
    const export_ = `${site.baseUrl}/wp-admin/admin-post.php?action=site_widgets_export_signups`;
    for (const path of [
      'admin.php?page=site-widgets-signups',
      'options-general.php?page=site-widgets',
      export_.split('/wp-admin/')[1]!,
      'admin-post.php?action=site_widgets_delete_signups&signup[]=1',
    ]) {
      const response = await author.goto(`${site.baseUrl}/wp-admin/${path}`);
      expect(response?.status(), path).toBe(403);
      expect(await author.content(), path).not.toContain('@example.test');
    }
    const visitor = await newPage();
    expect((await visitor.goto(export_))?.status()).toBe(403);
    // The admin pages send a visitor to the login form.
    await visitor.goto(`${site.baseUrl}/wp-admin/admin.php?page=site-widgets-signups`);
    expect(new URL(visitor.url()).pathname).toBe('/wp-login.php');
  });

  it('with double opt-in a signed link confirms, a changed one does not, and unconfirmed signups expire', async () => {
    const admin = await adminPage();
    const settings = async (changes: (page: TestPage) => Promise<void>) => {
      await admin.goto(`${site.baseUrl}/wp-admin/options-general.php?page=site-widgets`);
      await changes(admin);
      await admin.getByRole('button', { name: 'Save Changes' }).click();
      await admin.getByText('Settings saved.').waitFor();
    };
    await settings(async (page) => {
      await page.getByLabel('Brand').fill('Studio Noord');
      await page.getByRole('checkbox', { name: /Send a confirmation email/ }).check();
      await page.getByRole('spinbutton').fill('5');
    });
    try {
      const email = address('double');
      const form = await signUpWithWidget(await newPage(), site, email);
      await expect
        .poll(() => form.locator('.newsletter-signup__success').innerText(), { timeout: 20_000 })
        .toBe('Almost done: we sent you an email. Confirm your signup with the link in it.');
      expect(storedSignup(site, email)?.status).toBe('pending');
      const mail = siteCommand<{ to: string; subject: string; message: string }[]>(site, 'mail').filter(
        (m) => m.to === email,
      );
      expect(mail.map((m) => m.subject)).toEqual(['Confirm your signup for the newsletter of Studio Noord']);
      const link = mail[0]!.message.match(/https?:\/\/\S+site-widgets-confirm=\S+/)?.[0];
      expect(mail[0]!.message).toContain('valid for 5 days');

      const visitor = await newPage();
      const changed = link!.replace(/.$/, (last) => (last === '0' ? '1' : '0'));
      expect((await visitor.goto(changed))?.status()).toBe(400);
      await visitor.getByRole('heading', { name: 'Link expired' }).waitFor();
      expect(storedSignup(site, email)?.status).toBe('pending');
      expect((await visitor.goto(link!))?.status()).toBe(200);
      await visitor.getByRole('heading', { name: 'Signup confirmed' }).waitFor();
      expect(storedSignup(site, email)?.status).toBe('confirmed');

      // A signup left unconfirmed longer than the 5 days is deleted by the daily expiry; a confirmed one stays.
      const stale = address('stale');
      expect((await postSignup(site, stale)).status).toBe(200);
      siteCommand(site, 'backdate', stale, '6');
      siteCommand(site, 'backdate', email, '6');
      siteCommand(site, 'expire');
      expect(storedRows(site, stale)).toEqual([]);
      expect(storedRows(site, email)).toHaveLength(1);
    } finally {
      await settings(async (page) => {
        await page.getByLabel('Brand').fill('');
        await page.getByRole('checkbox', { name: /Send a confirmation email/ }).uncheck();
      });
    }
  });

  it('deletes its tables and settings on uninstall only when the settings say so', () => {
    const tables = ['attempts', 'consent_records', 'signups'].map((name) => `swuninstall_site_widgets_${name}`);
    expect(siteCommand(site, 'uninstall', 'keep')).toEqual({ tables, settings: true });
    expect(siteCommand(site, 'uninstall', 'delete')).toEqual({ tables: [], settings: false });
  });
});
