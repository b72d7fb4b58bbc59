// @vitest-environment node
// The demo server killed mid-write: a child process running demo/server.mjs takes concurrent
// signups and is killed (SIGKILL) while a line is half on disk; restarted on the same data
// folder, it must cut the torn line off (keeping its bytes in a side file), keep every signup it
// acknowledged, and write only lines that parse.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
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

async function session(base: string) {
  const response = await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json' } });
  const data = (await response.json()) as { csrfTokenValue: string };
  return { Cookie: response.headers.get('set-cookie')!.split(';')[0]!, 'X-CSRF-Token': data.csrfTokenValue };
}

/** Resolves true when the signup was acknowledged (200 with a success message), false on any failure. */
async function signUp(base: string, headers: Record<string, string>, email: string): Promise<boolean> {
  const body = new FormData();
  body.append('email', email);
  body.append('consent', '1');
  try {
    const response = await fetch(`${base}/api/v1/newsletter/signup`, { method: 'POST', body, headers: { Accept: 'application/json', ...headers } });
    const data = (await response.json()) as { status: string }[];
    return response.status === 200 && data[0]?.status === 'success';
  } catch {
    return false; // the server died before answering: not acknowledged
  }
}

const signupsFile = () => join(dataDir, 'newsletter-signups.jsonl');

describe('the signup store after a crash mid-write', () => {
  it('keeps every acknowledged signup and writes only whole lines after a SIGKILL and a restart', { timeout: 30_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'signup-crash-'));
    const first = await startServer(splitAppend);
    const headers = await session(first.base);

    // Kill the server when the 10th line is half written, with more signups queued behind it.
    const killed = new Promise<void>((resolve) => {
      let halves = 0;
      first.process.stderr!.on('data', (chunk: string) => {
        halves += chunk.split('\n').filter((line) => line.startsWith('half-written ')).length;
        if (halves < 10 || first.process.signalCode) return;
        first.process.kill('SIGKILL');
        resolve();
      });
    });
    const emails = Array.from({ length: 30 }, (_, i) => `crash${i}@example.nl`);
    const results = await Promise.all(emails.map((email) => signUp(first.base, headers, email)));
    await killed;
    await first.exited;
    const acknowledged = emails.filter((_, i) => results[i]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(9);
    expect(acknowledged.length).toBeLessThan(emails.length);

    // The file now ends in half a line: the crash this test is about.
    const before = await readFile(signupsFile(), 'utf8');
    expect(before.endsWith('\n')).toBe(false);
    const torn = before.slice(before.lastIndexOf('\n') + 1);
    expect(torn).toMatch(/^\{"email":"crash\d+@exa/);

    const second = await startServer();
    const again = await session(second.base);
    const later = ['after0@example.nl', 'after1@example.nl', 'after2@example.nl'];
    expect(await Promise.all(later.map((email) => signUp(second.base, again, email)))).toEqual([true, true, true]);
    // A signup acknowledged before the crash is still known: stored once.
    expect(await signUp(second.base, again, acknowledged[0]!)).toBe(true);

    const text = await readFile(signupsFile(), 'utf8');
    expect(text.endsWith('\n')).toBe(true);
    const lines = text.split('\n').slice(0, -1);
    const stored = lines.map((line) => (JSON.parse(line) as { email: string }).email);
    for (const email of [...acknowledged, ...later])
      expect(
        stored.filter((s) => s === email),
        email,
      ).toHaveLength(1);

    // The torn bytes are kept beside the file, not thrown away.
    const sideFiles = (await readdir(dataDir)).filter((name) => name.startsWith('newsletter-signups.jsonl.torn-'));
    expect(sideFiles).toHaveLength(1);
    expect(await readFile(join(dataDir, sideFiles[0]!), 'utf8')).toBe(torn);
  });
});
