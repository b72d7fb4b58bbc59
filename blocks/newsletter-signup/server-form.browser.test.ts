// newsletter-signup around a server-rendered form: the widget takes it over as the same nodes, keeping
// what the visitor did, and checks every request it sends (Craft's endpoints answered by the test).
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { multipartBoundary, parseMultipart } from '../../demo/server/multipart.mjs';
import {
  axeViolations,
  baseUrl,
  cspViolations,
  describeViolations,
  openFixture,
  removeWidget,
  useBrowser,
  waitForUpgrade,
  type TestPage,
} from '../../tests/browser/support/browser';

const newPage = useBrowser();

const FORM =
  `<form class="newsletter-signup__form" method="post" action="/api/v1/newsletter/signup">
    <input type="hidden" name="CRAFT_CSRF_TOKEN" value="page-token">
    <div class="newsletter-signup__field">
      <label class="newsletter-signup__label" for="signup-email">Your email</label>
      <input class="newsletter-signup__input" id="signup-email" name="email" type="email" required ` +
  `autocomplete="email" aria-describedby="signup-hint">
      <p id="signup-hint">We send one letter a month.</p>
    </div>
    <div class="newsletter-signup__field newsletter-signup__field--consent">
      <input class="newsletter-signup__checkbox" id="signup-consent" name="consent" type="checkbox" value="1" required>
      <label class="newsletter-signup__consent-label" for="signup-consent">Yes, write to me</label>
    </div>
    <button class="newsletter-signup__submit" type="submit">Count me in</button>
  </form>`;

const MARKUP = `<div id="app">
  <newsletter-signup brand="Studio Noord"><h2>Stay in touch</h2><p>Once a month: new work.</p>
  ${FORM}
  </newsletter-signup>
  <p id="after">Below the block</p>
</div>`;

interface Posted {
  headers: Record<string, string>;
  fields: Record<string, string>;
}

const json =
  (data: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(data) });

/** Answers Craft's two endpoints; `signup` answers the post. Records the posts. */
async function mockCraft(
  page: TestPage,
  signup: (route: Route) => Promise<void> = json([{ status: 'success', msg: 'Thanks, you are in.' }]),
) {
  const posts: Posted[] = [];
  await page.route(
    `${baseUrl()}/actions/users/session-info`,
    json({ isGuest: true, csrfTokenName: 'CRAFT_CSRF_TOKEN', csrfTokenValue: 'fresh-token' }),
  );
  await page.route(`${baseUrl()}/api/v1/newsletter/signup`, async (route) => {
    const request = route.request();
    const headers = await request.allHeaders();
    const boundary = multipartBoundary(headers['content-type']);
    const fields = boundary
      ? Object.fromEntries(parseMultipart(request.postDataBuffer(), boundary) as Map<string, string>)
      : { raw: request.postData() ?? '' };
    posts.push({ headers, fields });
    return signup(route);
  });
  return posts;
}

/** Holds the newsletter chunk back until `release()` is called. */
async function holdChunk(page: TestPage) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/dist/chunks/newsletter-signup-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Tags the server's nodes, so the test can tell they are the same nodes after the upgrade. */
const tagNodes = (page: TestPage) =>
  page.evaluate(() => {
    for (const element of document.querySelectorAll('newsletter-signup form, newsletter-signup form *'))
      (element as unknown as { __server: boolean }).__server = true;
  });
const untaggedNodes = (page: TestPage) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll(
        'newsletter-signup form, newsletter-signup form input, ' +
          'newsletter-signup form button, newsletter-signup form label',
      ),
    )
      .filter((element) => !(element as unknown as { __server?: boolean }).__server)
      .map((element) => element.outerHTML),
  );

async function expectClean(page: TestPage) {
  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
}

