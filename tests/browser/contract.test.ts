// The newsletter's contract (tests/contract/cases.ts) against the demo server (demo/server/), which
// this project's global setup starts. The demo's stand-in has no rate limit and no honeypot or
// fill-time check: its adapter says so, and those cases run against the plugins only.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { Backend } from '../contract/backend';
import { defineContractCases } from '../contract/cases';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');

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
  rateLimit: null,
  spamGuard: false,
  clientHeader: false,
};

defineContractCases(demo);
