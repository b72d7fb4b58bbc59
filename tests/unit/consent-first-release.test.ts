// The first release's consent API, deprecated but kept under its names in
// common/consent/consent-store.ts: readChoice, onChoiceChange, storeChoice, isChoice, CookieChoice.
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isChoice,
  onChoiceChange,
  readChoice,
  storeChoice,
  type CookiebarChangeDetail,
  type CookieChoice,
} from '../../common/consent/consent-store';

const BAR = `<section data-cookiebar aria-label="Cookies"><ul hidden>
  <li data-cookiebar-category="analytics">Counting visits.</li>
  <li data-cookiebar-category="media">Videos.</li></ul></section>`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  vi.runAllTimers();
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("the first release's consent API", () => {
  it('reads the values the first release stored, and nothing else', () => {
    expect(readChoice()).toBeNull();
    for (const [value, choice] of [
      ['all', 'all'],
      ['necessary', 'necessary'],
      ['everything', null],
    ] as const) {
      vi.runAllTimers(); // the store reads the cookie once per task
      Cookies.set('cookiebar', value, { path: '/' });
      expect(readChoice(), value).toBe(choice);
    }
  });

  it('stores and hears `all` and `necessary`; a choice of some categories reads and calls as none', () => {
    document.body.innerHTML = BAR;
    const seen: CookieChoice[] = [];
    const stop = onChoiceChange((choice) => seen.push(choice));
    const detail: CookiebarChangeDetail = storeChoice('necessary');
    expect(detail.choice).toBe('necessary');
    expect(readChoice()).toBe('necessary');
    storeChoice(['media']);
    expect(readChoice()).toBeNull();
    storeChoice('all');
    expect(readChoice()).toBe('all');
    document.dispatchEvent(new CustomEvent('cookiebar:change', { detail: { choice: '<img>', categories: [] } }));
    stop();
    storeChoice('necessary');
    expect(seen).toEqual(['necessary', 'all']);
  });

  it("tells the choices of the bar's buttons from anything else", () => {
    expect(['all', 'necessary', 'custom', 'analytics', undefined].filter(isChoice)).toEqual(['all', 'necessary']);
  });
});
