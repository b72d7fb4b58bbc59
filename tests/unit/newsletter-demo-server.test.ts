// @vitest-environment node
// The demo's Craft stand-in, over real HTTP: CSRF, storage, duplicates, bad bodies, concurrency. Its bot
// guard is off here, as these posts come from one address faster than a person (signup-guard.test.ts).
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
// @ts-expect-error plain ESM module without type declarations
import { createPageTokens } from '../../demo/server/craft-session.mjs';
// @ts-expect-error plain ESM module without type declarations
import { languageOf } from '../../demo/server/craft.mjs';
// @ts-expect-error plain ESM module without type declarations
import { parseMultipart } from '../../demo/server/multipart.mjs';

let server: Server;
let base: string;
let dataDir: string;
/** What afterEach removes: dataDir, or the folder a test made dataDir a sub-folder of. */
let tempRoot: string;

beforeEach(async () => {
  tempRoot = dataDir = await mkdtemp(join(tmpdir(), 'newsletter-server-'));
  server = createDemoServer({ dataDir, signupGuard: null });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(tempRoot, { recursive: true, force: true });
});

/** A session cookie and its CSRF token, as the widget gets them. */
async function session(): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json' } });
  expect(response.status).toBe(200);
  const data = (await response.json()) as Record<string, unknown>;
  const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, token: data.csrfTokenValue as string };
}

function signupForm(email: string, consent = true) {
  const form = new FormData();
  form.append('email', email);
  if (consent) form.append('consent', '1');
  return form;
}

function post(body: BodyInit, headers: Record<string, string>) {
  return fetch(`${base}/api/v1/newsletter/signup`, {
    method: 'POST',
    body,
    headers: { Accept: 'application/json', ...headers },
  });
}

