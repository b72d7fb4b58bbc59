import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseMessageList } from './reply';
import { initialSignupState, settled, submitted, visibleErrors } from './signup-state';
import { submitSignup, type SubmitSignupOptions } from './submit-signup';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  form: Record<string, string> | null;
}

type Answer = { status: number; body: string } | 'network-error' | 'never';

/** A fetch that records each call and answers from the list, in order. */
function fakeFetch(answers: Answer[]) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const form =
      init.body instanceof FormData
        ? Object.fromEntries(Array.from(init.body.entries(), ([k, v]) => [k, String(v)]))
        : null;
    calls.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      credentials: init.credentials,
      form,
    });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'never')
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    return new Response(answer.body, { status: answer.status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const token = (value: string): Answer => ({
  status: 200,
  body: JSON.stringify({ isGuest: true, csrfTokenValue: value }),
});
const json = (status: number, data: unknown): Answer => ({ status, body: JSON.stringify(data) });

function options(fetch: typeof globalThis.fetch, extra: Partial<SubmitSignupOptions> = {}): SubmitSignupOptions {
  return {
    email: 'anna@example.nl',
    action: '/api/v1/newsletter/signup',
    sessionInfo: '/actions/users/session-info',
    language: 'en',
    fetch,
    ...extra,
  };
}

afterEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  vi.useRealTimers();
});

