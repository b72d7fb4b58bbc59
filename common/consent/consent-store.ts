// The visitor's consent as the page holds it: read, stored, withdrawn and announced here, with one
// state per page (the entry's; each chunk is handed it through consent-access.ts). The value's format
// is consent-value.ts's, the markup's declarations page-declarations.ts's.
import { dispatch } from '../define-event';
import { pageLanguage } from '../language';
import { cookiebarChange, type CookiebarChangeDetail } from './consent-event';
import { logRecord, newConsentId, type RecordedChoice } from './consent-record';
import {
  COOKIE_NAME,
  current,
  formatConsent,
  isCategoryName,
  isChoice,
  NECESSARY,
  parseConsent,
  type Consent,
  type ConsentChoice,
  type CookieChoice,
} from './consent-value';
import { bars, declaredCategories, listedCookies, pageRevision, STORED_HINT, STORED_MARK } from './page-declarations';
import { privacySignalApplies, sellsOrShares } from './privacy-signal';

// The first release's names, from where they have always come.
export { isChoice, type CookieChoice, type CookiebarChangeDetail };

const COOKIE_DAYS = 30;

/**
 * The cookie's value. Chrome reports every synchronous `document.cookie` read as a DocumentCookie
 * issue, so where the browser has the Cookie Store API the value comes from it, once, and is kept
 * current by its change events (`kept`); elsewhere document.cookie is read at most once per task.
 */
let cachedValue: { value: string | undefined; kept?: boolean } | null = null;
let storeRead: Promise<void> | null = null;
/** How many choices this page has written: see storedConsentRead. */
let writes = 0;

function storedValue(): string | undefined {
  if (!cachedValue) {
    // The values we write need no decoding.
    cachedValue = { value: /(?:^|;\s*)cookiebar=([^;]*)/.exec(document.cookie)?.[1] };
    setTimeout(() => cachedValue?.kept || (cachedValue = null));
  }
  return cachedValue.value;
}

/**
 * Resolves once the stored choice can be read without a synchronous `document.cookie` read: after
 * the Cookie Store API has answered, or at once without it (an http page, an older browser).
 * Everything that reads the choice at start-up waits for it (consent-loading.ts, the bar's start).
 */
export function storedConsentRead(): Promise<void> {
  const store = (globalThis as { cookieStore?: CookieStore }).cookieStore;
  if (!storeRead) {
    const read = () => {
      // An answer to a read that started before our own latest write is older than that write.
      const writesBefore = writes;
      return store!.get(COOKIE_NAME).then(
        (cookie) => void (writes === writesBefore && (cachedValue = { value: cookie?.value, kept: true })),
        () => {},
      );
    };
    storeRead = store ? read() : Promise.resolve();
    store?.addEventListener('change', read);
  }
  return storeRead;
}

/**
 * Marks <html data-cookiebar-stored> when some choice is stored, once the stored value can be read:
 * the stylesheet then keeps a bar the server rendered visible (a cached page) from showing. The
 * bar's setup removes the mark once it has decided (an older revision shows it again). The
 * localStorage note follows the cookie, also for a choice made before the note existed.
 */
export function markStoredConsent(doc: Document = document): void {
  const stored = parseConsent(storedValue()) !== null;
  if (stored) doc.documentElement.setAttribute(STORED_MARK, '');
  // The note is read only on pages with a bar, and each such page brings it up to date: a page
  // without one is spared its first storage access (a few ms in CPU profiles of the start).
  if (bars(doc).length > 0) setStoredHint(stored);
}

/**
 * Marks <html data-cookiebar-stored> from the note in localStorage that a choice was stored: read
 * synchronously without a DevTools issue, before the Cookie Store API has answered, so a bar the
 * server rendered visible on a cached page does not show for a frame. The cookie then decides
 * (markStoredConsent, the bar's setup) and clears a stale note.
 */
export function markStoredConsentFromHint(doc: Document = document): void {
  // A parsed page without a bar has nothing to hide now; a bar that comes later (a page swap)
  // finds the mark the cookie store's answer set. The first storage read of a page takes a few ms.
  if (doc.readyState !== 'loading' && bars(doc).length === 0) return;
  try {
    if (localStorage.getItem(STORED_HINT)) doc.documentElement.setAttribute(STORED_MARK, '');
  } catch {
    // Storage blocked (a privacy setting): the cookie store's answer marks it instead.
  }
}

function setStoredHint(stored: boolean): void {
  try {
    if (stored) localStorage.setItem(STORED_HINT, '1');
    else localStorage.removeItem(STORED_HINT);
  } catch {
    // Storage blocked: no hint, the bar is hidden when the cookie store answers.
  }
}

/** The stored consent, or null when there is none, it is unreadable or of an older revision. */
export function readConsent(doc: Document = document): Consent | null {
  return current(parseConsent(storedValue()), pageRevision(doc));
}

/** True when `consent` accepts `category`; `all` (or no category) asks for every declared one. */
export function accepts(consent: Consent | null, category: string | undefined, doc: Document = document): boolean {
  if (!consent) return false;
  if (consent.all || category === NECESSARY) return true;
  if (category) return consent.categories.has(category);
  return (
    declaredCategories(doc).length > 0 && declaredCategories(doc).every(({ name }) => consent.categories.has(name))
  );
}

