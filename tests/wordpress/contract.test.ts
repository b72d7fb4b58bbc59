// The newsletter's contract (tests/contract/cases.ts) against the WordPress plugin, on the site of
// the WordPress tests' global setup. Its routes are REST routes, and a missing or stale token is
// refused with 403 (a WordPress nonce); the test site trusts 127.0.0.1 as a proxy and gives
// clients in 2001:db8::/32, the contract cases' clients, the real rate limit and fill time.
import { inject } from 'vitest';
import type { Backend } from '../contract/backend';
import { defineContractCases } from '../contract/cases';
import { queryRows } from '../support/mariadb';

const site = inject('wordpress');
const route = (path: string) => `${site.baseUrl}/index.php?rest_route=/site-widgets/v1/${path}`;

function count(table: string, column: string, value: string): number {
  if (!/^[A-Za-z0-9.@+=_-]+$/.test(value)) throw new Error(`not a test value: ${value}`);
  return Number(queryRows(site, `SELECT COUNT(*) FROM ${table} WHERE ${column} = '${value}'`)[0]![0]);
}

const wordpress: Backend = {
  name: 'WordPress',
  sessionInfoUrl: () => route('session-info'),
  signupUrl: () => route('newsletter/signup'),
  consentUrl: () => route('consent'),
  storedSignups: (email) => count(site.signupsTable, 'email', email.toLowerCase()),
  storedConsentRecords: (consentId) =>
    count(site.signupsTable.replace(/signups$/, 'consent_records'), 'consent_id', consentId),
  tokenRefusalStatus: 403,
  rateLimit: 20,
  spamGuard: true,
  clientHeader: true,
};

defineContractCases(wordpress);
