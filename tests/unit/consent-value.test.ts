// The `cookiebar` cookie's value (common/consent/consent-value.ts): what it parses, what it writes,
// and the first release's values, which keep their meaning.
import { describe, expect, it } from 'vitest';
import { current, formatConsent, parseConsent } from '../../common/consent/consent-value';

describe('the consent value', () => {
  it('parses nothing but a value the store could have written', () => {
    for (const value of [undefined, 'everything', 'analytics', 'all.analytics', 'necessary.<img>', 'necessary:x', ''])
      expect(parseConsent(value), value).toBeNull();
  });

  it('parses the values of the first release and the category lists, with their revision and id', () => {
    expect(parseConsent('all')).toEqual({ all: true, categories: new Set(['necessary']), revision: 0 });
    expect(parseConsent('necessary')).toEqual({ all: false, categories: new Set(['necessary']), revision: 0 });
    expect(parseConsent('necessary.analytics.media:3')).toEqual({
      all: false,
      categories: new Set(['necessary', 'analytics', 'media']),
      revision: 3,
    });
    expect(parseConsent('necessary.media~pV3abcdefghijklmnopqrs')).toMatchObject({ id: 'pV3abcdefghijklmnopqrs' });
  });

  it('writes the categories sorted after `necessary`, the revision above 0 and the id', () => {
    expect(formatConsent(false, ['media', 'analytics', 'media', 'necessary'], 0)).toBe('necessary.analytics.media');
    expect(formatConsent(true, [], 2)).toBe('all:2');
    expect(formatConsent(false, ['<img>'], 1, 'pV3abcdefghijklmnopqrs')).toBe('necessary:1~pV3abcdefghijklmnopqrs');
  });

  it('counts a choice of an older revision as none', () => {
    const consent = parseConsent('necessary.media:2');
    expect(current(consent, 2)).toBe(consent);
    expect(current(consent, 1)).toBe(consent);
    expect(current(consent, 3)).toBeNull();
  });
});
