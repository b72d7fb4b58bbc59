// @vitest-environment node
// The demo server's consent log (POST /api/v1/consent), over real HTTP: what it stores, and that
// anything else — another origin, another body type, too large a body, a record that is not
// exactly what the cookie bar sends — is refused with its status and leaves the log as it was.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
// @ts-expect-error plain ESM module without type declarations
import { cookiebarCategories } from '../../demo/server/cookiebar-categories.mjs';

const HOUR = 60 * 60 * 1000;
const ALL = ['necessary', 'analytics', 'marketing', 'media'];
const demoPages = fileURLToPath(new URL('../../demo/pages', import.meta.url));

const servers: Server[] = [];
let tempRoot: string;

beforeEach(async () => {
  tempRoot = await mkdtemp(join(tmpdir(), 'consent-log-'));
});

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await rm(tempRoot, { recursive: true, force: true });
});

/** A demo server on a free port with DATA_DIR `dataDir`; its base URL (also its own origin). */
async function start(dataDir = tempRoot, options: Record<string, unknown> = {}): Promise<string> {
  const server: Server = createDemoServer({ dataDir, ...options });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type ConsentRecord = Record<string, unknown>;
type Headers = Record<string, string>;

function validRecord(fields: ConsentRecord = {}): ConsentRecord {
  return {
    consentId: 'c0nsent_ID-0000000001',
    time: new Date().toISOString(),
    revision: 2,
    choice: 'custom',
    categories: ['necessary', 'analytics', 'media'],
    withdrawn: ['marketing'],
    language: 'nl-NL',
    gpc: false,
    page: '/en/?utm_source=mail#block-newsletter',
    ...fields,
  };
}

/** A POST with exactly these headers. */
function rawPost(base: string, body: BodyInit, headers: Headers) {
  return fetch(`${base}/api/v1/consent`, { method: 'POST', body, headers });
}

/** The POST a page's keepalive fetch makes: same origin, JSON. `headers` add to or replace those. */
function post(base: string, body: BodyInit, headers: Headers = {}) {
  return rawPost(base, body, { Origin: base, 'Content-Type': 'application/json', ...headers });
}

/** Posts a valid record with `fields` changed (a field set to undefined is left out by JSON). */
function postRecord(base: string, fields: ConsentRecord = {}, headers: Headers = {}) {
  return post(base, JSON.stringify(validRecord(fields)), headers);
}

const logFile = (dataDir = tempRoot) => join(dataDir, 'consent-log.jsonl');
/** The log's bytes, or null while it does not exist. */
const logBytes = (dataDir = tempRoot) => readFile(logFile(dataDir)).catch(() => null);

async function storedRecords(dataDir = tempRoot): Promise<ConsentRecord[]> {
  const text = (await readFile(logFile(dataDir), 'utf8').catch(() => '')) as string;
  expect(text === '' || text.endsWith('\n'), 'the log ends with a whole line').toBe(true);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ConsentRecord);
}

const storedIds = async (dataDir = tempRoot) => (await storedRecords(dataDir)).map((record) => record.consentId);

async function expectRefusal(response: Response, status: number, message: RegExp, what: string) {
  expect(response.status, what).toBe(status);
  expect(response.headers.get('cache-control'), what).toBe('no-store');
  expect(response.headers.get('content-type'), what).toBe('application/json; charset=utf-8');
  const data = (await response.json()) as { message: string };
  expect(data.message, what).toMatch(message);
}

