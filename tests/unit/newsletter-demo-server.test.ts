// @vitest-environment node
// The demo's Craft stand-in, over real HTTP: CSRF, storage, duplicates, bad bodies, concurrency.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
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
  server = createDemoServer({ dataDir });
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
  return fetch(`${base}/api/v1/newsletter/signup`, { method: 'POST', body, headers: { Accept: 'application/json', ...headers } });
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
    const again = await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json', Cookie: cookie } });
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
    const response = await post(signupForm(' Anna@Example.nl '), { Cookie: cookie, 'X-CSRF-Token': token, 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([{ status: 'success', msg: 'Thank you! You are signed up for our newsletter.' }]);
    const lines = await storedLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ email: 'Anna@Example.nl', consent: true });
    expect(Date.now() - Date.parse(lines[0]!.time)).toBeLessThan(60_000);
  });

  it('refuses a missing token, a wrong token and a token from another session with 400 and stores nothing', async () => {
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
      [signupForm('anna@example.nl', false), { 'Accept-Language': 'fr, en;q=0.5' }, 'Please agree to be contacted by email.'],
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

  it('repairs a torn last line on start: cut back to the last newline, the torn bytes kept in a side file', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    // A folder of its own: the store of the server closed above may still be reading dataDir.
    dataDir = join(dataDir, 'torn');
    await mkdir(dataDir);
    const whole = `${JSON.stringify({ email: 'whole@example.nl', consent: true, time: '2024-01-01T00:00:00.000Z' })}\n`;
    await writeFile(join(dataDir, 'newsletter-signups.jsonl'), `${whole}{"email":"torn@exa`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      server = createDemoServer({ dataDir });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const { cookie, token } = await session();
      for (const email of ['next@example.nl', 'whole@example.nl']) expect((await post(signupForm(email), { Cookie: cookie, 'X-CSRF-Token': token })).status).toBe(200);
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
    server = createDemoServer({ dataDir });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const second = await session();
    expect((await post(signupForm('kees@example.nl'), { Cookie: second.cookie, 'X-CSRF-Token': second.token })).status).toBe(200);
    expect(await storedLines()).toHaveLength(1);
  });

  it('refuses an oversized body with 413 and a clear JSON error, and keeps serving', async () => {
    const { cookie, token } = await session();
    const response = await post(signupForm(`${'a'.repeat(70 * 1024)}@example.nl`), { Cookie: cookie, 'X-CSRF-Token': token });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'The request body is too large (at most 65536 bytes).' });
    expect(await storedLines()).toEqual([]);
    expect((await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json' } })).status).toBe(200);
  });

  it('refuses malformed multipart bodies and other content types with a clear error, never a crash', async () => {
    const { cookie, token } = await session();
    const headers = { Cookie: cookie, 'X-CSRF-Token': token };
    const bodies: [string, string][] = [
      ['multipart/form-data; boundary=XYZ', 'no boundary here at all'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="email"\r\n\r\nanna@example.nl'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="email"anna@example.nl\r\n--XYZ--'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nX-Nonsense\r\n\r\nanna@example.nl\r\n--XYZ--'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Type: text/plain\r\n\r\nanna@example.nl\r\n--XYZ--'],
      ['multipart/form-data', '--XYZ\r\n'],
    ];
    for (const [type, body] of bodies) {
      const response = await post(body, { ...headers, 'Content-Type': type });
      expect(response.status, body).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/^The request body could not be read: /);
    }
    const json = await post(JSON.stringify({ email: 'anna@example.nl' }), { ...headers, 'Content-Type': 'application/json' });
    expect(json.status).toBe(415);
    expect(await storedLines()).toEqual([]);
  });

  it('stores 100 concurrent signups, each once, with 100 concurrent repeats', async () => {
    const { cookie, token } = await session();
    const emails = Array.from({ length: 100 }, (_, i) => `person${i}@example.nl`);
    const responses = await Promise.all([...emails, ...emails].map((email) => post(signupForm(email), { Cookie: cookie, 'X-CSRF-Token': token })));
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
    const stored = (await storedLines()).map((line) => line.email).sort();
    expect(stored).toEqual([...emails].sort());
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
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nzoë@example.nl\r\n--b\r\ncontent-disposition: form-data; name=email\r\n\r\nsecond\r\n--b\r\nContent-Disposition: form-data; name="consent"\r\n\r\n1\r\n--b--\r\n',
    );
    const fields = parseMultipart(body, 'b') as Map<string, string>;
    expect(Object.fromEntries(fields)).toEqual({ email: 'zoë@example.nl', consent: '1' });
  });
});
