// @vitest-environment node
// The demo server's JSON-lines stores (newsletter signups, the consent log) when the server is
// killed mid-write: a child process running demo/server.mjs takes concurrent requests and is killed
// (SIGKILL) while a line is half on disk; restarted on the same data folder, it must cut the torn
// line off (keeping its bytes in a side file), keep everything it acknowledged, and write only
// lines that parse.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { consentRecord, sendConsentRecord } from '../contract/cases';
import { startDemoServerProcess, type DemoServerProcess } from './support/demo-server-process';

const splitAppend = fileURLToPath(new URL('./support/split-append.mjs', import.meta.url));

const children: DemoServerProcess[] = [];
let dataDir = '';

afterEach(async () => {
  await Promise.all(children.splice(0).map((child) => child.stop()));
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function startServer(preload?: string): Promise<DemoServerProcess> {
  const child = await startDemoServerProcess(dataDir, preload);
  children.push(child);
  return child;
}

/** Resolves true when `request` was acknowledged, false on any other answer or none (the server died). */
async function acknowledged(request: () => Promise<boolean>): Promise<boolean> {
  try {
    return await request();
  } catch {
    return false;
  }
}

interface Store {
  name: string;
  file: string;
  /** The field that tells the stored lines apart. */
  key: string;
  keys: (prefix: string, count: number) => string[];
  /** A client of a freshly started server: sends one entry under `key`, true when acknowledged. */
  client: (base: string) => Promise<(key: string) => Promise<boolean>>;
  /** A repeated entry stored before the crash is answered, not stored twice (signups). */
  repeatsStoredOnce: boolean;
}

const STORES: Store[] = [
  {
    name: 'the signup store',
    file: 'newsletter-signups.jsonl',
    key: 'email',
    keys: (prefix, count) => Array.from({ length: count }, (_, i) => `${prefix}${i}@example.nl`),
    async client(base) {
      const response = await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json' } });
      const data = (await response.json()) as { csrfTokenValue: string };
      const headers = {
        Accept: 'application/json',
        Cookie: response.headers.get('set-cookie')!.split(';')[0]!,
        'X-CSRF-Token': data.csrfTokenValue,
      };
      // Each signup as a person's, from a client of its own (the server's rate limit counts per client).
      let clients = 0;
      return (email) =>
        acknowledged(async () => {
          const body = new FormData();
          body.append('email', email);
          body.append('consent', '1');
          body.append('elapsed', '5000');
          const client = { 'X-Forwarded-For': `2001:db8::${(++clients).toString(16)}` };
          const answer = await fetch(`${base}/api/v1/newsletter/signup`, {
            method: 'POST',
            body,
            headers: { ...headers, ...client },
          });
          return answer.status === 200 && ((await answer.json()) as { status: string }[])[0]?.status === 'success';
        });
    },
    repeatsStoredOnce: true,
  },
  {
    name: 'the consent log',
    file: 'consent-log.jsonl',
    key: 'consentId',
    keys: (prefix, count) => Array.from({ length: count }, (_, i) => `${prefix}-record-${String(i).padStart(6, '0')}`),
    async client(base) {
      return (consentId) =>
        acknowledged(async () => {
          const answer = await sendConsentRecord(`${base}/api/v1/consent`, consentRecord(consentId));
          return answer.status === 204;
        });
    },
    repeatsStoredOnce: false,
  },
];

describe.each(STORES)('$name after a crash mid-write', ({ file, key, keys, client, repeatsStoredOnce }) => {
  it(
    'keeps everything acknowledged and writes only whole lines after a SIGKILL and a restart',
    { timeout: 30_000 },
    async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'store-crash-'));
      const first = await startServer(splitAppend);
      const send = await client(first.base);

      // Kill the server when the 10th line is half written, with more requests queued behind it.
      const killed = new Promise<void>((resolve) => {
        let halves = 0;
        first.process.stderr!.on('data', (chunk: string) => {
          halves += chunk.split('\n').filter((line) => line.startsWith('half-written ')).length;
          if (halves < 10 || first.process.signalCode) return;
          first.process.kill('SIGKILL');
          resolve();
        });
      });
      const sent = keys('crash', 30);
      const results = await Promise.all(sent.map((value) => send(value)));
      await killed;
      await first.exited;
      const answered = sent.filter((_, i) => results[i]);
      expect(answered.length).toBeGreaterThanOrEqual(9);
      expect(answered.length).toBeLessThan(sent.length);

      // The file now ends in half a line: the crash this test is about.
      const before = await readFile(join(dataDir, file), 'utf8');
      expect(before.endsWith('\n')).toBe(false);
      const torn = before.slice(before.lastIndexOf('\n') + 1);
      expect(torn.startsWith(`{"${key}":"crash`)).toBe(true);

      const second = await startServer();
      const sendAgain = await client(second.base);
      const later = keys('after', 3);
      expect(await Promise.all(later.map((value) => sendAgain(value)))).toEqual([true, true, true]);
      if (repeatsStoredOnce) expect(await sendAgain(answered[0]!)).toBe(true);

      const text = await readFile(join(dataDir, file), 'utf8');
      expect(text.endsWith('\n')).toBe(true);
      const stored = text
        .split('\n')
        .slice(0, -1)
        .map((line) => (JSON.parse(line) as Record<string, string>)[key]);
      for (const value of [...answered, ...later])
        expect(
          stored.filter((s) => s === value),
          value,
        ).toHaveLength(1);

      // The torn bytes are kept beside the file, not thrown away.
      const sideFiles = (await readdir(dataDir)).filter((name) => name.startsWith(`${file}.torn-`));
      expect(sideFiles).toHaveLength(1);
      expect(await readFile(join(dataDir, sideFiles[0]!), 'utf8')).toBe(torn);
    },
  );
});