describe('POST /api/v1/consent: accepted records', () => {
  it('stores a valid record once, as one line with the time it arrived, and answers 204 without a body', async () => {
    const base = await start();
    const record = validRecord();
    const before = Date.now();
    const response = await post(base, JSON.stringify(record));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
    const stored = await storedRecords();
    expect(stored).toHaveLength(1);
    const { receivedAt, ...rest } = stored[0]!;
    expect(rest).toEqual(record);
    expect(Object.keys(stored[0]!).at(-1)).toBe('receivedAt');
    expect(new Date(receivedAt as string).toISOString()).toBe(receivedAt);
    // Between the request and the read, on the same clock as the server's.
    expect(Date.parse(receivedAt as string)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(receivedAt as string)).toBeLessThanOrEqual(Date.now());
  });

  it('stores two records with the same consentId as two lines (a log, not a table)', async () => {
    const base = await start();
    const first = validRecord({ choice: 'all', categories: ALL, withdrawn: [] });
    const [necessary, ...others] = ALL;
    const second = validRecord({ choice: 'necessary', categories: [necessary], withdrawn: others, revision: 3 });
    for (const record of [first, second]) expect((await post(base, JSON.stringify(record))).status).toBe(204);
    const receivedAt = expect.any(String);
    expect(await storedRecords()).toEqual([first, second].map((record) => ({ ...record, receivedAt })));
  });

  it('takes what sendBeacon sends: a JSON Blob, or a string as text/plain;charset=UTF-8', async () => {
    const base = await start();
    const body = (consentId: string) => JSON.stringify(validRecord({ consentId }));
    const blob = new Blob([body('beacon-blob-000001')], { type: 'application/json' });
    expect((await rawPost(base, blob, { Origin: base })).status).toBe(204);
    expect((await rawPost(base, body('beacon-text-000001'), { Origin: base })).status).toBe(204);
    const charset = { 'Content-Type': 'application/json; charset=utf-8' };
    expect((await post(base, body('json-charset-00001'), charset)).status).toBe(204);
    expect(await storedIds()).toEqual(['beacon-blob-000001', 'beacon-text-000001', 'json-charset-00001']);
  });

  it('accepts the edges: revisions 0 and 999999, lengths at their limits, a time up to a day ahead', async () => {
    const base = await start();
    const cases = [
      { revision: 0, withdrawn: [], gpc: true, language: 'nds', page: '/' },
      { revision: 999_999, language: 'zh-Hant-TW', time: new Date(Date.now() + 23 * HOUR).toISOString() },
      { consentId: 'x'.repeat(64), time: '2020-02-29T23:59:59.999Z', categories: ['necessary'], withdrawn: [] },
      { language: `en${'-abcdefgh'.repeat(3)}-abcde`, page: `/${'p'.repeat(2047)}` },
    ];
    for (const fields of cases) expect((await postRecord(base, fields)).status, JSON.stringify(fields)).toBe(204);
    expect(await storedRecords()).toHaveLength(4);
  });

  it('takes an origin of https behind a proxy that says so (X-Forwarded-Proto) or with secureCookies', async () => {
    const base = await start();
    const https = (origin: string) => origin.replace('http:', 'https:');
    expect((await postRecord(base, {}, { Origin: https(base), 'X-Forwarded-Proto': 'https' })).status).toBe(204);
    const secureBase = await start(join(tempRoot, 'secure'), { secureCookies: true });
    expect((await postRecord(secureBase, {}, { Origin: https(secureBase) })).status).toBe(204);
    expect((await postRecord(secureBase, {}, { Origin: secureBase })).status).toBe(403);
  });

  it('stores 40 concurrent records, each on a line of its own', async () => {
    const base = await start();
    const ids = Array.from({ length: 40 }, (_, i) => `concurrent-${String(i).padStart(6, '0')}`);
    const responses = await Promise.all(ids.map((consentId) => postRecord(base, { consentId })));
    expect(responses.map((response) => response.status)).toEqual(Array(40).fill(204));
    expect((await storedIds()).sort()).toEqual(ids);
  });

  it('takes the categories from the cookie bar the demo layouts declare, necessary first', async () => {
    expect(await cookiebarCategories(demoPages)).toEqual(ALL);
  });
});

