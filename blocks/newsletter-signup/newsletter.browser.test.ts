// newsletter-signup in Chromium: the Craft endpoints are answered by the test (Playwright
// routing), so every request, header and reply — and every way a reply can fail — is checked.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { multipartBoundary, parseMultipart } from '../../demo/server/multipart.mjs';
import {
  axeViolations,
  baseUrl,
  cspViolations,
  describeViolations,
  openFixture,
  useBrowser,
  waitForUpgrade,
  type TestPage,
  openDemoPage,
  scrollToUpgrade,
} from '../../tests/browser/support/browser';

const newPage = useBrowser();

const TEXTS = {
  en: {
    email: 'Email address',
    consent: 'I agree that Studio Noord may contact me by email',
    submit: 'Sign up',
    busy: 'Signing up…',
    emailRequired: 'E-mail is required',
    termsRequired: 'You must agree to be contacted',
    error: 'Something went wrong, please try again later',
  },
  nl: {
    email: 'E-mailadres',
    consent: 'Ik ga ermee akkoord dat Studio Noord mij per e-mail benadert',
    submit: 'Aanmelden',
    busy: 'Bezig met aanmelden…',
    emailRequired: 'E-mail is verplicht',
    termsRequired: 'Je moet akkoord gaan om benaderd te worden',
    error: 'Er ging iets mis, probeer het later opnieuw',
  },
} as const;
type Lang = keyof typeof TEXTS;

const MARKUP =
  `<div id="app">
  <newsletter-signup brand="Studio Noord"><h2>Stay in touch</h2>` +
  `<p>Once a month: new work and open studio afternoons.</p></newsletter-signup>
  <p id="after">Below the block</p>
</div>`;

interface Recorded {
  method: string;
  url: string;
  headers: Record<string, string>;
  fields: Record<string, string> | null;
}

type Reply =
  { status?: number; body: string; contentType?: string } | 'abort' | 'never' | ((route: Route) => Promise<void>);

const json = (data: unknown, status = 200): Reply => ({
  status,
  body: JSON.stringify(data),
  contentType: 'application/json',
});
const token = (value: string) =>
  json({ isGuest: true, timeout: 3600, csrfTokenName: 'CRAFT_CSRF_TOKEN', csrfTokenValue: value });
const success = (msg = 'Thank you, you are signed up.') => json([{ status: 'success', msg }]);

async function recordRequest(request: Request): Promise<Recorded> {
  const headers = await request.allHeaders();
  const boundary = request.method() === 'POST' ? multipartBoundary(headers['content-type']) : null;
  const fields = boundary
    ? Object.fromEntries(parseMultipart(request.postDataBuffer(), boundary) as Map<string, string>)
    : null;
  return { method: request.method(), url: request.url(), headers, fields };
}

/** Answers session-info and signup from queues of replies (the last reply repeats), recording each request. */
async function mockCraft(
  page: TestPage,
  { sessionInfo = [token('token-1')], signup = [success()] }: { sessionInfo?: Reply[]; signup?: Reply[] },
) {
  const requests: Recorded[] = [];
  const answer = (queue: Reply[]) => async (route: Route) => {
    requests.push(await recordRequest(route.request()));
    const reply = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (reply === 'never') return; // held until the page gives up
    if (reply === 'abort') return route.abort('connectionfailed');
    if (typeof reply === 'function') return reply(route);
    await route.fulfill({
      status: reply.status ?? 200,
      contentType: reply.contentType ?? 'application/json',
      body: reply.body,
    });
  };
  await page.route(`${baseUrl()}/actions/users/session-info`, answer(sessionInfo));
  await page.route(`${baseUrl()}/api/v1/newsletter/signup`, answer(signup));
  return requests;
}

async function open(page: TestPage, lang: Lang = 'en') {
  await openFixture(page, MARKUP, { lang });
  await waitForUpgrade(page, 'newsletter-signup');
  await page.evaluate(() => {
    const events: { type: string; detail: unknown; target: string }[] = [];
    (window as unknown as { __events: typeof events }).__events = events;
    for (const type of ['newsletter-signup:success', 'newsletter-signup:error'])
      document.addEventListener(type, (event) =>
        events.push({ type, detail: (event as CustomEvent).detail, target: (event.target as Element).localName }),
      );
  });
  const texts = TEXTS[lang];
  return {
    email: page.getByLabel(texts.email),
    consent: page.getByLabel(texts.consent),
    button: page.locator('newsletter-signup button[type=submit]'),
    status: page.getByRole('status'),
    formError: page.locator('.newsletter-signup__error--form'),
  };
}

