// The plugin's control-panel section (admin/site-widgets) on the Craft test site: an admin, whose
// control panel speaks Dutch (the site's language), finds a signup, exports the signups as CSV
// and deletes it; the author, without the plugin's permissions, is refused.
import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../browser/support/browser';
import { freshEmail, Visitor } from '../contract/cases';
import { craftBackend } from './support/backend';
import { logIn } from './support/log-in';

const site = inject('craft');
const backend = craftBackend(site);
const newPage = useBrowser();

describe('the control panel on Craft', () => {
  it('nl: an admin finds a signup, exports the signups as CSV (formula cells neutralised) and deletes it', async () => {
    const email = freshEmail('control-panel');
    // A formula in a spreadsheet when opened as it is: the export must neutralise it.
    const formula = `=${freshEmail('formula')}`;
    for (const address of [email, formula]) {
      expect((await new Visitor(backend).signUp('nl', { email: address })).status).toBe(200);
    }
    const page = await newPage({ acceptDownloads: true });
    await logIn(page, site, 'admin');
    await page.goto(`${site.baseUrl}/admin/site-widgets/signups?search=${encodeURIComponent(email)}`);
    await expect.poll(() => page.locator('#header h1').innerText()).toBe('Aanmeldingen');
    await expect.poll(() => page.locator('table.data tbody th').allInnerTexts()).toEqual([email]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV exporteren' }).click(),
    ]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toContain(email);
    expect(csv).toContain(formula.slice(1));
    expect(csv).not.toMatch(/(^|[,;\n])"?=/);

    await page.getByRole('checkbox', { name: `${email} selecteren` }).check();
    await page.getByRole('button', { name: 'Selectie verwijderen' }).click();
    await expect.poll(() => page.locator('table.data tbody th').count()).toBe(0);
    expect(await backend.storedSignups(email)).toBe(0);
  });

  it('refuses the signups, their export and their deletion to a user without the permission', async () => {
    const page = await newPage();
    await logIn(page, site, 'author');
    expect((await page.goto(`${site.baseUrl}/admin/site-widgets/signups`))?.status()).toBe(403);
    expect((await page.goto(`${site.baseUrl}/index.php?p=admin/actions/site-widgets/signups/export`))?.status()).toBe(
      403,
    );
  });
});