/** The choice as the bar's buttons name it. */
function choiceOf(consent: Consent, doc: Document = document): ConsentChoice {
  if (consent.all) return 'all';
  const declared = declaredCategories(doc).map(({ name }) => name);
  const accepted = declared.filter((name) => consent.categories.has(name));
  if (accepted.length === 0 && consent.categories.size === 1) return 'necessary';
  return declared.length > 0 && accepted.length === declared.length ? 'all' : 'custom';
}

/**
 * Stores a choice, tells the page and records it (consent-record.ts): `all`, `necessary`, or the
 * accepted categories. With declared categories `all` is stored as their list, so a category added
 * later is asked for (bump the revision), and leaves out those that sell or share when the
 * visitor's privacy signal applies; on a bar without categories it stays `all`, as before.
 */
export function storeChoice(choice: CookieChoice | readonly string[], doc: Document = document): CookiebarChangeDetail {
  const declared = declaredCategories(doc);
  const stored = parseConsent(storedValue());
  const revision = pageRevision(doc);
  const before = current(stored, revision);
  // Kept across choices, also across a new revision: one visitor, one id.
  const id = stored?.id ?? newConsentId();
  const signal = privacySignalApplies(doc);
  let value: string;
  if (choice === 'all' && declared.length === 0) value = formatConsent(true, [], revision, id);
  else {
    const everything = declared.filter(({ element }) => !signal || !sellsOrShares(element)).map(({ name }) => name);
    const categories = choice === 'all' ? everything : choice === 'necessary' ? [] : choice;
    value = formatConsent(false, categories, revision, id);
  }
  // Written directly (a write raises no DevTools issue); the value needs no encoding.
  doc.cookie =
    `${COOKIE_NAME}=${value}; path=/; max-age=${COOKIE_DAYS * 86_400}; samesite=lax` +
    (doc.location?.protocol === 'https:' ? '; secure' : '');
  writes++;
  cachedValue = { value, kept: cachedValue?.kept };
  setStoredHint(true);
  const consent = parseConsent(value)!;
  const withdrawn = before
    ? declared.filter(({ name }) => accepts(before, name, doc) && !consent.categories.has(name))
    : [];
  for (const declaration of withdrawn) deleteCookies(listedCookies(declaration.element), doc);
  const detail: CookiebarChangeDetail = {
    choice: choiceOf(consent, doc),
    categories: consent.all ? [NECESSARY, ...declared.map(({ name }) => name)] : [...consent.categories],
    withdrawn: withdrawn.map(({ name }) => name),
    consentId: id,
  };
  const recorded: RecordedChoice = typeof choice === 'string' ? choice : 'custom';
  logRecord({
    consentId: id,
    time: new Date().toISOString(),
    revision,
    choice: recorded,
    categories: detail.categories,
    withdrawn: detail.withdrawn,
    language: pageLanguage(doc),
    gpc: signal,
    page: doc.location?.pathname ?? '/',
  });
  dispatch(doc, cookiebarChange, detail);
  return detail;
}

/**
 * Deletes the first-party cookies whose names match `patterns` (`*` matches any run of
 * characters): on path `/`, for this host and each parent domain (where analytics set theirs).
 */
export function deleteCookies(patterns: readonly string[], doc: Document = document): string[] {
  if (patterns.length === 0) return [];
  const matchers = patterns.map(
    (pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`),
  );
  const names = doc.cookie
    .split(/;\s*/)
    .map((cookie) => cookie.split('=', 1)[0]!)
    .filter((name) => name && name !== COOKIE_NAME && matchers.some((matcher) => matcher.test(name)));
  const host = doc.location?.hostname ?? '';
  const labels = host.split('.');
  // An IP address has no parent domains.
  const domains: (string | undefined)[] = [undefined];
  if (!/^[\d.]+$|:/.test(host)) for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  for (const name of names)
    for (const domain of domains)
      doc.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT${domain ? `; domain=${domain}` : ''}`;
  return names;
}

/** Calls `listener` with each new choice; returns what stops listening. */
export function onConsentChange(
  listener: (detail: CookiebarChangeDetail) => void,
  doc: Document = document,
): () => void {
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<Partial<CookiebarChangeDetail> | null>).detail;
    if (
      detail &&
      (isChoice(detail.choice) || detail.choice === 'custom') &&
      Array.isArray(detail.categories) &&
      detail.categories.every(isCategoryName)
    ) {
      listener({
        choice: detail.choice,
        categories: [...detail.categories],
        withdrawn: Array.isArray(detail.withdrawn) ? detail.withdrawn.filter(isCategoryName) : [],
        consentId: typeof detail.consentId === 'string' ? detail.consentId : '',
      });
    }
  };
  doc.addEventListener(cookiebarChange.name, handler);
  return () => doc.removeEventListener(cookiebarChange.name, handler);
}

/**
 * The first release's reading: `all`, `necessary`, or null (no choice, or some categories only).
 * @deprecated Use `accepts(readConsent(), category)`, which also answers for a choice of some categories.
 */
export function readChoice(doc: Document = document): CookieChoice | null {
  const consent = readConsent(doc);
  if (!consent) return null;
  const choice = choiceOf(consent, doc);
  return choice === 'custom' ? null : choice;
}

/**
 * The first release's listener: called with `all` or `necessary`; a choice of some categories is left out.
 * @deprecated Use `onConsentChange()`, whose detail also names the categories of a `custom` choice.
 */
export function onChoiceChange(listener: (choice: CookieChoice) => void, doc: Document = document): () => void {
  return onConsentChange(({ choice }) => {
    if (isChoice(choice)) listener(choice);
  }, doc);
}