describe('submitSignup', () => {
  it('reads a token, then posts email and consent=1 with the CSRF headers', async () => {
    document.cookie = 'XSRF-TOKEN=x%2Fy; path=/';
    const { fetch, calls } = fakeFetch([token('t1'), json(200, [{ status: 'success', msg: 'Thanks' }])]);
    await expect(submitSignup(options(fetch))).resolves.toEqual({ kind: 'success', messages: ['Thanks'] });
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      url: new URL('/actions/users/session-info', document.baseURI).href,
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    expect(calls[1]).toMatchObject({
      url: new URL('/api/v1/newsletter/signup', document.baseURI).href,
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'X-CSRF-Token': 't1', 'X-XSRF-TOKEN': 'x/y', 'Accept-Language': 'en', Accept: 'application/json' },
      form: { email: 'anna@example.nl', consent: '1' },
    });
  });

  it('sends the signup’s context besides the address: page, language, consent text, fill time, honeypot', async () => {
    const { fetch, calls } = fakeFetch([token('t'), json(200, [{ status: 'success', msg: 'ok' }])]);
    const context = {
      page: 'https://site.example/en/',
      lang: 'en',
      consent_text: 'I agree that Studio Noord may contact me by email',
      elapsed: '4200',
      website: '',
    };
    await submitSignup(options(fetch, { context }));
    expect(calls[1]!.form).toEqual({ email: 'anna@example.nl', consent: '1', ...context });
  });

  it('answers a 429 (too many signups from this connection) with the generic failure, quietly', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch, calls } = fakeFetch([token('t'), { status: 429, body: '{"message":"Too many signups"}' }]);
    await expect(submitSignup(options(fetch))).resolves.toEqual({ kind: 'failed', reason: 'rate-limited' });
    expect(calls).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('sends no X-XSRF-TOKEN without the cookie', async () => {
    const first = fakeFetch([token('t'), json(200, [{ status: 'success', msg: 'ok' }])]);
    await submitSignup(options(first.fetch));
    expect(first.calls[1]!.headers).not.toHaveProperty('X-XSRF-TOKEN');
  });

  it('sends nothing if session-info or action is on another origin (the CSRF token stays on this origin)', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    const elsewhere: Partial<SubmitSignupOptions>[] = [
      { action: 'https://api.elsewhere.example/signup' },
      { sessionInfo: '//evil.example' },
      { sessionInfo: '//evil.example/actions/users/session-info' },
      { action: 'https://evil.example/x', sessionInfo: 'https://evil.example/session' },
      // Same host, other scheme or port: another origin too.
      { action: new URL('/api/v1/newsletter/signup', document.baseURI).href.replace(/^http:/, 'https:') },
      { sessionInfo: `${new URL(document.baseURI).protocol}//${new URL(document.baseURI).hostname}:1/session` },
    ];
    for (const extra of elsewhere) {
      const { fetch, calls } = fakeFetch([token('t'), json(200, [{ status: 'success', msg: 'ok' }])]);
      await expect(submitSignup(options(fetch, extra)), JSON.stringify(extra)).resolves.toEqual({
        kind: 'failed',
        reason: 'cross-origin',
      });
      expect(calls, JSON.stringify(extra)).toEqual([]);
    }
    // A <base> on another origin does not make a relative endpoint another origin's business.
    const base = document.createElement('base');
    base.href = 'https://evil.example/';
    document.head.append(base);
    try {
      const { fetch, calls } = fakeFetch([]);
      await expect(submitSignup(options(fetch))).resolves.toEqual({ kind: 'failed', reason: 'cross-origin' });
      expect(calls).toEqual([]);
    } finally {
      base.remove();
    }
  });

  it('accepts absolute URLs on the page’s own origin', async () => {
    const origin = new URL(document.URL).origin;
    const { fetch, calls } = fakeFetch([token('t'), json(200, [{ status: 'success', msg: 'ok' }])]);
    await expect(
      submitSignup(options(fetch, { action: `${origin}/signup`, sessionInfo: `${origin}/session` })),
    ).resolves.toEqual({ kind: 'success', messages: ['ok'] });
    expect(calls.map((call) => call.url)).toEqual([`${origin}/session`, `${origin}/signup`]);
  });

  it('gives the server’s error messages, from a 2xx or a 4xx reply', async () => {
    const list = [
      { status: 'error', msg: 'One.' },
      { status: 'success', msg: 'ignored' },
      { status: 'error', msg: 'Two.' },
    ];
    for (const status of [200, 400, 422]) {
      const { fetch, calls } = fakeFetch([token('t'), json(status, list)]);
      await expect(submitSignup(options(fetch))).resolves.toEqual({ kind: 'rejected', messages: ['One.', 'Two.'] });
      expect(calls).toHaveLength(2); // a 400 with messages is an answer, not a token problem
    }
  });

  it('retries once with a fresh token when a 400 or 403 rejects the token', async () => {
    for (const status of [400, 403]) {
      const { fetch, calls } = fakeFetch([
        token('old'),
        json(status, { message: 'Unable to verify your data submission.' }),
        token('new'),
        json(200, [{ status: 'success', msg: 'ok' }]),
      ]);
      await expect(submitSignup(options(fetch))).resolves.toEqual({ kind: 'success', messages: ['ok'] });
      expect(calls.map((c) => `${c.method} ${c.headers['X-CSRF-Token'] ?? ''}`)).toEqual([
        'GET ',
        'POST old',
        'GET ',
        'POST new',
      ]);
    }
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const twice = fakeFetch([
      token('a'),
      { status: 403, body: 'Forbidden' },
      token('b'),
      { status: 403, body: 'Forbidden' },
    ]);
    await expect(submitSignup(options(twice.fetch))).resolves.toEqual({ kind: 'failed', reason: 'csrf' });
    expect(twice.calls).toHaveLength(4);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it.each([
    ['a network error', [token('t'), 'network-error'], 'network'],
    ['a 5xx, even with a message list', [token('t'), json(500, [{ status: 'error', msg: 'x' }])], 'status'],
    ['a 502 page', [token('t'), { status: 502, body: '<h1>Bad gateway</h1>' }], 'status'],
    ['HTML instead of JSON', [token('t'), { status: 200, body: '<!doctype html><p>hi' }], 'malformed'],
    ['an object instead of a list', [token('t'), json(200, { status: 'success', msg: 'x' })], 'malformed'],
    ['an empty list', [token('t'), json(200, [])], 'malformed'],
    ['an item without msg', [token('t'), json(200, [{ status: 'success' }])], 'malformed'],
    ['an unknown status', [token('t'), json(200, [{ status: 'ok', msg: 'x' }])], 'malformed'],
    ['a non-string msg', [token('t'), json(200, [{ status: 'error', msg: { html: '<b>' } }])], 'malformed'],
    ['session-info failing', [{ status: 500, body: 'oops' }], 'session-info'],
    ['session-info without a token', [json(200, { isGuest: true })], 'session-info'],
    ['session-info with HTML', [{ status: 200, body: '<html>' }], 'session-info'],
    ['session-info unreachable', ['network-error'], 'network'],
  ] as [string, Answer[], string][])('fails cleanly on %s', async (_name, answers, expected) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = fakeFetch(answers);
    await expect(submitSignup(options(fetch))).resolves.toEqual({ kind: 'failed', reason: expected });
    // A reply it cannot use is reported once; a network failure is the visitor's, not the site's.
    expect(warn).toHaveBeenCalledTimes(expected === 'network' ? 0 : 1);
    warn.mockRestore();
  });

  it('says in the console which URL answered what, and what to do, when a CMS lacks the endpoints', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    // WordPress without the plugin: its 404 page for Craft's session-info action.
    const page = { status: 404, body: '<!doctype html><title>Page not found</title>' };
    const { fetch, calls } = fakeFetch([page]);
    await expect(submitSignup(options(fetch))).resolves.toEqual({ kind: 'failed', reason: 'session-info' });
    expect(calls).toHaveLength(1);
    expect(warn.mock.calls).toEqual([
      [
        '[site-widgets] <newsletter-signup> session-info: ' +
          `${new URL('/actions/users/session-info', document.baseURI).href} answered 404, ` +
          'not JSON with a csrfTokenValue; the visitor sees the generic error. ' +
          'On WordPress, activate the site-widgets plugin; ' +
          'elsewhere, set the session-info and action attributes to your endpoints.',
      ],
    ]);

    warn.mockClear();
    const signup = fakeFetch([token('t'), page]);
    await expect(submitSignup(options(signup.fetch))).resolves.toEqual({ kind: 'failed', reason: 'status' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(
      `action: ${new URL('/api/v1/newsletter/signup', document.baseURI).href} answered 404`,
    );
    warn.mockRestore();
  });

  it('gives up on a request after 20 seconds', async () => {
    vi.useFakeTimers();
    const { fetch } = fakeFetch([token('t'), 'never']);
    const result = submitSignup(options(fetch));
    let outcome: unknown = null;
    void result.then((value) => (outcome = value));
    await vi.advanceTimersByTimeAsync(19_999);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'failed', reason: 'timeout' });
  });

  it('stops when its signal aborts (the element left the page)', async () => {
    const controller = new AbortController();
    const { fetch } = fakeFetch(['never']);
    const result = submitSignup(options(fetch, { signal: controller.signal }));
    controller.abort();
    await expect(result).resolves.toEqual({ kind: 'failed', reason: 'aborted' });
  });
});

