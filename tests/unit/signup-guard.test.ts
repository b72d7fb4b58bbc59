// @vitest-environment node
// The demo stand-in's bot guard (demo/server/signup-guard.mjs): the honeypot, the fill time and the
// rate limit per client, on the server over real HTTP, and the wait it answers on a clock of its own.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
// @ts-expect-error plain ESM module without type declarations
import { createSignupGuard } from '../../demo/server/signup-guard.mjs';

let server: Server | undefined;
let dataDir = '';

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(null)));
  server = undefined;
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(signupGuard: object = {}) {
  dataDir = await mkdtemp(join(tmpdir(), 'signup-guard-'));
  const started: Server = createDemoServer({ dataDir, signupGuard });
  server = started;
  await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  const info = await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json' } });
  const cookie = info.headers.get('set-cookie')!.split(';')[0]!;
  const token = ((await info.json()) as { csrfTokenValue: string }).csrfTokenValue;
  /** A signup as the widget posts it; `fields` adds to or replaces a person's. */
  const signUp = (fields: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const form = new FormData();
    const sent = { email: 'anna@example.nl', consent: '1', elapsed: '4200', website: '', ...fields };
    for (const [name, value] of Object.entries(sent)) form.append(name, value);
    return fetch(`${base}/api/v1/newsletter/signup`, {
      method: 'POST',
      body: form,
      headers: {
        Accept: 'application/json',
        'Accept-Language': 'en',
        Cookie: cookie,
        'X-CSRF-Token': token,
        ...headers,
      },
    });
  };
  return { base, signUp };
}

const stored = async () => (await readFile(join(dataDir, 'newsletter-signups.jsonl'), 'utf8').catch(() => '')).trim();

describe('the demo signup guard', () => {
  it('refuses a filled honeypot and a post sooner than the fill time with a message, storing nothing', async () => {
    const { signUp } = await start();
    const bots: Record<string, string>[] = [
      { website: 'https://spam.example' },
      { elapsed: '1999' },
      { elapsed: 'soon' },
    ];
    for (const fields of bots) {
      const reply = await signUp(fields);
      expect(reply.status).toBe(400);
      expect(await reply.json()).toEqual([
        { status: 'error', msg: 'Your signup could not be processed. Please wait a moment and try again.' },
      ]);
    }
    expect(await stored()).toBe('');
    expect((await signUp({ elapsed: '2000' })).status).toBe(200);
    expect(await stored()).toContain('anna@example.nl');
  });

  it('asks a widget post for its fill time, and a post not asking for JSON only when it sends one', async () => {
    const { signUp } = await start();
    const asPlainClient = { Accept: '*/*' };
    expect((await signUp({ email: 'widget@example.nl', elapsed: '' })).status).toBe(400);
    expect((await signUp({ email: 'quick@example.nl', elapsed: '300' }, asPlainClient)).status).toBe(400);
    expect((await signUp({ email: 'plain@example.nl', elapsed: '' }, asPlainClient)).status).toBe(200);
    expect(await stored()).not.toMatch(/widget@|quick@/);
  });

  it('answers the attempt past 20 in a minute with 429, Retry-After and the language asked, token or not', async () => {
    const { signUp } = await start();
    for (let attempt = 1; attempt <= 20; attempt++) expect((await signUp({ email: '' })).status).toBe(400);
    for (const headers of [{}, { 'X-CSRF-Token': 'wrong' }] as Record<string, string>[]) {
      const reply = await signUp({ email: 'late@example.nl' }, headers);
      expect(reply.status).toBe(429);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(await reply.json()).toEqual({ message: 'Too many signups from this connection.' });
    }
    const dutch = await signUp({ email: 'laat@example.nl' }, { 'Accept-Language': 'nl' });
    expect(await dutch.json()).toEqual({ message: 'Te veel aanmeldingen vanaf deze verbinding.' });
    expect(await stored()).toBe('');
  });

  it('counts X-Forwarded-For only from a named proxy', async () => {
    const untrusted = await start({ rateLimit: 2 });
    const from = (client: string) => ({ 'X-Forwarded-For': client });
    const statuses = async (signUp: typeof untrusted.signUp) => [
      (await signUp({}, from('198.51.100.1'))).status,
      (await signUp({}, from('198.51.100.2'))).status,
      (await signUp({}, from('198.51.100.3'))).status,
    ];
    expect(await statuses(untrusted.signUp)).toEqual([200, 200, 429]);
    server!.closeAllConnections();
    await new Promise((resolve) => server!.close(resolve));
    const trusted = await start({ rateLimit: 2, trustedProxies: ['127.0.0.1'] });
    expect(await statuses(trusted.signUp)).toEqual([200, 200, 200]);
    expect((await trusted.signUp({}, from('198.51.100.1, 127.0.0.1'))).status).toBe(200);
    expect((await trusted.signUp({}, from('198.51.100.1'))).status).toBe(429);
  });
});

describe('createSignupGuard().wait', () => {
  it('lets a client through again once the attempt that makes room has left the minute', () => {
    const guard = createSignupGuard({ rateLimit: 3 });
    const waits = [0, 10_000, 20_000, 30_000, 45_000].map((at) => guard.wait('198.51.100.9', at));
    // A refused attempt counts too: after the 4th (at 30 s) one gets through once the 2nd has left the
    // minute (at 70 s); after the 5th (at 45 s), once the 3rd has (at 80 s).
    expect(waits).toEqual([0, 0, 0, 40, 35]);
    expect(guard.wait('198.51.100.10', 45_000)).toBe(0);
    expect(guard.wait('198.51.100.9', 100_001)).toBe(0);
  });
});
