import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  accepts,
  deleteCookies,
  markStoredConsent,
  markStoredConsentFromHint,
  onConsentChange,
  readConsent,
  storeChoice,
} from '../../common/consent/consent-store';
import type { CookiebarChangeDetail } from '../../common/consent/consent-event';
import { onConsentRecord, type ConsentRecord } from '../../common/consent/consent-record';

/** A consent id as the store makes them, after the `~` that ends a stored value. */
const ID = /^[A-Za-z0-9_-]{22}$/;
const withoutId = (value: string | undefined) => value?.replace(/~[A-Za-z0-9_-]+$/, '');

const BAR = `<section data-cookiebar aria-label="Cookies">
  <ul hidden>
    <li data-cookiebar-category="analytics" data-cookiebar-label="Statistics"
      data-consent-cookies="_ga,_ga_*">Counting visits.</li>
    <li data-cookiebar-category="media">Videos.</li>
  </ul></section>`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.restoreAllMocks();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.runAllTimers();
  vi.useRealTimers();
  document.body.replaceChildren();
});

/** A new task: the store reads the cookie once per task. */
const nextTask = () => vi.runAllTimers();

describe('consent store', () => {
  it('reads no choice when nothing or an unknown value is stored', () => {
    expect(readConsent()).toBeNull();
    nextTask();
    Cookies.set('cookiebar', 'everything', { path: '/' });
    expect(readConsent()).toBeNull();
  });

  it('stores a choice for 30 days on path / with SameSite=Lax and tells the page', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    const seen: string[] = [];
    const stop = onConsentChange(({ choice }) => seen.push(choice));
    storeChoice('necessary');
    expect(readConsent()).toMatchObject({ all: false, categories: new Set(['necessary']) });
    expect(set.mock.calls[0]?.[0]).toMatch(
      /^cookiebar=necessary~[A-Za-z0-9_-]{22}; path=\/; max-age=2592000; samesite=lax$/,
    );
    set.mockRestore();
    expect(seen).toEqual(['necessary']);
    stop();
    storeChoice('all');
    expect(seen).toEqual(['necessary']);
    expect(readConsent()?.all).toBe(true);
  });

  it('marks the cookie Secure on https', () => {
    const dispatchEvent = vi.fn();
    const fake = {
      location: { protocol: 'https:', pathname: '/' },
      documentElement: document.documentElement,
      dispatchEvent,
      querySelectorAll: () => [],
    } as unknown as Document;
    storeChoice('all', fake);
    expect(fake.cookie).toMatch(/^cookiebar=all~[A-Za-z0-9_-]{22}; path=\/; max-age=2592000; samesite=lax; secure$/);
    expect((dispatchEvent.mock.calls[0]?.[0] as CustomEvent).detail).toMatchObject({
      choice: 'all',
      categories: ['necessary'],
      withdrawn: [],
    });
  });

  it('stores the declared categories by name, and `all` as their list', () => {
    document.body.innerHTML = BAR;
    const details: CookiebarChangeDetail[] = [];
    const stop = onConsentChange((detail) => details.push(detail));
    storeChoice(['media']);
    expect(withoutId(Cookies.get('cookiebar'))).toBe('necessary.media');
    expect(accepts(readConsent(), 'media')).toBe(true);
    expect(accepts(readConsent(), 'analytics')).toBe(false);
    storeChoice('all');
    expect(withoutId(Cookies.get('cookiebar'))).toBe('necessary.analytics.media');
    expect(accepts(readConsent(), undefined)).toBe(true);
    stop();
    expect(details).toEqual([
      { choice: 'custom', categories: ['necessary', 'media'], withdrawn: [], consentId: expect.stringMatching(ID) },
      {
        choice: 'all',
        categories: ['necessary', 'analytics', 'media'],
        withdrawn: [],
        consentId: details[0]!.consentId,
      },
    ]);
  });

  it('counts a choice from an older revision as no choice, and writes the revision', () => {
    document.body.innerHTML = BAR.replace('data-cookiebar', 'data-cookiebar data-cookiebar-revision="2"');
    Cookies.set('cookiebar', 'all', { path: '/' });
    expect(readConsent()).toBeNull();
    storeChoice('necessary');
    expect(withoutId(Cookies.get('cookiebar'))).toBe('necessary:2');
    expect(readConsent()).toMatchObject({ revision: 2 });
  });

  it('records each choice under one consent id, kept across choices and revisions', () => {
    document.documentElement.lang = 'en';
    document.body.innerHTML = BAR;
    onConsentRecord(() => {})(); // takes the records of the tests before
    const records: ConsentRecord[] = [];
    const stop = onConsentRecord((record) => records.push(record));
    // A value stored before there were ids keeps its meaning, and gets an id with the next choice.
    Cookies.set('cookiebar', 'necessary.media', { path: '/' });
    expect(accepts(readConsent(), 'media')).toBe(true);
    storeChoice('all');
    storeChoice(['media']);
    stop();
    document.body.innerHTML = BAR.replace('data-cookiebar', 'data-cookiebar data-cookiebar-revision="3"');
    storeChoice('necessary'); // no logger: kept for the next one
    const id = records[0]!.consentId;
    expect(id).toMatch(ID);
    expect(records).toEqual([
      {
        consentId: id,
        time: expect.any(String),
        revision: 0,
        choice: 'all',
        categories: ['necessary', 'analytics', 'media'],
        withdrawn: [],
        language: 'en',
        gpc: false,
        page: '/',
      },
      {
        consentId: id,
        time: expect.any(String),
        revision: 0,
        choice: 'custom',
        categories: ['necessary', 'media'],
        withdrawn: ['analytics'],
        language: 'en',
        gpc: false,
        page: '/',
      },
    ]);
    expect(new Date(records[0]!.time).toISOString()).toBe(records[0]!.time);
    expect(readConsent()?.id).toBe(id);
    const later: ConsentRecord[] = [];
    onConsentRecord((record) => later.push(record))();
    // A new revision asks again, and the answer is recorded under the same id.
    expect(later.map(({ choice, consentId, revision }) => [choice, consentId, revision])).toEqual([
      ['necessary', id, 3],
    ]);
    document.documentElement.removeAttribute('lang');
  });

  it('with the privacy signal and an opted-in bar, leaves the selling categories out of "Accept all"', () => {
    document.body.innerHTML = BAR.replace('data-cookiebar ', 'data-cookiebar data-cookiebar-gpc ').replace(
      'data-cookiebar-category="analytics"',
      'data-cookiebar-category="analytics" data-consent-gpc',
    );
    onConsentRecord(() => {})(); // takes the records of the tests before
    const records: ConsentRecord[] = [];
    const stop = onConsentRecord((record) => records.push(record));
    storeChoice('all');
    expect(withoutId(Cookies.get('cookiebar'))).toBe('necessary.analytics.media'); // no signal: everything
    Object.defineProperty(navigator, 'globalPrivacyControl', { configurable: true, get: () => true });
    storeChoice('all');
    expect(withoutId(Cookies.get('cookiebar'))).toBe('necessary.media');
    // An explicit choice of the category stands.
    storeChoice(['analytics', 'media']);
    expect(withoutId(Cookies.get('cookiebar'))).toBe('necessary.analytics.media');
    // A bar that does not opt in ignores the signal.
    document.querySelector('[data-cookiebar]')!.setAttribute('data-cookiebar-gpc', 'false');
    storeChoice('all');
    expect(withoutId(Cookies.get('cookiebar'))).toBe('necessary.analytics.media');
    stop();
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    expect(records.map(({ gpc, choice }) => [choice, gpc])).toEqual([
      ['all', false],
      ['all', true],
      ['custom', true],
      ['all', false],
    ]);
  });

  it('`all` of the first bundle still accepts every category', () => {
    document.body.innerHTML = BAR;
    Cookies.set('cookiebar', 'all', { path: '/' });
    expect(accepts(readConsent(), 'analytics')).toBe(true);
    expect(accepts(readConsent(), 'marketing')).toBe(true);
    expect(accepts(readConsent(), undefined)).toBe(true);
  });

  it('withdrawing a category deletes the cookies it lists and says so', () => {
    document.body.innerHTML = BAR;
    storeChoice('all');
    for (const name of ['_ga', '_ga_ABC', '_gat', 'other']) Cookies.set(name, '1', { path: '/' });
    const details: CookiebarChangeDetail[] = [];
    const stop = onConsentChange((detail) => details.push(detail));
    storeChoice(['media']);
    stop();
    expect(details[0]?.withdrawn).toEqual(['analytics']);
    expect(Object.keys(Cookies.get()).sort()).toEqual(['_gat', 'cookiebar', 'other']);
    expect(deleteCookies(['oth*'])).toEqual(['other']);
  });

  it('ignores change events without a valid detail', () => {
    const seen: string[] = [];
    const stop = onConsentChange(({ choice }) => seen.push(choice));
    document.dispatchEvent(
      new CustomEvent('cookiebar:change', { detail: { choice: '<img onerror>', categories: [] } }),
    );
    document.dispatchEvent(new CustomEvent('cookiebar:change', { detail: { choice: 'all', categories: ['<img>'] } }));
    document.dispatchEvent(new CustomEvent('cookiebar:change'));
    stop();
    expect(seen).toEqual([]);
  });

  describe('the note of a stored choice, read at start', () => {
    beforeEach(() => localStorage.setItem('site-widgets:cookiebar-stored', '1'));
    afterEach(() => {
      localStorage.clear();
      document.documentElement.removeAttribute('data-cookiebar-stored');
    });

    it('marks the page at once when it holds a bar', () => {
      document.body.innerHTML = BAR;
      markStoredConsentFromHint();
      expect(document.documentElement.hasAttribute('data-cookiebar-stored')).toBe(true);
    });

    it('reads no storage for a parsed page without a bar: nothing to hide, and the first read costs a few ms', () => {
      const read = vi.spyOn(Storage.prototype, 'getItem');
      markStoredConsentFromHint();
      expect(read).not.toHaveBeenCalled();
      expect(document.documentElement.hasAttribute('data-cookiebar-stored')).toBe(false);
    });

    it('is brought up to date by a page with a bar once the cookie is read, and left alone elsewhere', () => {
      const write = vi.spyOn(Storage.prototype, 'removeItem');
      markStoredConsent();
      expect(write).not.toHaveBeenCalled();
      expect(localStorage.getItem('site-widgets:cookiebar-stored')).toBe('1');
      document.body.innerHTML = BAR;
      markStoredConsent();
      expect(localStorage.getItem('site-widgets:cookiebar-stored')).toBeNull();
      nextTask();
      Cookies.set('cookiebar', 'necessary', { path: '/' });
      markStoredConsent();
      expect(localStorage.getItem('site-widgets:cookiebar-stored')).toBe('1');
      expect(document.documentElement.hasAttribute('data-cookiebar-stored')).toBe(true);
    });

    it('reads it while the page is still loading, when the bar may not be parsed yet', () => {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      markStoredConsentFromHint();
      expect(document.documentElement.hasAttribute('data-cookiebar-stored')).toBe(true);
    });
  });
});
