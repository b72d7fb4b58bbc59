import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onChoiceChange, readChoice, storeChoice } from '../../runtime/cookiebar/consent-store';

afterEach(() => {
  Cookies.remove('cookiebar', { path: '/' });
  vi.restoreAllMocks();
});

describe('consent store', () => {
  it('reads no choice when nothing or an unknown value is stored', () => {
    expect(readChoice()).toBeNull();
    Cookies.set('cookiebar', 'everything', { path: '/' });
    expect(readChoice()).toBeNull();
  });

  it('stores a choice for 30 days on path / with SameSite=Lax and tells the page', () => {
    const set = vi.spyOn(Cookies, 'set');
    const seen: string[] = [];
    const stop = onChoiceChange((choice) => seen.push(choice));
    storeChoice('necessary');
    expect(readChoice()).toBe('necessary');
    expect(set).toHaveBeenCalledWith('cookiebar', 'necessary', { path: '/', expires: 30, sameSite: 'Lax', secure: false });
    expect(seen).toEqual(['necessary']);
    stop();
    storeChoice('all');
    expect(seen).toEqual(['necessary']);
  });

  it('marks the cookie Secure on https', () => {
    const set = vi.spyOn(Cookies, 'set').mockReturnValue(undefined);
    const dispatchEvent = vi.fn();
    storeChoice('all', { location: { protocol: 'https:' }, dispatchEvent } as unknown as Document);
    expect(set.mock.calls[0]?.[2]).toMatchObject({ secure: true });
    expect((dispatchEvent.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ choice: 'all' });
  });

  it('ignores change events without a valid choice', () => {
    const seen: string[] = [];
    const stop = onChoiceChange((choice) => seen.push(choice));
    document.dispatchEvent(new CustomEvent('cookiebar:change', { detail: { choice: '<img onerror>' } }));
    document.dispatchEvent(new CustomEvent('cookiebar:change'));
    stop();
    expect(seen).toEqual([]);
  });
});
