// The consent store where the browser has the Cookie Store API (common/consent/consent-store.ts):
// the choice is read once through it, kept current by its change events, and an answer that left
// before the page's own latest write does not undo that write.
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in Cookie Store whose reads answer (with the value of when they started) only when told. */
class HeldCookieStore extends EventTarget {
  value: string | undefined;
  readonly held: (() => void)[] = [];

  get(name: string): Promise<{ name: string; value: string } | null> {
    const value = this.value;
    return new Promise((resolve) => this.held.push(() => resolve(value === undefined ? null : { name, value })));
  }

  answer(index: number): Promise<void> {
    this.held[index]!();
    return new Promise((resolve) => setTimeout(resolve));
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  document.cookie = 'cookiebar=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('consent store with the Cookie Store API', () => {
  it('reads the choice from the store, and an older answer does not undo a newer choice', async () => {
    const store = new HeldCookieStore();
    store.value = 'necessary';
    vi.stubGlobal('cookieStore', store);
    const { readConsent, storeChoice, storedConsentRead } = await import('../../common/consent/consent-store');

    const read = storedConsentRead();
    await store.answer(0);
    await read;
    expect(readConsent()?.all).toBe(false);

    // Another cookie changes: a read starts, still seeing the old choice…
    store.dispatchEvent(new Event('change'));
    // …the visitor accepts all before it answers…
    storeChoice('all');
    await store.answer(1);
    // …and the page keeps the visitor's choice.
    expect(readConsent()?.all).toBe(true);
  });
});
