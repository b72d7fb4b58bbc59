// Installs the plugin as a site owner does: logged in as the administrator, Plugins → Add New →
// Upload Plugin with the zip of `npm run build:wordpress`, Install Now, Activate Plugin. Returns
// the version the plugins list shows. A zip uploaded over the installed plugin replaces it, as an
// owner updates it by hand.
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../browser/support/chromium';
import { logIn } from './log-in';

export async function installPluginZip(chromiumPath: string, baseUrl: string, zip: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await logIn(page, baseUrl, 'admin');
    await page.goto(`${baseUrl}/wp-admin/plugin-install.php?tab=upload`);
    await page.locator('#pluginzip').setInputFiles(zip);
    await page.getByRole('button', { name: 'Install Now' }).click();
    const activate = page.getByRole('link', { name: 'Activate Plugin' });
    await activate.waitFor({ timeout: 60_000 }).catch(async () => {
      throw new Error(
        `Uploading ${zip} through wp-admin did not install it: ${await page.locator('.wrap').innerText()}`,
      );
    });
    await activate.click();
    const row = page.locator('tr[data-slug="site-widgets"]');
    await row.getByRole('link', { name: /Deactivate/ }).waitFor();
    return (await row.locator('.plugin-version-author-uri').innerText()).match(/Version ([\w.-]+)/)?.[1] ?? '';
  } finally {
    await browser.close();
  }
}

/**
 * Replaces the installed plugin with the zip `zip`, on a `page` logged in as the administrator:
 * Upload Plugin, Install Now, then "Replace current with uploaded". The plugin stays active.
 */
export async function replacePluginZip(page: Page, baseUrl: string, zip: string): Promise<void> {
  await page.goto(`${baseUrl}/wp-admin/plugin-install.php?tab=upload`);
  await page.locator('#pluginzip').setInputFiles(zip);
  await page.getByRole('button', { name: 'Install Now' }).click();
  await page.getByRole('link', { name: 'Replace current with uploaded' }).click();
  await page.getByText('Plugin updated successfully.').waitFor({ timeout: 60_000 });
}
