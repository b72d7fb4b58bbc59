// The test site's users (seed.php users) and logging in as one through wp-login.php.
import type { Page } from 'playwright-core';

export const USERS = {
  admin: { login: 'sw-admin', password: 'site-widgets-test-admin' },
  author: { login: 'sw-author', password: 'site-widgets-test-author' },
} as const;

export async function logIn(page: Page, baseUrl: string, user: keyof typeof USERS) {
  await page.goto(`${baseUrl}/wp-login.php`);
  // wp-login.php focuses and selects the username field 200 ms after it loads (wp_attempt_focus). A fill
  // of the password field in that moment types the password into the username field, and the login is
  // refused for an empty password: fill once the focus has moved.
  await page.waitForFunction(() => document.activeElement?.id === 'user_login', null, { timeout: 10_000 });
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