describe('newsletter-signup with a server-rendered form', () => {
  it('keeps the typed email, the ticked box and the focus of a visitor who began before the code arrived', async () => {
    const page = await newPage();
    const posts = await mockCraft(page);
    const release = await holdChunk(page);
    await openFixture(page, MARKUP, { lang: 'en' });
    const email = page.getByLabel('Your email');
    const consent = page.getByLabel('Yes, write to me');
    await consent.check();
    await email.click();
    await page.keyboard.type('anna@exa');
    await tagNodes(page);
    expect(await page.evaluate(() => document.querySelector('newsletter-signup')!.hasAttribute('data-upgraded'))).toBe(
      false,
    );

    release();
    await waitForUpgrade(page, 'newsletter-signup');
    expect(await untaggedNodes(page)).toEqual([]);
    expect(await email.inputValue()).toBe('anna@exa');
    expect(await consent.isChecked()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-email');
    // Typing goes on where it was.
    await page.keyboard.type('mple.org');
    expect(await email.inputValue()).toBe('anna@example.org');

    // The widget sends it, as with its own form: fresh token, multipart, no page load.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Thanks, you are in.');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.fields).toMatchObject({ email: 'anna@example.org', consent: '1', website: '' });
    expect(posts[0]!.fields!.consent_text).toBe(
      await consent.evaluate((box: HTMLInputElement) => box.labels![0]!.textContent!.trim()),
    );
    expect(posts[0]!.headers['x-csrf-token']).toBe('fresh-token');
    expect(posts[0]!.headers['accept']).toBe('application/json');
    expect(page.url()).toBe(`${baseUrl()}/test/fixture`);
    expect(await page.locator('newsletter-signup form').isHidden()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('newsletter-signup__success');
    await expectClean(page);
  });

  it('checks the fields with its own messages at the server’s fields, sends nothing, and fires its event', async () => {
    const page = await newPage();
    const posts = await mockCraft(page);
    await openFixture(page, MARKUP, { lang: 'nl' });
    await waitForUpgrade(page, 'newsletter-signup');
    await page.evaluate(() => {
      (window as unknown as { __errors: unknown[] }).__errors = [];
      document.addEventListener('newsletter-signup:error', (event) =>
        (window as unknown as { __errors: unknown[] }).__errors.push((event as CustomEvent).detail),
      );
    });
    expect(await page.locator('newsletter-signup form').getAttribute('novalidate')).toBe('');

    await page.getByRole('button', { name: 'Count me in' }).click();
    await expect
      .poll(() => page.getByRole('alert').allTextContents())
      .toEqual(['E-mail is verplicht', 'Je moet akkoord gaan om benaderd te worden']);
    const email = page.getByLabel('Your email');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // The server's own description stays, the error is added.
    expect(
      await email.evaluate((input) =>
        input
          .getAttribute('aria-describedby')!
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent),
      ),
    ).toEqual(['We send one letter a month.', 'E-mail is verplicht']);
    expect(await page.getByLabel('Yes, write to me').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('signup-email');
    expect(await page.evaluate(() => (window as unknown as { __errors: unknown[] }).__errors)).toEqual([
      { kind: 'invalid', messages: ['E-mail is verplicht', 'Je moet akkoord gaan om benaderd te worden'] },
    ]);
    expect(posts).toEqual([]);
    expect(page.url()).toBe(`${baseUrl()}/test/fixture`);
    expect(describeViolations(await axeViolations(page, 'html', { afterIntro: false }))).toBe('');

    // Fixed: the messages go, the attributes are the server's again.
    await email.fill('anna@example.nl');
    await page.getByLabel('Yes, write to me').check();
    await page.getByRole('button', { name: 'Count me in' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Thanks, you are in.');
    expect(await email.getAttribute('aria-describedby')).toBe('signup-hint');
    expect(await email.getAttribute('aria-invalid')).toBeNull();
    expect(await page.locator('newsletter-signup .newsletter-signup__error').count()).toBe(0);
    await expectClean(page);
  });

  it('says it is busy on the server’s button while sending, and puts its label back', async () => {
    const page = await newPage();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await mockCraft(page, async (route) => {
      await answered;
      await json([{ status: 'error', msg: 'Blocked address.' }], 400)(route);
    });
    await openFixture(page, MARKUP, { lang: 'en' });
    await waitForUpgrade(page, 'newsletter-signup');
    await page.getByLabel('Your email').fill('anna@example.nl');
    await page.getByLabel('Yes, write to me').check();
    const button = page.locator('newsletter-signup button');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Signing up…');
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    answer();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Blocked address.');
    expect(await button.textContent()).toBe('Count me in');
    expect(await button.getAttribute('aria-disabled')).toBeNull();
    expect(await page.getByLabel('Your email').inputValue()).toBe('anna@example.nl');
    await expectClean(page);
  });

  it('shows injected server messages as text', async () => {
    const page = await newPage();
    const payload = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';
    await mockCraft(page, json([{ status: 'error', msg: payload }], 400));
    await openFixture(page, MARKUP, { lang: 'en' });
    await waitForUpgrade(page, 'newsletter-signup');
    await page.getByLabel('Your email').fill('anna@example.nl');
    await page.getByLabel('Yes, write to me').check();
    await page.getByRole('button', { name: 'Count me in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe(payload);
    expect(
      await page.evaluate(() => document.querySelectorAll('newsletter-signup script, newsletter-signup img').length),
    ).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
    await expectClean(page);
  });

  it('reserves no room before the upgrade (the form is there): nothing below moves', async () => {
    const page = await newPage();
    await openFixture(page, MARKUP, { lang: 'en', scriptPosition: 'none' });
    const top = () =>
      page.evaluate(() => [
        document.querySelector('newsletter-signup button')!.getBoundingClientRect().top,
        document.getElementById('after')!.getBoundingClientRect().top,
      ]);
    const before = await top();
    await page.addScriptTag({ url: '/dist/site-widgets.js', type: 'module' });
    await waitForUpgrade(page, 'newsletter-signup');
    expect(await top()).toEqual(before);
    await expectClean(page);
  });

  it('gives the form back as the server rendered it when the element leaves the page', async () => {
    const page = await newPage();
    await mockCraft(page);
    await openFixture(page, MARKUP, { lang: 'en' });
    await waitForUpgrade(page, 'newsletter-signup');
    await page.getByRole('button', { name: 'Count me in' }).click();
    await page.getByRole('alert').first().waitFor();
    const host = await removeWidget(page, 'newsletter-signup');
    const form = await host.evaluate((element) => element.querySelector('form')!.outerHTML);
    const asParsed = await page.evaluate((html) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content.querySelector('form')!.outerHTML;
    }, FORM);
    expect(form).toBe(asParsed);
  });

  it('leaves a form without a consent checkbox alone, posting by itself, and says why', async () => {
    const page = await newPage();
    const posts = await mockCraft(page);
    const form = FORM.replace(
      /<div class="newsletter-signup__field newsletter-signup__field--consent">[\s\S]*?<\/div>/,
      '',
    );
    await openFixture(page, `<newsletter-signup>${form}</newsletter-signup>`, { lang: 'en' });
    await waitForUpgrade(page, 'newsletter-signup');
    expect(
      page.problems.consoleWarnings.filter((warning) =>
        warning.includes('[site-widgets] <newsletter-signup>: the form inside lacks a consent checkbox'),
      ),
    ).toHaveLength(1);
    expect(await page.locator('newsletter-signup form').getAttribute('novalidate')).toBeNull();
    await page.getByLabel('Your email').fill('anna@example.nl');
    await page.getByRole('button', { name: 'Count me in' }).click();
    await expect.poll(() => posts.length).toBe(1);
    expect(posts[0]!.fields.raw).toBe('CRAFT_CSRF_TOKEN=page-token&email=anna%40example.nl');
  });
});