const events = (page: TestPage) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __events: { type: string; detail: { kind?: string; messages: string[] }; target: string }[];
        }
      ).__events,
  );
const focusedId = (page: TestPage) => page.evaluate(() => document.activeElement?.id ?? null);
const describedText = (page: TestPage, selector: string) =>
  page.evaluate((s) => {
    const ids = document.querySelector(s)?.getAttribute('aria-describedby');
    return ids
      ? ids
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`)
          .join(' | ')
      : null;
  }, selector);

async function expectNoProblems(page: TestPage) {
  expect(await cspViolations(page)).toEqual([]);
  expect(page.problems.pageErrors).toEqual([]);
}

describe('newsletter-signup: checks before sending', () => {
  it.each(['nl', 'en'] as const)(
    'shows each validation message in %s, linked to its field, and sends nothing',
    async (lang) => {
      const page = await newPage();
      const requests = await mockCraft(page, {});
      const form = await open(page, lang);
      const texts = TEXTS[lang];
      await expect(form.email.getAttribute('type')).resolves.toBe('email');
      await expect(form.email.getAttribute('required')).resolves.toBe('');
      await expect(page.locator('newsletter-signup form').getAttribute('novalidate')).resolves.toBe('');
      await expect(form.button.textContent()).resolves.toBe(texts.submit);

      await form.button.click();
      await expect(page.getByRole('alert').allTextContents()).resolves.toEqual([
        texts.emailRequired,
        texts.termsRequired,
      ]);
      await expect(form.email.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(form.consent.getAttribute('aria-invalid')).resolves.toBe('true');
      expect(await describedText(page, 'input[type=email]')).toBe(texts.emailRequired);
      expect(await describedText(page, 'input[type=checkbox]')).toBe(texts.termsRequired);
      expect(await focusedId(page)).toBe(await form.email.getAttribute('id'));

      await form.email.fill('anna@example.nl');
      await form.email.press('Enter');
      await expect(page.getByRole('alert').allTextContents()).resolves.toEqual([texts.termsRequired]);
      await expect(form.email.getAttribute('aria-invalid')).resolves.toBeNull();
      expect(await focusedId(page)).toBe(await form.consent.getAttribute('id'));

      await form.email.fill('');
      await form.consent.check();
      await form.button.click();
      await expect(page.getByRole('alert').allTextContents()).resolves.toEqual([texts.emailRequired]);

      expect(requests).toEqual([]);
      expect((await events(page)).map((e) => [e.type, e.detail.kind, e.target])).toEqual([
        ['newsletter-signup:error', 'invalid', 'newsletter-signup'],
        ['newsletter-signup:error', 'invalid', 'newsletter-signup'],
        ['newsletter-signup:error', 'invalid', 'newsletter-signup'],
      ]);
      await expectNoProblems(page);
    },
  );
});

describe('newsletter-signup: requests and replies', () => {
  it('has a honeypot field that no one sees, reaches by Tab or hears, and sends its value', async () => {
    const page = await newPage();
    const requests = await mockCraft(page, {});
    const form = await open(page, 'en');
    const trap = page.locator('newsletter-signup input[name="website"]');
    expect(await trap.evaluate((input) => input.closest('[aria-hidden="true"]') !== null)).toBe(true);
    // Drawn nowhere: its box is clipped to nothing (display: none would tell a bot to skip it).
    const shown = await trap.evaluate((input) => {
      const box = input.parentElement!;
      const { width, height } = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      return { area: width * height <= 1, overflow: style.overflow, clip: style.clipPath };
    });
    expect(shown).toEqual({ area: true, overflow: 'hidden', clip: 'inset(50%)' });
    expect(await page.getByRole('textbox').count()).toBe(1); // the email field only
    // Tab goes from the email field to the checkbox and the button, past the trap.
    await form.email.focus();
    const order = [];
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press('Tab');
      order.push(await page.evaluate(() => (document.activeElement as HTMLInputElement).type));
    }
    expect(order).toEqual(['checkbox', 'submit']);
    // A bot that fills in every field fills in the trap too; the backend hears it.
    await form.email.fill('bot@example.nl');
    await trap.fill('https://spam.example');
    await form.consent.check();
    await form.button.click();
    await expect.poll(() => requests.length).toBe(2);
    expect(requests[1]!.fields).toMatchObject({ website: 'https://spam.example' });
    await expectNoProblems(page);
  });

  it('reads a fresh token, posts multipart email and consent=1 with the CSRF headers, shows the success', async () => {
    const page = await newPage();
    await page.context().addCookies([
      { name: 'XSRF-TOKEN', value: 'xsrf%2Fvalue', url: baseUrl() },
      { name: 'CraftSessionId', value: 'session-abc', url: baseUrl() },
    ]);
    const requests = await mockCraft(page, {
      sessionInfo: [token('token-1'), token('token-2')],
      signup: [success('Bedankt!'), success('Nog eens bedankt!')],
    });
    const form = await open(page, 'en');
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await expect.poll(() => form.status.textContent()).toBe('Bedankt!');

    expect(requests).toHaveLength(2);
    const [get, post] = requests as [Recorded, Recorded];
    expect(get.method).toBe('GET');
    expect(get.url).toBe(`${baseUrl()}/actions/users/session-info`);
    expect(get.headers.accept).toBe('application/json');
    expect(get.headers.cookie).toContain('CraftSessionId=session-abc');
    expect(post.method).toBe('POST');
    expect(post.url).toBe(`${baseUrl()}/api/v1/newsletter/signup`);
    expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Besides the address, what the visitor agreed to and how the form was filled (SignupContext).
    expect(post.fields).toEqual({
      email: 'anna@example.nl',
      consent: '1',
      page: `${baseUrl()}/test/fixture`,
      lang: 'en',
      consent_text: TEXTS.en.consent,
      elapsed: expect.stringMatching(/^\d+$/),
      website: '',
    });
    expect(post.headers['x-csrf-token']).toBe('token-1');
    expect(post.headers['x-xsrf-token']).toBe('xsrf/value');
    expect(post.headers['accept-language']).toBe('en');
    expect(post.headers.cookie).toContain('CraftSessionId=session-abc');

    // The success replaces the form, is announced and takes focus.
    await expect(page.locator('newsletter-signup form').isHidden()).resolves.toBe(true);
    for (const control of [form.email, form.consent, form.button])
      await expect(control.isVisible()).resolves.toBe(false);
    await expect(page.getByText('Once a month: new work').isVisible()).resolves.toBe(true);
    await expect(form.status.isVisible()).resolves.toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
    expect(await events(page)).toEqual([
      { type: 'newsletter-signup:success', detail: { messages: ['Bedankt!'] }, target: 'newsletter-signup' },
    ]);
    await expectNoProblems(page);
  });

  it('sends no X-XSRF-TOKEN header without the cookie, and Dutch as Accept-Language on a Dutch page', async () => {
    const page = await newPage();
    const requests = await mockCraft(page, {});
    const form = await open(page, 'nl');
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await form.status.getByText('Thank you').waitFor();
    expect(requests[1]!.headers).not.toHaveProperty('x-xsrf-token');
    expect(requests[1]!.headers['accept-language']).toBe('nl');
  });

  it('fetches a fresh token for every submission', async () => {
    const page = await newPage();
    const requests = await mockCraft(page, {
      sessionInfo: [token('first'), token('second')],
      signup: [json([{ status: 'error', msg: 'Try another address.' }], 400), success()],
    });
    const form = await open(page);
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await page.getByText('Try another address.').waitFor();
    await form.button.click();
    await form.status.getByText('Thank you').waitFor();
    expect(requests.map((r) => `${r.method} ${r.headers['x-csrf-token'] ?? ''}`)).toEqual([
      'GET ',
      'POST first',
      'GET ',
      'POST second',
    ]);
  });

  it('shows the server’s error messages joined with spaces at the field, keeping the email', async () => {
    const page = await newPage();
    await mockCraft(page, {
      signup: [
        json(
          [
            { status: 'error', msg: 'This address is blocked.' },
            { status: 'error', msg: 'Use another one.' },
          ],
          400,
        ),
      ],
    });
    const form = await open(page);
    await form.email.fill('blocked@example.nl');
    await form.consent.check();
    await form.button.click();
    const error = page.locator('.newsletter-signup__field .newsletter-signup__error');
    await expect(error.textContent()).resolves.toBe('This address is blocked. Use another one.');
    await expect(error.getAttribute('role')).resolves.toBe('alert');
    await expect(form.email.getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await describedText(page, 'input[type=email]')).toBe('This address is blocked. Use another one.');
    await expect(form.email.inputValue()).resolves.toBe('blocked@example.nl');
    await expect(form.button.isVisible()).resolves.toBe(true);
    expect(await events(page)).toEqual([
      {
        type: 'newsletter-signup:error',
        detail: { kind: 'rejected', messages: ['This address is blocked. Use another one.'] },
        target: 'newsletter-signup',
      },
    ]);
    await expectNoProblems(page);
  });

  it('renders an injected <img onerror> in msg as text, in errors and in the success', async () => {
    const attack = '<img src=x onerror="window.__pwned=1">';
    const page = await newPage();
    await mockCraft(page, {
      sessionInfo: [token('t')],
      signup: [json([{ status: 'error', msg: attack }], 400), json([{ status: 'success', msg: attack }])],
    });
    const form = await open(page);
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await expect(page.locator('.newsletter-signup__field .newsletter-signup__error').textContent()).resolves.toBe(
      attack,
    );
    await form.button.click();
    await expect.poll(() => form.status.textContent()).toBe(attack);
    await page.waitForTimeout(200); // time enough for an image error handler to have run
    expect(await page.locator('newsletter-signup img').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoProblems(page);
  });

  it('retries once with a fresh token when the signup rejects the token', async () => {
    const page = await newPage();
    const requests = await mockCraft(page, {
      sessionInfo: [token('stale'), token('fresh')],
      signup: [json({ message: 'Unable to verify your data submission.' }, 400), success()],
    });
    const form = await open(page);
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await form.status.getByText('Thank you').waitFor();
    expect(requests.map((r) => `${r.method} ${r.headers['x-csrf-token'] ?? ''}`)).toEqual([
      'GET ',
      'POST stale',
      'GET ',
      'POST fresh',
    ]);
  });

  it('counts a second token rejection as failed: exactly one retry', async () => {
    const page = await newPage();
    const requests = await mockCraft(page, { signup: [{ status: 403, body: 'Forbidden', contentType: 'text/plain' }] });
    const form = await open(page);
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await expect(form.formError.textContent()).resolves.toBe(TEXTS.en.error);
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET', 'POST']);
  });
});

describe('newsletter-signup: failures', () => {
  const failures: [string, { sessionInfo?: Reply[]; signup?: Reply[] }][] = [
    ['a network failure', { signup: ['abort'] }],
    ['a 500 reply', { signup: [{ status: 500, body: 'Internal server error', contentType: 'text/plain' }] }],
    ['a 503 with a message list', { signup: [json([{ status: 'error', msg: 'Down for maintenance' }], 503)] }],
    [
      'HTML instead of JSON',
      {
        signup: [
          { status: 200, body: '<!doctype html><title>Login</title><p>Please log in', contentType: 'text/html' },
        ],
      },
    ],
    ['a malformed list', { signup: [json([{ status: 'ok', message: 'Thanks' }])] }],
    ['an object instead of a list', { signup: [json({ success: true })] }],
    ['session-info failing', { sessionInfo: [{ status: 500, body: 'oops', contentType: 'text/plain' }] }],
    ['session-info without a token', { sessionInfo: [json({ isGuest: true })] }],
    ['session-info unreachable', { sessionInfo: ['abort'] }],
  ];

  it.each(failures)('shows newsletter.error on %s and keeps the email', async (_name, replies) => {
    const page = await newPage();
    await mockCraft(page, replies);
    const form = await open(page, 'nl');
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await expect(form.formError.textContent()).resolves.toBe(TEXTS.nl.error);
    await expect(form.formError.getAttribute('role')).resolves.toBe('alert');
    await expect(form.email.inputValue()).resolves.toBe('anna@example.nl');
    await expect(form.consent.isChecked()).resolves.toBe(true);
    await expect(form.button.getAttribute('aria-disabled')).resolves.toBeNull();
    await expect.poll(() => form.status.textContent()).toBe('');
    expect(await events(page)).toEqual([
      {
        type: 'newsletter-signup:error',
        detail: { kind: 'failed', messages: [TEXTS.nl.error] },
        target: 'newsletter-signup',
      },
    ]);
    await expectNoProblems(page);
  });

  it('gives up after 20 seconds without a reply, and the form works again', async () => {
    const page = await newPage();
    await page.clock.install();
    const requests = await mockCraft(page, { signup: ['never', success()] });
    const form = await open(page);
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await expect.poll(() => requests.length).toBe(2);
    await page.clock.fastForward(19_000);
    await expect(form.button.getAttribute('aria-disabled')).resolves.toBe('true');
    expect(await form.formError.count()).toBe(0);
    await page.clock.fastForward(1_001);
    await expect(form.formError.textContent()).resolves.toBe(TEXTS.en.error);
    await expect(form.email.inputValue()).resolves.toBe('anna@example.nl');
    await form.button.click();
    await form.status.getByText('Thank you').waitFor();
  });
});

describe('newsletter-signup: one submission at a time', () => {
  it('marks the button busy during a slow reply; double clicks and Enter send exactly one POST', async () => {
    const page = await newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const requests = await mockCraft(page, {
      signup: [
        async (route) => {
          await released;
          await route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify([{ status: 'success', msg: 'Thank you, slowly.' }]),
          });
        },
      ],
    });
    const form = await open(page);
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.dblclick();
    await expect.poll(() => requests.length).toBe(2);
    await expect(form.button.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(form.button.textContent()).resolves.toBe(TEXTS.en.busy);
    await expect(page.locator('newsletter-signup form').getAttribute('aria-busy')).resolves.toBe('true');
    // force: Playwright would otherwise wait for aria-disabled to go; a visitor's click does not.
    await form.button.click({ force: true });
    await form.button.click({ force: true });
    await form.button.focus();
    expect(await page.evaluate(() => document.activeElement?.localName)).toBe('button'); // still focusable
    await page.keyboard.press('Enter');
    await form.email.press('Enter');
    await page.waitForTimeout(300);
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    release();
    await expect.poll(() => form.status.textContent()).toBe('Thank you, slowly.');
    expect(requests.map((r) => r.method)).toEqual(['GET', 'POST']);
    expect((await events(page)).map((e) => e.type)).toEqual(['newsletter-signup:success']);
  });
});

describe('newsletter-signup: accessibility and layout', () => {
  it('has no axe violations with errors shown, and after success', async () => {
    const page = await newPage();
    await mockCraft(page, {
      signup: [
        json([{ status: 'error', msg: 'This address is blocked.' }], 400),
        { status: 500, body: 'x', contentType: 'text/plain' },
        success(),
      ],
    });
    const form = await open(page);
    expect(describeViolations(await axeViolations(page))).toBe('');
    await form.button.click();
    expect(describeViolations(await axeViolations(page))).toBe('');
    await form.email.fill('anna@example.nl');
    await form.consent.check();
    await form.button.click();
    await page.getByText('This address is blocked.').waitFor();
    expect(describeViolations(await axeViolations(page))).toBe('');
    await form.button.click();
    await form.formError.waitFor();
    expect(describeViolations(await axeViolations(page))).toBe('');
    await form.button.click();
    await form.status.getByText('Thank you').waitFor();
    expect(describeViolations(await axeViolations(page))).toBe('');
    await expectNoProblems(page);
  });

  it('shows the intro before the upgrade and reserves the form’s height, so nothing below moves', async () => {
    const page = await newPage();
    // The page first without the bundle (the moment before the upgrade), then the bundle added.
    await openFixture(page, MARKUP, { lang: 'en', scriptPosition: 'none' });
    await expect(page.getByText('Once a month: new work').isVisible()).resolves.toBe(true);
    const before = await page.evaluate(() => ({
      intro: document.querySelector('newsletter-signup h2')!.getBoundingClientRect().top,
      after: document.getElementById('after')!.getBoundingClientRect().top,
    }));
    await page.addScriptTag({ url: '/dist/site-widgets.js', type: 'module' });
    await waitForUpgrade(page, 'newsletter-signup');
    const after = await page.evaluate(() => ({
      intro: document.querySelector('newsletter-signup h2')!.getBoundingClientRect().top,
      after: document.getElementById('after')!.getBoundingClientRect().top,
    }));
    expect(after.intro).toBe(before.intro);
    expect(Math.abs(after.after - before.after)).toBeLessThanOrEqual(2);
    await expectNoProblems(page);
  });
});

describe('newsletter-signup on the demo page, against the demo backend', () => {
  it('signs up for real and the demo server stores the address', async () => {
    const page = await newPage();
    await openDemoPage(page, '/');
    await scrollToUpgrade(page, 'newsletter-signup');
    const email = `demo-${Date.now()}@example.nl`;
    await page.getByLabel(TEXTS.nl.email).fill(email);
    await page.getByLabel(TEXTS.nl.consent).check();
    await page.getByRole('button', { name: TEXTS.nl.submit }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('Bedankt! Je bent aangemeld voor onze nieuwsbrief.');
    const stored = await readFile(join(inject('dataDir'), 'newsletter-signups.jsonl'), 'utf8');
    expect(stored).toContain(`"email":"${email}"`);
    await expectNoProblems(page);
  });
});
