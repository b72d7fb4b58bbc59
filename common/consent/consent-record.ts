// A record of each consent choice, so that a site can show what a visitor agreed to and when (the
// GDPR's article 7(1)). One made before a logger is there waits for it (docs/consent.md).

/** What the visitor did: "Accept all", "Only necessary", or saved a selection (also a withdrawal). */
export type RecordedChoice = 'all' | 'necessary' | 'custom';

export interface ConsentRecord {
  /** This visitor's consent id: random, kept in the `cookiebar` cookie across later choices. */
  consentId: string;
  /** When the choice was made, as an ISO 8601 UTC time. */
  time: string;
  /** The bar's `data-cookiebar-revision` (0 without one). */
  revision: number;
  choice: RecordedChoice;
  /** The accepted categories, `necessary` first. */
  categories: string[];
  /** The categories accepted before and not now. */
  withdrawn: string[];
  /** The page's language, `nl` or `en`. */
  language: string;
  /** The visitor's Global Privacy Control signal applied (privacy-signal.ts). */
  gpc: boolean;
  /** The path of the page the choice was made on (no query: it may hold personal data). */
  page: string;
}

type Logger = (record: ConsentRecord) => void;

const loggers = new Set<Logger>();
const waiting: ConsentRecord[] = [];

/** Hands `record` to every logger, or keeps it for the first one. */
export function logRecord(record: ConsentRecord): void {
  if (loggers.size === 0) waiting.push(record);
  for (const log of loggers) log(record);
}

/** Calls `log` with each record from now on, and with those made while no logger was there. Returns what stops it. */
export function onConsentRecord(log: Logger): () => void {
  loggers.add(log);
  for (const record of waiting.splice(0)) log(record);
  return () => loggers.delete(log);
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A new consent id: 22 characters of a URL- and cookie-safe alphabet (132 random bits). */
export function newConsentId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(22));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte & 63]).join('');
}

/** A consent id as the cookie may carry it. */
export const CONSENT_ID_PATTERN = '[A-Za-z0-9_-]{16,64}';
