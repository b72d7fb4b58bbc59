// The test site's users (seed.php users) and logging in as one through wp-login.php.
import type { Page } from 'playwright-core';

export const USERS = {
  admin: { login: 'sw-admin', password: 'site-widgets-test-admin' },
  author: { login: 'sw-author', password: 'site-widgets-test-author' },
} as const;

export async function logIn(page: Page, baseUrl: string, user: keyof typeof USERS) {
  await page.goto(`${baseUrl}/wp-login.php`);
  await page.locator('#user_login').fill(USERS[user].login);
  await page.locator('#user_pass').fill(USERS[user].password);
  await page.locator('#wp-submit').click();
  // wp-login.php answers a refused login with itself and an error box: fail with its text at once.
  const loginError = page.locator('#login_error');
  const landed = page.waitForURL(/\/wp-admin\//, { waitUntil: 'domcontentloaded' });
  const refused = loginError.waitFor().then(async () => {
    throw new Error(`wp-login.php refused ${USERS[user].login}: ${await loginError.innerText()}`);
  });
  await Promise.race([landed, refused]);
}
