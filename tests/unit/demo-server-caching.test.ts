// @vitest-environment node
// The demo server's caching and response headers, over real HTTP against a dist/ folder of its
// own: content-hashed chunks are immutable, everything else is revalidated (ETag, Last-Modified,
// 304); 405 names the allowed methods; content types; the session cookie's Secure flag.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';

let folder: string;
let dist: string;
const servers: Server[] = [];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'demo-caching-'));
  dist = join(folder, 'dist');
  await mkdir(join(dist, 'chunks'), { recursive: true });
  const files: Record<string, string> = {
    'site-widgets.js': 'export {};\n',
    'site-widgets.css': ':root{}\n',
    'site-widgets.js.map': '{"version":3}\n',
    'site-widgets.d.ts': 'export {};\n',
    'custom-elements.json': '{"schemaVersion":"1.0.0","modules":[]}\n',
    'chunks/collapse-item-ABCD1234.js': 'export const a = 1;\n',
    'chunks/chunk-EFGH5678.js.map': '{"version":3}\n',
  };
  for (const [name, text] of Object.entries(files)) await writeFile(join(dist, name), text);
  // A fixed modification time, so Last-Modified is known.
  await utimes(join(dist, 'site-widgets.js'), new Date('2024-05-01T12:00:00Z'), new Date('2024-05-01T12:00:00Z'));
});
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function start(options: Record<string, unknown> = {}): Promise<string> {
  const server: Server = createDemoServer({ dataDir: join(folder, 'data'), distDir: dist, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('demo server caching', () => {
  it('serves every file under dist/chunks/ as immutable for a year', async () => {
    const base = await start();
    for (const path of ['/dist/chunks/collapse-item-ABCD1234.js', '/dist/chunks/chunk-EFGH5678.js.map']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
    }
  });

  it('serves the other dist/ files no-cache, with an ETag and Last-Modified', async () => {
    const base = await start();
    for (const path of [
      '/dist/site-widgets.js',
      '/dist/site-widgets.css',
      '/dist/site-widgets.js.map',
      '/dist/custom-elements.json',
      '/dist/site-widgets.d.ts',
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('etag'), path).toMatch(/^"[^"]+"$/);
      expect(response.headers.get('last-modified'), path).toMatch(/ GMT$/);
    }
    const entry = await fetch(`${base}/dist/site-widgets.js`);
    expect(entry.headers.get('last-modified')).toBe('Wed, 01 May 2024 12:00:00 GMT');
  });

  it('answers a conditional request for an unchanged file with 304 and no body', async () => {
    const base = await start();
    const first = await fetch(`${base}/dist/site-widgets.js`);
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;
    const conditions: Record<string, string>[] = [
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", W/${etag}` },
      { 'If-None-Match': '*' },
      { 'If-Modified-Since': lastModified },
      { 'If-Modified-Since': 'Thu, 02 May 2024 00:00:00 GMT' },
    ];
    for (const headers of conditions) {
      const response = await fetch(`${base}/dist/site-widgets.js`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    // A changed file, or an older date, gets the file again; If-None-Match wins over If-Modified-Since.
    const refetch: Record<string, string>[] = [
      { 'If-None-Match': '"stale"' },
      { 'If-Modified-Since': 'Tue, 30 Apr 2024 00:00:00 GMT' },
      { 'If-None-Match': '"stale"', 'If-Modified-Since': lastModified },
    ];
    for (const headers of refetch) {
      const response = await fetch(`${base}/dist/site-widgets.js`, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(await response.text()).toBe('export {};\n');
    }
  });

  it('gives a changed file a new ETag', async () => {
    const base = await start();
    await writeFile(join(dist, 'site-widgets.css'), ':root{}\n');
    const before = (await fetch(`${base}/dist/site-widgets.css`)).headers.get('etag');
    await writeFile(join(dist, 'site-widgets.css'), ':root{--changed:1}\n');
    const after = await fetch(`${base}/dist/site-widgets.css`, { headers: { 'If-None-Match': before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });

  it('sends the right content types for .d.ts, .json and .map files', async () => {
    const base = await start();
    const types: [string, RegExp][] = [
      ['/dist/site-widgets.d.ts', /^(text\/plain|application\/typescript)(;|$)/],
      ['/dist/custom-elements.json', /^application\/json(;|$)/],
      ['/dist/site-widgets.js.map', /^application\/json(;|$)/],
      ['/dist/chunks/chunk-EFGH5678.js.map', /^application\/json(;|$)/],
      ['/dist/site-widgets.js', /^text\/javascript(;|$)/],
    ];
    for (const [path, type] of types)
      expect((await fetch(`${base}${path}`)).headers.get('content-type'), path).toMatch(type);
  });
});

describe('demo server methods and cookies', () => {
  it('names the allowed methods on a 405', async () => {
    const base = await start();
    const cases: [string, string, string][] = [
      ['POST', '/dist/site-widgets.js', 'GET, HEAD'],
      ['DELETE', '/', 'GET, HEAD'],
      ['GET', '/api/v1/newsletter/signup', 'POST'],
      ['PUT', '/actions/users/session-info', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await fetch(`${base}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
    }
  });

  it('marks the session cookie Secure behind https (the option or X-Forwarded-Proto: https), not on http', async () => {
    const plain = await start();
    const cookie = async (base: string, headers: Record<string, string> = {}) =>
      (
        await fetch(`${base}/actions/users/session-info`, { headers: { Accept: 'application/json', ...headers } })
      ).headers.get('set-cookie')!;
    expect(await cookie(plain)).not.toMatch(/;\s*Secure/i);
    expect(await cookie(plain, { 'X-Forwarded-Proto': 'http' })).not.toMatch(/;\s*Secure/i);
    expect(await cookie(plain, { 'X-Forwarded-Proto': 'https' })).toMatch(
      /^CraftSessionId=[\w-]+; .*HttpOnly.*; Secure(;|$)/,
    );
    const secure = await start({ secureCookies: true });
    expect(await cookie(secure)).toMatch(/; Secure(;|$)/);
  });
});
