// @vitest-environment node
// The newsletter's contract (tests/contract/cases.ts) against the demo server (demo/server/), as
// `npm start` runs it (its bot guard on), on a server and a data folder of its own. Its one setting
// beyond `npm start`'s names the tests' address as a proxy, so each case's X-Forwarded-For is a
// client of its own and counts against its own rate limit, as on the plugins' test sites.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { createDemoServer } from '../../demo/server/app.mjs';
import type { Backend } from '../contract/backend';
import { defineContractCases } from '../contract/cases';

let server: Server;
let baseUrl = '';
let dataDir = '';

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'site-widgets-contract-'));
  server = createDemoServer({ dataDir, signupGuard: { trustedProxies: ['127.0.0.1'] } });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

/** The demo's stored lines (JSON lines in its data folder) for which `matches` holds. */
function countLines(file: string, matches: (entry: Record<string, unknown>) => boolean): number {
  const path = join(dataDir, file);
  if (!existsSync(path)) return 0;
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .filter((line) => matches(JSON.parse(line) as Record<string, unknown>)).length;
}

const demo: Backend = {
  name: 'demo server',
  sessionInfoUrl: () => `${baseUrl}/actions/users/session-info`,
  signupUrl: () => `${baseUrl}/api/v1/newsletter/signup`,
  consentUrl: () => `${baseUrl}/api/v1/consent`,
  storedSignups: (email) =>
    countLines('newsletter-signups.jsonl', (entry) => String(entry.email).toLowerCase() === email.toLowerCase()),
  storedConsentRecords: (consentId) => countLines('consent-log.jsonl', (entry) => entry.consentId === consentId),
  tokenRefusalStatus: 400,
  rateLimit: 20,
  spamGuard: true,
  clientHeader: true,
};

defineContractCases(demo);
