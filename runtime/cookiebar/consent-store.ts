// The visitor's cookie choice: stored in the cookie `cookiebar` (path /, 30 days, SameSite=Lax,
// Secure on https) and announced on `document` as `cookiebar:change` (`detail: { choice }`).
import Cookies from 'js-cookie';

export const CHOICES = ['all', 'necessary'] as const;
export type CookieChoice = (typeof CHOICES)[number];

export const COOKIE_NAME = 'cookiebar';
export const COOKIE_DAYS = 30;
export const CHANGE_EVENT = 'cookiebar:change';

export interface CookiebarChangeDetail {
  choice: CookieChoice;
}

export function isChoice(value: unknown): value is CookieChoice {
  return typeof value === 'string' && (CHOICES as readonly string[]).includes(value);
}

/** The stored choice; an unknown or missing value counts as no choice. */
export function readChoice(): CookieChoice | null {
  const value = Cookies.get(COOKIE_NAME);
  return isChoice(value) ? value : null;
}

/** Stores the choice and tells the page. */
export function storeChoice(choice: CookieChoice, doc: Document = document): void {
  Cookies.set(COOKIE_NAME, choice, { path: '/', expires: COOKIE_DAYS, sameSite: 'Lax', secure: doc.location?.protocol === 'https:' });
  doc.dispatchEvent(new CustomEvent<CookiebarChangeDetail>(CHANGE_EVENT, { detail: { choice } }));
}

/** Calls `listener` with each new choice; returns what stops listening. */
export function onChoiceChange(listener: (choice: CookieChoice) => void, doc: Document = document): () => void {
  const handler = (event: Event) => {
    const choice = (event as CustomEvent<Partial<CookiebarChangeDetail> | null>).detail?.choice;
    if (isChoice(choice)) listener(choice);
  };
  doc.addEventListener(CHANGE_EVENT, handler);
  return () => doc.removeEventListener(CHANGE_EVENT, handler);
}

declare global {
  interface DocumentEventMap {
    'cookiebar:change': CustomEvent<CookiebarChangeDetail>;
  }
}