async function storedLines(): Promise<{ email: string; consent: boolean; time: string }[]> {
  const text = await readFile(join(dataDir, 'newsletter-signups.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('GET /actions/users/session-info', () => {
  it('answers JSON with a token and sets an HttpOnly session cookie', async () => {
    const response = await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('set-cookie')).toMatch(/^CraftSessionId=[\w-]+; Path=\/; HttpOnly; SameSite=Lax/);
    const data = (await response.json()) as Record<string, unknown>;
    expect(data).toMatchObject({ isGuest: true, timeout: 3600, csrfTokenName: 'CRAFT_CSRF_TOKEN' });
    expect(data.csrfTokenValue).toMatch(/^[\w-]{40,}$/);
  });

  it('keeps the token of an existing session', async () => {
    const { cookie, token } = await session();
    const again = await fetch(`${base}/actions/users/session-info`, {
      headers: { Accept: 'application/json', Cookie: cookie },
    });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(((await again.json()) as Record<string, unknown>).csrfTokenValue).toBe(token);
  });

  it('refuses a request that does not accept JSON, as Craft does', async () => {
    const response = await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'text/html' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('POST /api/v1/newsletter/signup', () => {
  it('stores an accepted signup as one flushed JSON line and answers success in the asked language', async () => {
    const { cookie, token } = await session();
    const before = Date.now();
    const response = await post(signupForm(' Anna@Example.nl '), {
      Cookie: cookie,
      'X-CSRF-Token': token,
      'Accept-Language': 'en-GB,en;q=0.9',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([
      { status: 'success', msg: 'Thank you! You are signed up for our newsletter.' },
    ]);
    const lines = await storedLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ email: 'Anna@Example.nl', consent: true });
    // The time it arrived: between the request and the read, on the same clock as the server's.
    expect(Date.parse(lines[0]!.time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(lines[0]!.time)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a missing token, a wrong one and a token from another session with 400 and stores nothing', async () => {
    const { cookie, token } = await session();
    const other = await session();
    const attempts: Record<string, string>[] = [
      { Cookie: cookie },
      { Cookie: cookie, 'X-CSRF-Token': `${token}x` },
      { Cookie: cookie, 'X-CSRF-Token': other.token },
      { 'X-CSRF-Token': token },
    ];
    for (const headers of attempts) {
      const response = await post(signupForm('anna@example.nl'), headers);
      expect(response.status).toBe(400);
      const data = await response.json();
      expect(Array.isArray(data)).toBe(false); // no message list: the widget retries once with a fresh token
      expect(data).toEqual({ message: 'Unable to verify your data submission.' });
    }
    expect(await storedLines()).toEqual([]);
  });

  it('accepts the token as the CRAFT_CSRF_TOKEN form field too', async () => {
    const { cookie, token } = await session();
    const form = signupForm('field@example.nl');
    form.append('CRAFT_CSRF_TOKEN', token);
    expect((await post(form, { Cookie: cookie })).status).toBe(200);
  });

  it('validates the email and consent, in Dutch by default and in English when asked', async () => {
    const { cookie, token } = await session();
    const headers = { Cookie: cookie, 'X-CSRF-Token': token };
    const cases: [FormData, Record<string, string>, string][] = [
      [signupForm(''), {}, 'Vul je e-mailadres in.'],
      [signupForm('geen-adres'), { 'Accept-Language': 'nl-NL,nl;q=0.9,en;q=0.8' }, 'Dit lijkt geen e-mailadres.'],
      [signupForm('no-address'), { 'Accept-Language': 'en' }, 'This does not look like an email address.'],
      [signupForm('anna@example.nl', false), { 'Accept-Language': 'fr, en;q=0.5' }, 'You must agree to be contacted'],
    ];
    for (const [form, extra, msg] of cases) {
      const response = await post(form, { ...headers, ...extra });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual([{ status: 'error', msg }]);
    }
    expect(await storedLines()).toEqual([]);
  });

  it('answers a repeated address with success and stores it once (whatever its case)', async () => {
    const { cookie, token } = await session();
    for (const email of ['piet@example.nl', 'PIET@example.nl', 'piet@example.nl']) {
      const response = await post(signupForm(email), { Cookie: cookie, 'X-CSRF-Token': token });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { status: string }[])[0]!.status).toBe('success');
    }
    expect((await storedLines()).map((line) => line.email)).toEqual(['piet@example.nl']);
  });

  it('stores an address once whether it arrives composed (NFC) or decomposed (NFD), in any case', async () => {
    const { cookie, token } = await session();
    const composed = 'jos\u00e9@example.nl';
    const decomposed = 'jose\u0301@example.nl';
    expect(composed).not.toBe(decomposed);
    for (const email of [composed, decomposed, decomposed.toUpperCase()]) {
      const response = await post(signupForm(email), { Cookie: cookie, 'X-CSRF-Token': token });
      expect(response.status).toBe(200);
    }
    expect((await storedLines()).map((line) => line.email)).toEqual([composed]);
  });

  it('repairs a torn last line on start: cut back to the last newline, torn bytes kept in a side file', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    // A folder of its own: the store of the server closed above may still be reading dataDir.
    dataDir = join(dataDir, 'torn');
    await mkdir(dataDir);
    const whole = `${JSON.stringify({ email: 'whole@example.nl', consent: true, time: '2024-01-01T00:00:00.000Z' })}\n`;
    await writeFile(join(dataDir, 'newsletter-signups.jsonl'), `${whole}{"email":"torn@exa`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      server = createDemoServer({ dataDir, signupGuard: null });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { cookie, token } = await session();
      for (const email of ['next@example.nl', 'whole@example.nl'])
        expect((await post(signupForm(email), { Cookie: cookie, 'X-CSRF-Token': token })).status).toBe(200);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/torn line/);
    } finally {
      warn.mockRestore();
    }
    expect((await storedLines()).map((line) => line.email)).toEqual(['whole@example.nl', 'next@example.nl']);
    const side = (await readdir(dataDir)).filter((name) => /^newsletter-signups\.jsonl\.torn-/.test(name));
    expect(side).toHaveLength(1);
    expect(await readFile(join(dataDir, side[0]!), 'utf8')).toBe('{"email":"torn@exa');
  });

  it('remembers stored addresses across a restart (read back from the file)', async () => {
    const first = await session();
    await post(signupForm('kees@example.nl'), { Cookie: first.cookie, 'X-CSRF-Token': first.token });
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    server = createDemoServer({ dataDir, signupGuard: null });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const second = await session();
    expect(
      (await post(signupForm('kees@example.nl'), { Cookie: second.cookie, 'X-CSRF-Token': second.token })).status,
    ).toBe(200);
    expect(await storedLines()).toHaveLength(1);
  });

  it('refuses an oversized body with 413 and a clear JSON error, and keeps serving', async () => {
    const { cookie, token } = await session();
    const response = await post(signupForm(`${'a'.repeat(70 * 1024)}@example.nl`), {
      Cookie: cookie,
      'X-CSRF-Token': token,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large (at most 65536 bytes).' });
    expect(await storedLines()).toEqual([]);
    expect(
      (await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json' } })).status,
    ).toBe(200);
  });

  it('refuses malformed multipart bodies and other content types with a clear error, never a crash', async () => {
    const { cookie, token } = await session();
    const headers = { Cookie: cookie, 'X-CSRF-Token': token };
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=XYZ', 'no boundary here at all'],
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nanna@example.nl',
      ],
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="email"anna@example.nl\r\n--XYZ--',
      ],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nX-Nonsense\r\n\r\nanna@example.nl\r\n--XYZ--'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Type: text/plain\r\n\r\nanna@example.nl\r\n--XYZ--'],
      ['multipart/form-data', '--XYZ\r\n'],
    ];
    for (const [type, body] of bodies) {
      const response = await post(body, { ...headers, 'Content-Type': type });
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^The request body could not be read: /);
    }
    const json = await post(JSON.stringify({ email: 'anna@example.nl' }), {
      ...headers,
      'Content-Type': 'application/json',
    });
    expect(json.status).toBe(415);
    expect(await storedLines()).toEqual([]);
  });

  it('stores 100 concurrent signups, each once, with 100 concurrent repeats', async () => {
    const { cookie, token } = await session();
    const emails = Array.from({ length: 100 }, (_, i) => `person${i}@example.nl`);
    const responses = await Promise.all(
      [...emails, ...emails].map((email) => post(signupForm(email), { Cookie: cookie, 'X-CSRF-Token': token })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
    const stored = (await storedLines()).map((line) => line.email).sort();
    expect(stored).toEqual([...emails].sort());
    // 200 requests over real HTTP, each appending to the store: seconds on a busy machine.
  }, 30_000);
});

describe('the form post without JavaScript', () => {
  const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

  /** A demo page as a browser gets it: its cookies, and the token of the CSRF field it prints. */
  async function demoPage(path: '/' | '/en/') {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const token = /<input type="hidden" name="CRAFT_CSRF_TOKEN" value="([^"]+)">/.exec(html)?.[1];
    return { cookie: response.headers.get('set-cookie'), token: token!, html };
  }

  /** Posts the form as a browser without JavaScript does: urlencoded, asking for HTML, with a Referer. */
  function formPost(fields: Record<string, string>, { referer = `${base}/en/`, query = '' } = {}) {
    return fetch(`${base}/api/v1/newsletter/signup${query}`, {
      method: 'POST',
      body: new URLSearchParams(fields),
      headers: { Accept: BROWSER_ACCEPT, 'Accept-Language': 'nl', ...(referer ? { Referer: referer } : {}) },
      redirect: 'manual',
    });
  }

  it('prints a CSRF field on demo pages (the Twig call stays in the markup to copy) and sets no cookie', async () => {
    const { cookie, token, html } = await demoPage('/');
    expect(cookie).toBeNull();
    expect(token).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    expect(html).toContain('{{ csrfInput() }}');
    expect((await demoPage('/')).token).not.toBe('');
  });

  it('stores the signup and answers with a page in the language of the page it came from', async () => {
    const { token } = await demoPage('/en/');
    const response = await formPost({ CRAFT_CSRF_TOKEN: token, email: 'form@example.nl', consent: '1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(
      '<p class="newsletter-signup__success" role="status">Thank you! You are signed up for our newsletter.</p>',
    );
    expect(html).toContain('<a href="/en/#block-newsletter">Back to the page</a>');
    expect(await storedLines()).toMatchObject([{ email: 'form@example.nl', consent: true }]);
  });

  it('says which field is wrong, at that field, with what was typed (as text) and a fresh token', async () => {
    const { token } = await demoPage('/');
    const typed = '"><script>alert(1)</script>';
    const response = await formPost({ CRAFT_CSRF_TOKEN: token, email: typed, consent: '1' }, { referer: `${base}/` });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<title>Fout: E-mailadres: Dit lijkt geen e-mailadres. (Nieuwsbrief)</title>');
    expect(html).toContain('aria-invalid="true" aria-describedby="newsletter-email-error" autofocus');
    expect(html).toContain(
      '<p class="newsletter-signup__error" id="newsletter-email-error">Dit lijkt geen e-mailadres.</p>',
    );
    expect(html).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
    expect(html).not.toContain('<script>');
    // The answer's own form names the page, so its answer is in that language too.
    expect(html).toContain('action="/api/v1/newsletter/signup?page=%2F"');
    const fresh = /name="CRAFT_CSRF_TOKEN" value="([^"]+)"/.exec(html)![1]!;
    const consentMissing = await formPost(
      { CRAFT_CSRF_TOKEN: fresh, email: 'form@example.nl' },
      { referer: `${base}/api/v1/newsletter/signup?page=%2F`, query: '?page=%2F' },
    );
    expect(consentMissing.status).toBe(400);
    const second = await consentMissing.text();
    expect(second).toContain(
      '<title>Fout: Ik ga ermee akkoord dat Studio Noord mij per e-mail benadert: ' +
        'Je moet akkoord gaan om benaderd te worden (Nieuwsbrief)</title>',
    );
    expect(second).toContain('value="form@example.nl"');
    expect(await storedLines()).toEqual([]);
  });

  it('refuses a missing, altered or foreign token with the form again, and stores nothing', async () => {
    const { token } = await demoPage('/en/');
    const foreign = createPageTokens().issue();
    for (const bad of [undefined, `${token}x`, token.replace(/^[0-9a-z]+/, '1'), foreign]) {
      const response = await formPost({
        ...(bad === undefined ? {} : { CRAFT_CSRF_TOKEN: bad }),
        email: 'form@example.nl',
        consent: '1',
      });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(
        '<p class="newsletter-signup__error" role="alert">The form had expired. Please send it again.</p>',
      );
      expect(html).toContain('value="form@example.nl"');
    }
    expect(await storedLines()).toEqual([]);
  });

  it('answers in the Accept-Language language, leading to that page, when the post names no demo page', async () => {
    const { token } = await demoPage('/');
    const response = await formPost(
      { CRAFT_CSRF_TOKEN: token, email: 'nameless@example.nl', consent: '1' },
      { referer: '' },
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain('<a href="/#block-newsletter">Terug naar de pagina</a>');
  });

  it('keeps answering the widget with JSON when it sends the form’s field', async () => {
    const { token } = await demoPage('/');
    const form = signupForm('widget@example.nl');
    form.append('CRAFT_CSRF_TOKEN', token);
    const response = await post(form, { 'Accept-Language': 'en' });
    expect(await response.json()).toEqual([
      { status: 'success', msg: 'Thank you! You are signed up for our newsletter.' },
    ]);
  });
});