describe('POST /api/v1/consent: refusals leave the log as it was', () => {
  /** A server whose log holds one record already: a refusal must leave these bytes. */
  async function startWithOneRecord() {
    const base = await start();
    expect((await postRecord(base, { consentId: 'already-stored-0001' })).status).toBe(204);
    const before = await logBytes();
    expect(before).not.toBeNull();
    return { base, before: before! };
  }

  /** Each of `cases` (fields to change, the message expected) is refused with 400. */
  async function expectBadRecords(base: string, cases: [ConsentRecord, RegExp][]) {
    for (const [fields, message] of cases) {
      await expectRefusal(await postRecord(base, fields), 400, message, JSON.stringify(fields));
    }
  }

  it('refuses a body that is not one JSON object with 400', async () => {
    const { base, before } = await startWithOneRecord();
    const bodies: [BodyInit, RegExp][] = [
      ['{"consentId":', /not JSON/],
      ['', /not JSON/],
      [new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), /not JSON in UTF-8/],
      [JSON.stringify([validRecord()]), /must be a JSON object/],
      ['null', /must be a JSON object/],
      ['"consent"', /must be a JSON object/],
      ['42', /must be a JSON object/],
    ];
    for (const [body, message] of bodies) await expectRefusal(await post(base, body), 400, message, String(body));
    expect(await logBytes()).toEqual(before);
  });

  it('refuses each field of the wrong type or form with 400 naming the field', async () => {
    const { base, before } = await startWithOneRecord();
    await expectBadRecords(base, [
      [{ consentId: 1234567890123456 }, /^"consentId" must be/],
      [{ consentId: 'too-short' }, /^"consentId" must be/],
      [{ consentId: 'has.a.dot.in.the.id' }, /^"consentId" must be/],
      [{ consentId: 'y'.repeat(65) }, /^"consentId" must be/],
      [{ time: Date.now() }, /^"time" must be a UTC time/],
      [{ revision: '2' }, /^"revision" must be a whole number/],
      [{ revision: 1.5 }, /^"revision" must be a whole number/],
      [{ revision: -1 }, /^"revision" must be a whole number/],
      [{ revision: 1_000_000 }, /^"revision" must be a whole number/],
      [{ revision: null }, /^"revision" must be a whole number/],
      [{ choice: 'some' }, /^"choice" must be one of "all", "necessary", "custom"/],
      [{ choice: ['all'] }, /^"choice" must be one of/],
      [{ categories: 'necessary' }, /^"categories" must be an array/],
      [{ categories: ['necessary', 1] }, /^"categories" must hold only strings/],
      [{ withdrawn: null }, /^"withdrawn" must be an array/],
      [{ language: 42 }, /^"language" must be a language tag/],
      [{ language: 'english' }, /^"language" must be a language tag/],
      [{ language: 'en_GB' }, /^"language" must be a language tag/],
      [{ language: `en${'-abcdefgh'.repeat(4)}` }, /^"language" must be a language tag/],
      [{ gpc: 'false' }, /^"gpc" must be true or false/],
      [{ gpc: 0 }, /^"gpc" must be true or false/],
      [{ page: 42 }, /^"page" must be a path/],
      [{ page: 'https://example.com/en/' }, /^"page" must be a path/],
      [{ page: '//example.com/en/' }, /^"page" must be a path/],
      [{ page: '/\\example.com/en/' }, /^"page" must be a path/],
      [{ page: 'en/' }, /^"page" must be a path/],
      [{ page: '/en/\n' }, /^"page" must be a path/],
      [{ page: `/${'a'.repeat(2048)}` }, /^"page" must be a path/],
    ]);
    expect(await logBytes()).toEqual(before);
  });

  it('refuses a missing field and an unknown field with 400 naming it', async () => {
    const { base, before } = await startWithOneRecord();
    for (const field of Object.keys(validRecord())) {
      const missing = new RegExp(`^The field "${field}" is missing\\.$`);
      await expectRefusal(await postRecord(base, { [field]: undefined }), 400, missing, `without ${field}`);
    }
    await expectBadRecords(base, [
      [{ userAgent: 'x' }, /^Unknown field "userAgent"\.$/],
      [{ receivedAt: new Date().toISOString() }, /^Unknown field "receivedAt"\.$/],
    ]);
    const withProto = `{"__proto__":{"gpc":true},${JSON.stringify(validRecord()).slice(1)}`;
    await expectRefusal(await post(base, withProto), 400, /^Unknown field "__proto__"\.$/, '__proto__');
    expect(await logBytes()).toEqual(before);
  });

  it('refuses categories not starting with necessary, not the bar’s or repeated, and such withdrawn', async () => {
    const { base, before } = await startWithOneRecord();
    await expectBadRecords(base, [
      [{ categories: ['analytics', 'necessary'] }, /^"categories" must start with "necessary"\.$/],
      [{ categories: [] }, /^"categories" must start with "necessary"\.$/],
      [{ categories: ['necessary', 'tracking'] }, /^"categories" holds "tracking", not a category of the cookie bar/],
      [{ categories: ['necessary', 'Analytics'] }, /^"categories" holds "Analytics", not a category/],
      [{ categories: ['necessary', 'analytics', 'analytics'] }, /^"categories" holds "analytics" twice\.$/],
      [{ categories: ['necessary', 'necessary'] }, /^"categories" holds "necessary" twice\.$/],
      [{ withdrawn: ['necessary'] }, /^"withdrawn" cannot hold "necessary"/],
      [{ withdrawn: ['social'] }, /^"withdrawn" holds "social", not a category/],
      [{ withdrawn: ['marketing', 'marketing'] }, /^"withdrawn" holds "marketing" twice\.$/],
      [{ withdrawn: ['analytics'] }, /^"withdrawn" holds "analytics", which "categories" accepts\.$/],
    ]);
    expect(await logBytes()).toEqual(before);
  });

  it('refuses a time that is not toISOString’s UTC form, not a real date, or more than a day ahead', async () => {
    const { base, before } = await startWithOneRecord();
    const times: [string, RegExp][] = [
      ['2026-11-25T10:00:00Z', /must be a UTC time/],
      ['2026-11-25T10:00:00.000+01:00', /must be a UTC time/],
      ['2026-11-25 10:00:00.000Z', /must be a UTC time/],
      ['2026-11-25', /must be a UTC time/],
      ['+002026-11-25T10:00:00.000Z', /must be a UTC time/],
      ['yesterday', /must be a UTC time/],
      ['2026-02-30T10:00:00.000Z', /is not a real date/],
      ['2026-13-01T10:00:00.000Z', /is not a real date/],
      ['2026-11-25T24:00:00.000Z', /is not a real date/],
      [new Date(Date.now() + 25 * HOUR).toISOString(), /more than 24 hours ahead/],
      ['9999-12-31T23:59:59.999Z', /more than 24 hours ahead/],
    ];
    await expectBadRecords(
      base,
      times.map(([time, message]) => [{ time }, message]),
    );
    expect(await logBytes()).toEqual(before);
  });

  it('refuses a body over 4096 bytes with 413 and Connection: close, and keeps serving', async () => {
    const { base, before } = await startWithOneRecord();
    const body = JSON.stringify(validRecord({ page: `/${'a'.repeat(4100)}` }));
    expect(Buffer.byteLength(body)).toBeGreaterThan(4096);
    const response = await post(base, body);
    expect(response.headers.get('connection')).toBe('close');
    await expectRefusal(response, 413, /^The request body is too large \(at most 4096 bytes\)\.$/, 'oversized');
    expect(await logBytes()).toEqual(before);
    expect((await postRecord(base)).status).toBe(204);
  });

  it('refuses another content type with 415', async () => {
    const { base, before } = await startWithOneRecord();
    const body = JSON.stringify(validRecord());
    const types = ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html'];
    const message = /application\/json or text\/plain/;
    for (const type of [...types, 'text/plain-ish', 'application/jsonp', 'application/json; charset=latin1']) {
      await expectRefusal(await post(base, body, { 'Content-Type': type }), 415, message, type);
    }
    // No type at all: a body of bytes.
    const untyped = await rawPost(base, new TextEncoder().encode(body), { Origin: base });
    await expectRefusal(untyped, 415, /application\/json or text\/plain/, 'no type');
    expect(await logBytes()).toEqual(before);
  });

  it('refuses a request without Origin or from another origin with 403', async () => {
    const { base, before } = await startWithOneRecord();
    const body = JSON.stringify(validRecord());
    const noOrigin = await rawPost(base, body, { 'Content-Type': 'application/json' });
    await expectRefusal(noOrigin, 403, /own pages/, 'no Origin');
    const localhost = `http://localhost:${new URL(base).port}`;
    const https = base.replace('http:', 'https:');
    for (const origin of ['https://evil.example', 'null', https, localhost, `${base}/`, `${base}, ${base}`]) {
      await expectRefusal(await post(base, body, { Origin: origin }), 403, /own pages/, origin);
    }
    // A proxy's https does not make a plain-http origin the site's own.
    await expectRefusal(await post(base, body, { 'X-Forwarded-Proto': 'https' }), 403, /own pages/, 'forwarded https');
    expect(await logBytes()).toEqual(before);
  });

  it('creates no log when every request is refused', async () => {
    const base = await start();
    await expectRefusal(await postRecord(base, {}, { Origin: 'https://evil.example' }), 403, /own pages/, 'origin');
    await expectRefusal(await postRecord(base, {}, { 'Content-Type': 'text/html' }), 415, /application\/json/, 'type');
    await expectRefusal(await postRecord(base, { extra: true }), 400, /Unknown field/, 'field');
    expect(await logBytes()).toBeNull();
  });

  it('answers other methods with 405, Allow: POST and no-store (the app’s own 405)', async () => {
    const base = await start();
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await fetch(`${base}/api/v1/consent`, { method, headers: { Origin: base } });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
      expect(response.headers.get('cache-control'), method).toBe('no-store');
    }
    expect(await logBytes()).toBeNull();
  });
});

