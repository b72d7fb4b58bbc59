// The Craft plugin as a backend of the newsletter's contract (tests/contract/): Craft's own
// session-info, the plugin's routes on each site, its tables read with MariaDB's client.
import type { Backend } from '../../contract/backend';
import { queryRows } from '../../support/mariadb';
import { siteUrl, type CraftSite } from './site';

/** The plugin's tables (its install migration). */
export const CRAFT_TABLES = {
  signups: 'sitewidgets_signups',
  attempts: 'sitewidgets_attempts',
  consentRecords: 'sitewidgets_consent_records',
} as const;

function testValue(value: string): string {
  if (!/^[A-Za-z0-9.@+=_-]+$/.test(value)) throw new Error(`not a test value: ${value}`);
  return value;
}

/** An address's stored signup, by column; undefined when there is none. */
export function storedSignup(site: CraftSite, email: string): Record<string, string> | undefined {
  const columns = ['email', 'status', 'page', 'language', 'consentText', 'consentId', 'siteId'];
  const [row] = queryRows(
    site,
    `SELECT ${columns.join(', ')} FROM ${CRAFT_TABLES.signups} WHERE email = '${testValue(email.toLowerCase())}'`,
  );
  return row && Object.fromEntries(columns.map((column, index) => [column, row[index]!]));
}

export function craftBackend(site: CraftSite): Backend {
  const count = (table: string, column: string, value: string) =>
    Number(queryRows(site, `SELECT COUNT(*) FROM ${table} WHERE ${column} = '${testValue(value)}'`)[0]![0]);
  return {
    name: 'Craft',
    sessionInfoUrl: (lang) => `${siteUrl(site, lang)}/actions/users/session-info`,
    signupUrl: (lang) => `${siteUrl(site, lang)}/api/v1/newsletter/signup`,
    consentUrl: (lang) => `${siteUrl(site, lang)}/api/v1/consent`,
    storedSignups: (email) => count(CRAFT_TABLES.signups, 'email', email.toLowerCase()),
    storedConsentRecords: (consentId) => count(CRAFT_TABLES.consentRecords, 'consentId', consentId),
    tokenRefusalStatus: 400,
    rateLimit: 20,
    spamGuard: true,
    clientHeader: true,
  };
}
