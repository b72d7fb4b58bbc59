// Logging in to the Craft test site's control panel as one of its users (site.ts's CRAFT_USERS).
import type { Page } from 'playwright-core';
import { CRAFT_USERS, type CraftSite } from './site';

export async function logIn(page: Page, site: CraftSite, user: keyof typeof CRAFT_USERS) {
  await page.goto(`${site.baseUrl}/admin/login`);
  await page.locator('#loginName').fill(CRAFT_USERS[user].login);
  await page.locator('#password').fill(CRAFT_USERS[user].password);
  await page.locator('#login-form button[type=submit], #login-form #submit').first().click();
  // Craft signs in with a background request, then goes to the dashboard.
  await page.waitForURL(/\/admin\/dashboard/, { timeout: 60_000 });
}