describe('page tokens', () => {
  it('are valid for as long as a session lasts, and only as issued', () => {
    let now = Date.parse('2026-11-24T12:00:00Z');
    const tokens = createPageTokens({ now: () => now });
    const token = tokens.issue();
    expect(tokens.verify(token)).toBe(true);
    now += 3600_000;
    expect(tokens.verify(token)).toBe(true);
    now += 1;
    expect(tokens.verify(token)).toBe(false);
    for (const bad of [undefined, '', '.', token.split('.')[0], `${token}.x`, `-1.${token.split('.')[1]}`])
      expect(tokens.verify(bad)).toBe(false);
  });
});

describe('helpers', () => {
  it('picks nl or en from Accept-Language by preference, Dutch by default', () => {
    expect(languageOf(undefined)).toBe('nl');
    expect(languageOf('de-DE,de;q=0.9')).toBe('nl');
    expect(languageOf('en-US,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(languageOf('nl;q=0.4, en;q=0.6')).toBe('en');
    expect(languageOf('fr, nl-BE;q=0.7')).toBe('nl');
  });

  it('parses multipart text fields as UTF-8, first of a repeated name', () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nzoë@example.nl\r\n' +
        '--b\r\ncontent-disposition: form-data; name=email\r\n\r\nsecond\r\n' +
        '--b\r\nContent-Disposition: form-data; name="consent"\r\n\r\n1\r\n--b--\r\n',
    );
    const fields = parseMultipart(body, 'b') as Map<string, string>;
    expect(Object.fromEntries(fields)).toEqual({ email: 'zoë@example.nl', consent: '1' });
  });
});
