// @vitest-environment node
// The demo server compresses text (brotli, else gzip) by the request's Accept-Encoding, with
// Vary: Accept-Encoding and an ETag per encoding, so conditional requests stay right.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
// @ts-expect-error plain ESM module without type declarations
import { negotiateEncoding } from '../../demo/server/static.mjs';

let folder: string;
let server: Server;
let port: number;
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
const files: Record<string, string> = {
  'site-widgets.js': script,
  'site-widgets.css': `:root{${Array.from({ length: 100 }, (_, i) => `--sw-x-${i}:${i}px;`).join('')}}\n`,
  'site-widgets.js.map': JSON.stringify({ version: 3, sources: Array(200).fill('widgets/example.tsx') }),
  'custom-elements.json': JSON.stringify({ schemaVersion: '1.0.0', modules: [], padding: 'x'.repeat(2000) }),
  'chunks/collapse-item-ABCD1234.js': script,
  'tiny.js': 'export {};\n',
  'image.png': 'not really a png'.repeat(100),
};

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'demo-compression-'));
  const dist = join(folder, 'dist');
  await mkdir(join(dist, 'chunks'), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(dist, name), text);
  server = createDemoServer({ dataDir: join(folder, 'data'), distDir: dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

/** A raw request (fetch would ask for and undo the encoding itself). */
function get(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (body: Buffer, encoding: string | undefined) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

describe('demo server compression', () => {
  it('picks brotli, else gzip, by Accept-Encoding and its q-values', () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding('gzip, deflate, br')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0.8, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('br;q=0, *;q=0.1')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=0, deflate')).toBeNull();
  });

  it('compresses every text type, brotli or gzip as accepted, and sends the same text', async () => {
    const paths: [string, string][] = [
      ['/dist/site-widgets.js', files['site-widgets.js']!],
      ['/dist/site-widgets.css', files['site-widgets.css']!],
      ['/dist/site-widgets.js.map', files['site-widgets.js.map']!],
      ['/dist/custom-elements.json', files['custom-elements.json']!],
      ['/dist/chunks/collapse-item-ABCD1234.js', files['chunks/collapse-item-ABCD1234.js']!],
      ['/assets/images/hero-01.svg', ''],
    ];
    for (const [path, text] of paths) {
      const plain = await get(path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.headers.vary, path).toBe('Accept-Encoding');
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ] as const) {
        const response = await get(path, { 'Accept-Encoding': accept });
        expect(response.status, path).toBe(200);
        expect(response.headers['content-encoding'], `${path} ${accept}`).toBe(encoding);
        expect(response.headers.vary, path).toBe('Accept-Encoding');
        expect(Number(response.headers['content-length']), path).toBe(response.body.length);
        expect(response.body.length, path).toBeLessThan(plain.body.length);
        expect(decode(response.body, encoding), path).toBe(text || plain.body.toString('utf8'));
      }
    }
  });

  it('compresses the demo pages too', async () => {
    // Each response carries a fresh CSP nonce: compare the pages without it.
    // The script nonce and the newsletter form's CSRF token differ per response.
    const withoutNonce = (text: string) =>
      text.replace(/nonce="[^"]*"/g, 'nonce=""').replace(/(name="CRAFT_CSRF_TOKEN" value=)"[^"]*"/g, '$1""');
    for (const path of ['/', '/en/']) {
      const plain = await get(path);
      plain.body = Buffer.from(withoutNonce(plain.body.toString('utf8')));
      const response = await get(path, { 'Accept-Encoding': 'br' });
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers.vary).toBe('Accept-Encoding');
      expect(withoutNonce(decode(response.body, 'br'))).toBe(plain.body.toString('utf8'));
      const gzipped = await get(path, { 'Accept-Encoding': 'gzip' });
      expect(withoutNonce(decode(gzipped.body, 'gzip'))).toBe(plain.body.toString('utf8'));
    }
  });

  it('leaves images, tiny files and refusing clients alone', async () => {
    const png = await get('/dist/image.png', { 'Accept-Encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    const tiny = await get('/dist/tiny.js', { 'Accept-Encoding': 'br, gzip' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
    const refused = await get('/dist/site-widgets.js', { 'Accept-Encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
  });

  it('gives each encoding its own ETag, and answers 304 only for the ETag of the encoding sent', async () => {
    const path = '/dist/site-widgets.js';
    const plain = await get(path);
    const br = await get(path, { 'Accept-Encoding': 'br' });
    const gz = await get(path, { 'Accept-Encoding': 'gzip' });
    const tags = [plain.headers.etag, br.headers.etag, gz.headers.etag];
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);

    for (const [accept, etag] of [
      [undefined, plain.headers.etag],
      ['br', br.headers.etag],
      ['gzip', gz.headers.etag],
    ] as const) {
      const headers: Record<string, string> = accept ? { 'Accept-Encoding': accept } : {};
      const unchanged = await get(path, { ...headers, 'If-None-Match': etag! });
      expect(unchanged.status, String(accept)).toBe(304);
      expect(unchanged.body.length).toBe(0);
      expect(unchanged.headers.etag).toBe(etag);
      expect(unchanged.headers.vary).toBe('Accept-Encoding');
      // Another encoding's ETag does not match this representation: the full body comes.
      for (const other of tags.filter((tag) => tag !== etag)) {
        const response = await get(path, { ...headers, 'If-None-Match': other! });
        expect(response.status, `${accept} with ${other}`).toBe(200);
        expect(response.headers.etag).toBe(etag);
        expect(decode(response.body, response.headers['content-encoding'])).toBe(script);
      }
    }
    // If-Modified-Since works for every encoding.
    const since = await get(path, { 'Accept-Encoding': 'br', 'If-Modified-Since': br.headers['last-modified']! });
    expect(since.status).toBe(304);
    expect(since.headers.etag).toBe(br.headers.etag);
  });

  it('a changed file gets new ETags and its new content, compressed', async () => {
    const path = '/dist/site-widgets.css';
    const before = await get(path, { 'Accept-Encoding': 'gzip' });
    const changed = `${files['site-widgets.css']}.changed{color:red}\n`;
    await writeFile(join(folder, 'dist', 'site-widgets.css'), changed);
    const after = await get(path, { 'Accept-Encoding': 'gzip', 'If-None-Match': before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(decode(after.body, 'gzip')).toBe(changed);
  });

  it('answers HEAD with the compressed length and no body', async () => {
    const head = await get('/dist/site-widgets.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    const full = await get('/dist/site-widgets.js', { 'Accept-Encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.body.length));
  });
});
