// The `cookiebar` cookie's value, which servers read too: its format, and the earlier versions it
// keeps readable, are parsed and written here alone (docs/consent.md#the-cookie).
import { CONSENT_ID_PATTERN } from './consent-record';

export const COOKIE_NAME = 'cookiebar';
export const NECESSARY = 'necessary';

const CHOICES = ['all', 'necessary'] as const;
/** The choices a bar's `data-cookiebar-choice` buttons make, and the first release's two values. */
export type CookieChoice = (typeof CHOICES)[number];
/** `custom`: some categories but not all the page declares. */
export type ConsentChoice = CookieChoice | 'custom';

/** A stored choice: `all` accepts every category, declared or not. */
export interface Consent {
  all: boolean;
  /** The accepted categories, `necessary` included. */
  categories: ReadonlySet<string>;
  revision: number;
  /** The visitor's consent id; absent from values stored before there were ids. */
  id?: string;
}

const CATEGORY = /^[a-z][a-z0-9_-]{0,39}$/;

export function isChoice(value: unknown): value is CookieChoice {
  return typeof value === 'string' && (CHOICES as readonly string[]).includes(value);
}

export function isCategoryName(value: unknown): value is string {
  return typeof value === 'string' && CATEGORY.test(value);
}

/** A stored value: the categories, `:revision`, `~consent id`. */
const VALUE = new RegExp(`^([a-z0-9_.-]{1,400})(?::(\\d{1,6}))?(?:~(${CONSENT_ID_PATTERN}))?$`);

/** Parses a stored value; null for anything else. */
export function parseConsent(value: string | undefined): Consent | null {
  const match = VALUE.exec(value ?? '');
  if (!match) return null;
  const names = match[1]!.split('.');
  if (!names.every(isCategoryName)) return null;
  const all = names.length === 1 && names[0] === 'all';
  if (!all && names[0] !== NECESSARY) return null;
  const consent: Consent = {
    all,
    categories: new Set([NECESSARY, ...names.filter((name) => name !== 'all')]),
    revision: Number(match[2] ?? 0),
  };
  if (match[3]) consent.id = match[3];
  return consent;
}

/** The value that stores `categories` (or `all`) under `revision`, with the visitor's consent `id`. */
export function formatConsent(all: boolean, categories: Iterable<string>, revision: number, id?: string): string {
  const names = all
    ? ['all']
    : [NECESSARY, ...[...new Set(categories)].filter((name) => name !== NECESSARY && isCategoryName(name)).sort()];
  return names.join('.') + (revision > 0 ? `:${revision}` : '') + (id ? `~${id}` : '');
}

/** `consent` when it was stored under `revision` or a later one; an older choice counts as none. */
export function current(consent: Consent | null, revision: number): Consent | null {
  return consent && consent.revision >= revision ? consent : null;
}
