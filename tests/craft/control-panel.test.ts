// The plugin's control-panel section (admin/site-widgets) on the Craft test site, in both languages
// of the control panel: the admin's is Dutch (the site's language), the editor's English (their own
// preference; they have the plugin's permissions, not an admin's). Each finds a signup, exports the
// signups as CSV, deletes it and finds a consent record in the consent log; the author, without the
// plugin's permissions, is refused.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../browser/support/browser';
import { consentRecord, freshConsentId, freshEmail, sendConsentRecord, Visitor } from '../contract/cases';
import { craftBackend } from './support/backend';
import { logIn } from './support/log-in';

const site = inject('craft');
const backend = craftBackend(site);
const newPage = useBrowser();

/** The users who open the section, and what their control panel calls things. */
const READERS = [
  {
    user: 'admin',
    lang: 'nl',
    signups: 'Aanmeldingen',
    exportCsv: 'CSV exporteren',
    select: (email: string) => `${email} selecteren`,
    deleteSelected: 'Selectie verwijderen',
    consentLog: 'Toestemmingslog',
    categories: 'Categorieën',
  },
  {
    user: 'editor',
    lang: 'en',
    signups: 'Signups',
    exportCsv: 'Export CSV',
    select: (email: string) => `Select ${email}`,
    deleteSelected: 'Delete selected',
    consentLog: 'Consent log',
    categories: 'Categories',
  },
] as const;

describe('the control panel on Craft', () => {
  for (const reader of READERS) {
    it(`${reader.lang}: the ${reader.user} finds, exports (formulas neutralised) and deletes a signup`, async () => {
      const email = freshEmail(`control-panel-${reader.lang}`);
      // A formula in a spreadsheet when opened as it is: the export must neutralise it.
      const formula = `=${freshEmail('formula')}`;
      for (const address of [email, formula]) {
        expect((await new Visitor(backend).signUp(reader.lang, { email: address })).status).toBe(200);
      }
      const page = await newPage({ acceptDownloads: true });
      await logIn(page, site, reader.user);
      await page.goto(`${site.baseUrl}/admin/site-widgets/signups?search=${encodeURIComponent(email)}`);
      await expect.poll(() => page.locator('#header h1').innerText()).toBe(reader.signups);
      await expect.poll(() => page.locator('table.data tbody th').allInnerTexts()).toEqual([email]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: reader.exportCsv }).click(),
      ]);
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.startsWith('\uFEFF')).toBe(true);
      expect(csv).toContain(email);
      expect(csv).toContain(formula.slice(1));
      expect(csv).not.toMatch(/(^|[,;\n])"?=/);

      await page.getByRole('checkbox', { name: reader.select(email) }).check();
      await page.getByRole('button', { name: reader.deleteSelected }).click();
      await expect.poll(() => page.locator('table.data tbody th').count()).toBe(0);
      expect(await backend.storedSignups(email)).toBe(0);
    });

    it(`${reader.lang}: the ${reader.user} finds a record the cookie bar sent in the consent log`, async () => {
      const consentId = freshConsentId();
      const record = consentRecord(consentId, { language: reader.lang, page: `/${reader.lang}/consent-check` });
      expect((await sendConsentRecord(backend.consentUrl(reader.lang), record)).status).toBe(204);
      const page = await newPage();
      await logIn(page, site, reader.user);
      await page.goto(`${site.baseUrl}/admin/site-widgets/consent-log?consentId=${consentId}`);
      await expect.poll(() => page.locator('#header h1').innerText()).toBe(reader.consentLog);
      const table = page.locator('table.data');
      await expect.poll(() => table.locator('tbody th').allInnerTexts()).toEqual([consentId]);
      const headers = await table.locator('thead th').allInnerTexts();
      const cells = await table.locator('tbody tr td').allInnerTexts();
      const row = Object.fromEntries(headers.slice(1).map((header, index) => [header, cells[index]]));
      expect(row).toMatchObject({ [reader.categories]: expect.stringMatching(/necessary.*analytics/) });
      expect(Object.values(row)).toEqual(expect.arrayContaining(['custom', reader.lang, record.page]));
    });
  }

  it('refuses the signups, their export and their deletion to a user without the permission', async () => {
    const page = await newPage();
    await logIn(page, site, 'author');
    expect((await page.goto(`${site.baseUrl}/admin/site-widgets/signups`))?.status()).toBe(403);
    expect((await page.goto(`${site.baseUrl}/index.php?p=admin/actions/site-widgets/signups/export`))?.status()).toBe(
      403,
    );
  });
});
