import { describe, expect, it } from 'vitest';
import { catalogue, t } from '../../common/i18n/catalogue';

describe('catalogue', () => {
  it('has every key in both languages, none empty', () => {
    const enKeys = Object.keys(catalogue.en).sort();
    expect(enKeys.length).toBeGreaterThan(0);
    expect(Object.keys(catalogue.nl).sort()).toEqual(enKeys);
    for (const language of ['en', 'nl'] as const)
      for (const key of enKeys) expect(catalogue[language][key as keyof typeof catalogue.en].trim()).not.toBe('');
  });

  it('picks the language from <html lang> and falls back to Dutch', () => {
    document.documentElement.lang = 'en-GB';
    expect(t('newsletter.error')).toBe(catalogue.en['newsletter.error']);
    document.documentElement.lang = 'fr';
    expect(t('newsletter.error')).toBe(catalogue.nl['newsletter.error']);
    document.documentElement.removeAttribute('lang');
    expect(t('newsletter.error')).toBe(catalogue.nl['newsletter.error']);
  });
});