describe('parseMessageList', () => {
  it('accepts only a non-empty list of {status, msg}', () => {
    expect(parseMessageList('[{"status":"success","msg":"<img src=x onerror=alert(1)>"}]')).toEqual([
      { status: 'success', msg: '<img src=x onerror=alert(1)>' },
    ]);
    for (const body of [
      '',
      'null',
      '{}',
      '[]',
      '[null]',
      '["x"]',
      '[{"status":"error"}]',
      '[{"status":"warn","msg":"x"}]',
      '[{"status":"error","msg":1}]',
    ])
      expect(parseMessageList(body), body).toBeNull();
  });
});

describe('the signup state', () => {
  it('checks email first, then consent, and sends only when both pass', () => {
    expect(submitted(initialSignupState, { email: '  ', consent: false })).toMatchObject({
      phase: 'editing',
      emailError: { key: 'newsletter.email_required' },
      consentError: { key: 'newsletter.terms_required' },
    });
    expect(submitted(initialSignupState, { email: 'a@b.nl', consent: false })).toMatchObject({
      phase: 'editing',
      emailError: null,
      consentError: { key: 'newsletter.terms_required' },
    });
    expect(submitted(initialSignupState, { email: '', consent: true })).toMatchObject({
      phase: 'editing',
      emailError: { key: 'newsletter.email_required' },
      consentError: null,
    });
    expect(submitted(initialSignupState, { email: 'not-an-email', consent: true })).toMatchObject({
      phase: 'sending',
      emailError: null,
      consentError: null,
    }); // no format rule
  });

  it('clears earlier messages on a new submit', () => {
    const failed = settled(submitted(initialSignupState, { email: 'a@b.nl', consent: true }), {
      kind: 'failed',
      reason: 'network',
    });
    expect(failed.formError).toEqual({ key: 'newsletter.error' });
    expect(submitted(failed, { email: 'a@b.nl', consent: true })).toMatchObject({
      phase: 'sending',
      formError: null,
      emailError: null,
    });
  });

  it('ignores a submit while sending and after success', () => {
    const sending = submitted(initialSignupState, { email: 'a@b.nl', consent: true });
    expect(submitted(sending, { email: 'a@b.nl', consent: true })).toBe(sending);
    const done = settled(sending, { kind: 'success', messages: ['Thanks'] });
    expect(done).toMatchObject({ phase: 'done', success: ['Thanks'] });
    expect(submitted(done, { email: '', consent: false })).toBe(done);
  });

  it('shows server errors joined with spaces at the email field, and any failure as newsletter.error', () => {
    const sending = submitted(initialSignupState, { email: 'a@b.nl', consent: true });
    expect(settled(sending, { kind: 'rejected', messages: ['Bad.', 'Very bad.'] })).toMatchObject({
      phase: 'editing',
      emailError: { text: 'Bad. Very bad.' },
    });
    for (const reason of ['network', 'timeout', 'status', 'malformed', 'csrf', 'session-info', 'cross-origin'] as const)
      expect(settled(sending, { kind: 'failed', reason })).toMatchObject({
        phase: 'editing',
        formError: { key: 'newsletter.error' },
      });
    expect(settled(sending, { kind: 'failed', reason: 'aborted' })).toEqual(initialSignupState);
  });

  it('lists the visible errors as text', () => {
    document.documentElement.lang = 'en';
    const state = submitted(initialSignupState, { email: '', consent: false });
    expect(visibleErrors(state, (key) => `[${key}]`)).toEqual([
      '[newsletter.email_required]',
      '[newsletter.terms_required]',
    ]);
  });
});
