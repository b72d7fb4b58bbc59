// A visitor signs up through the plugin's endpoints on Debian's WordPress, and the signup is in
// the plugin's table (read with the mysql client, as root: setup.sh runs as root).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { scrollToUpgrade, useBrowser, type TestPage } from '../browser/support/browser';
import { siteCommand, signUpWithWidget, storedRows } from './support/signups';

const newPage = useBrowser();
const site = inject('wordpress');

async function signUp(page: TestPage, email: string) {
  const form = await signUpWithWidget(page, site, email);
  await expect
    .poll(() => form.locator('.newsletter-signup__success').innerText(), { timeout: 20_000 })
    .toBe('Thank you! You are signed up for our newsletter.');
}

describe('the newsletter on WordPress', () => {
  const email = `visitor-${Date.now()}@example.test`;
  // A signup is confirmed at once: double opt-in off, whatever a test before this file left.
  beforeAll(() => siteCommand(site, 'double-opt-in', 'off'));

  it('signs a visitor up through the plugin’s endpoints, and stores the address once', async () => {
    const page = await newPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('site-widgets/v1'))
        requests.push(`${request.method()} ${new URL(request.url()).searchParams.get('rest_route')}`);
    });
    await signUp(page, email);
    expect(requests).toEqual(['GET /site-widgets/v1/session-info', 'POST /site-widgets/v1/newsletter/signup']);
    expect(storedRows(site, email)).toEqual([[email, '1']]);

    // The same address again, written differently: a success, and still one row.
    await signUp(await newPage(), email.toUpperCase());
    expect(storedRows(site, email)).toEqual([[email, '1']]);
    expect(page.problems.consoleErrors).toEqual([]);
  });

  it('answers a stale token with a 403 that the widget retries once with a fresh token', async () => {
    const page = await newPage();
    let sessionInfos = 0;
    await page.route(
      /rest_route=%2Fsite-widgets%2Fv1%2Fsession-info|rest_route=\/site-widgets\/v1\/session-info/,
      async (route) => {
        sessionInfos++;
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        // The first token is one the server never made.
        await route.fulfill({ response, json: sessionInfos === 1 ? { ...body, csrfTokenValue: 'stale' } : body });
      },
    );
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('newsletter%2Fsignup') || response.url().includes('newsletter/signup'))
        statuses.push(response.status());
    });
    const retried = `retry-${email}`;
    await signUp(page, retried);
    expect(sessionInfos).toBe(2);
    expect(statuses).toEqual([403, 200]);
    expect(storedRows(site, retried)).toEqual([[retried, '1']]);
    // The 403 itself is logged by Chromium as a failed resource; nothing else is.
    expect(page.problems.consoleErrors.filter((text) => !text.includes('403'))).toEqual([]);
  });

  it('without the plugin’s endpoints: the visitor sees the generic error, the console says why', async () => {
    const page = await newPage();
    await page.goto(site.posts['craft-endpoints-en']!.url);
    await scrollToUpgrade(page, 'newsletter-signup');
    const form = page.locator('newsletter-signup');
    await form.getByLabel('Email address').fill(`craft-${email}`);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => form.locator('.newsletter-signup__error--form').innerText(), { timeout: 20_000 })
      .toBe('Something went wrong, please try again later');
    const warnings = page.problems.consoleWarnings.filter((text) => text.startsWith('[site-widgets]'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(`session-info: ${site.baseUrl}/actions/users/session-info answered 404`);
    expect(warnings[0]).toContain('On WordPress, activate the site-widgets plugin');
  });

  it('answers a missing consent or a bad address with the documented message list in the page’s language', async () => {
    const page = await newPage();
    await page.goto(site.baseUrl);
    const reply = await page.evaluate(async () => {
      const info = await (await fetch('/index.php?rest_route=/site-widgets/v1/session-info')).json();
      const body = new FormData();
      body.append('email', 'not an address');
      body.append('consent', '1');
      const response = await fetch('/index.php?rest_route=/site-widgets/v1/newsletter/signup', {
        method: 'POST',
        headers: { 'X-CSRF-Token': info.csrfTokenValue, 'Accept-Language': 'nl' },
        body,
      });
      return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
    });
    expect(reply).toEqual({
      status: 400,
      cache: 'no-store',
      body: [{ status: 'error', msg: 'Dit lijkt geen e-mailadres.' }],
    });
  });
});