describe('the consent log file', () => {
  it('answers 500 (no-store) when the log cannot be written', async () => {
    // DATA_DIR is a file: neither reading the log nor making its folder can work.
    const dataDir = join(tempRoot, 'not-a-folder');
    await writeFile(dataDir, '');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const base = await start(dataDir);
      await expectRefusal(await postRecord(base), 500, /^The record could not be stored\.$/, 'unwritable');
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('repairs a torn last line on start: cut back to its last newline, the torn bytes kept beside it', async () => {
    const dataDir = join(tempRoot, 'torn');
    await mkdir(dataDir);
    const whole = { ...validRecord({ consentId: 'whole-line-000001' }), receivedAt: '2026-01-01T00:00:00.000Z' };
    await writeFile(logFile(dataDir), `${JSON.stringify(whole)}\n{"consentId":"torn-line-0`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const base = await start(dataDir);
      expect((await postRecord(base, { consentId: 'next-line-000001' })).status).toBe(204);
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]![0])).toMatch(/consent-log\.jsonl ended in a torn line/);
    } finally {
      warn.mockRestore();
    }
    expect(await storedIds(dataDir)).toEqual(['whole-line-000001', 'next-line-000001']);
    const side = (await readdir(dataDir)).filter((name) => /^consent-log\.jsonl\.torn-/.test(name));
    expect(side).toHaveLength(1);
    expect(await readFile(join(dataDir, side[0]!), 'utf8')).toBe('{"consentId":"torn-line-0');
  });
});
