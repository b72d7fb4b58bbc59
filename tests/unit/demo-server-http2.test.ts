// @vitest-environment node
// The demo server over TLS (`tls`, as the benches serve): HTTP/2 to a client that offers it,
// HTTP/1.1 to one that does not, the same handlers behind both. Over HTTP/2 the host is the
// `:authority` and there are no connection headers; the origin of a request over TLS is https.
// `compression: false` sends every response as it is.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type Server } from 'node:http';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
// @ts-expect-error plain ESM module without type declarations
import { benchCertificate } from '../bench/certificate.mjs';

const { key, cert } = benchCertificate() as { key: Buffer; cert: Buffer };
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;

let folder: string;
const servers: Server[] = [];
let base: string;
let plainBase: string;
const sessions: ClientHttp2Session[] = [];

async function start(options: Record<string, unknown>): Promise<string> {
  const server: Server = createDemoServer({ dataDir: join(folder, 'data'), distDir: join(folder, 'dist'), ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `${options.tls ? 'https' : 'http'}://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'demo-http2-'));
  await mkdir(join(folder, 'dist'), { recursive: true });
  await writeFile(join(folder, 'dist', 'site-widgets.js'), script);
  base = await start({ tls: { key, cert } });
  plainBase = await start({ compression: false });
});

afterAll(async () => {
  for (const session of sessions.splice(0)) session.close();
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One session to the TLS server, trusting its certificate. */
function session(): ClientHttp2Session {
  const client = connect(base, { ca: cert });
  sessions.push(client);
  return client;
}

/** A request over HTTP/2 on `client`. */
function h2(client: ClientHttp2Session, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const stream = client.request(headers, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let head: IncomingHttpHeaders = {};
    stream.on('response', (received) => (head = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ status: Number(head[':status']), headers: head, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

/** A request over HTTP/1.1 (to `url`, https with the bench certificate or plain http). */
function http1(url: string, headers: Record<string, string> = {}): Promise<Answer & { version: string }> {
  return new Promise((resolve, reject) => {
    const request = url.startsWith('https:') ? httpsRequest(url, { ca: cert, headers }) : httpRequest(url, { headers });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
          version: response.httpVersion,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const consentRecord = () =>
  JSON.stringify({
    consentId: 'c0nsent_ID-0000000001',
    time: new Date().toISOString(),
    revision: 2,
    choice: 'all',
    categories: ['necessary', 'analytics', 'marketing', 'media'],
    withdrawn: [],
    language: 'en',
    gpc: false,
    page: '/en/',
  });

// A first TLS handshake and a page's first brotli pass take seconds on a busy machine.
describe('the demo server over TLS', { timeout: 30_000 }, () => {
  it('serves a page and a file over HTTP/2, compressed', async () => {
    const client = session();
    const page = await h2(client, { ':path': '/en/', 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.body).toString()).toMatch(/^<!doctype html>/i);
    const file = await h2(client, { ':path': '/dist/site-widgets.js', 'accept-encoding': 'gzip, br' });
    expect(file.status).toBe(200);
    expect(file.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(file.body).toString()).toBe(script);
  });

  it('serves HTTP/1.1 to a client that does not offer HTTP/2', async () => {
    const answer = await http1(`${base}/dist/site-widgets.js`);
    expect(answer.version).toBe('1.1');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(script);
  });

  it("takes a consent record from its own https origin (the request's :authority), not from http", async () => {
    const client = session();
    const post = (origin: string) =>
      h2(
        client,
        { ':method': 'POST', ':path': '/api/v1/consent', origin, 'content-type': 'application/json' },
        consentRecord(),
      );
    expect((await post(base)).status).toBe(204);
    expect((await post(base.replace('https:', 'http:'))).status).toBe(403);
  });

  it('refuses too large a body with 413 and no connection header, and goes on serving', async () => {
    const client = session();
    const headers = { ':method': 'POST', ':path': '/api/v1/consent', origin: base, 'content-type': 'application/json' };
    const refused = await h2(client, headers, JSON.stringify({ page: 'a'.repeat(5000) }));
    expect(refused.status).toBe(413);
    expect(refused.headers.connection).toBeUndefined();
    expect((await h2(client, headers, consentRecord())).status).toBe(204);
  });
});

describe('compression: false', () => {
  it('sends pages and files as they are, whatever the request accepts', async () => {
    const file = await http1(`${plainBase}/dist/site-widgets.js`, { 'accept-encoding': 'br, gzip' });
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.body.toString()).toBe(script);
    const page = await http1(`${plainBase}/en/`, { 'accept-encoding': 'br, gzip' });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.toString()).toMatch(/^<!doctype html>/i);
  });
});
