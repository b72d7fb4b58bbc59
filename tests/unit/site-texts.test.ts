// Site texts: an element's data-i18n-KEY beats the page's JSON texts block, which beats the
// catalogue, per page language; a bad block warns once, naming it, and the defaults stay.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { catalogue, t, textsOf } from '../../common/i18n/catalogue';
import { parseTexts } from '../../common/i18n/overrides';

let warn: MockInstance<typeof console.warn>;

function addTextsBlock(json: string, id?: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.setAttribute('data-site-widgets-texts', '');
  if (id) script.id = id;
  script.textContent = json;
  document.head.append(script);
  return script;
}

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.documentElement.removeAttribute('lang');
  warn.mockRestore();
});

describe('site texts', () => {
  it('uses the catalogue without overrides', () => {
    const element = document.createElement('newsletter-signup');
    document.documentElement.lang = 'en';
    expect(textsOf(element)('newsletter.email_required')).toBe(catalogue.en['newsletter.email_required']);
    document.documentElement.lang = 'nl';
    expect(t('newsletter.email_required')).toBe(catalogue.nl['newsletter.email_required']);
  });

  it('takes the page block in the page language, Dutch and English', () => {
    addTextsBlock(
      JSON.stringify({
        nl: { 'newsletter.email_required': 'Vul je e-mailadres in' },
        en: { 'newsletter.email_required': 'Enter your email' },
      }),
    );
    document.documentElement.lang = 'nl';
    expect(t('newsletter.email_required')).toBe('Vul je e-mailadres in');
    expect(t('newsletter.terms_required')).toBe(catalogue.nl['newsletter.terms_required']);
    document.documentElement.lang = 'en-GB';
    expect(t('newsletter.email_required')).toBe('Enter your email');
    expect(t('newsletter.email_required', {}, 'nl')).toBe('Vul je e-mailadres in');
    expect(warn).not.toHaveBeenCalled();
  });

  it('a page with only one language overridden keeps the other language’s defaults', () => {
    addTextsBlock(JSON.stringify({ en: { 'hero.pause': 'Stop' } }));
    document.documentElement.lang = 'nl';
    expect(t('hero.pause')).toBe(catalogue.nl['hero.pause']);
    document.documentElement.lang = 'en';
    expect(t('hero.pause')).toBe('Stop');
  });

  it('an element override beats the page block, which beats the catalogue', () => {
    document.documentElement.lang = 'en';
    addTextsBlock(
      JSON.stringify({ en: { 'newsletter.email_required': 'Page text', 'newsletter.submit': 'Page submit' } }),
    );
    const element = document.createElement('newsletter-signup');
    element.setAttribute('data-i18n-newsletter.email_required', 'Element text');
    const other = document.createElement('newsletter-signup');
    document.body.append(element, other);
    const text = textsOf(element);
    expect(text('newsletter.email_required')).toBe('Element text');
    expect(text('newsletter.submit')).toBe('Page submit');
    expect(text('newsletter.error')).toBe(catalogue.en['newsletter.error']);
    expect(textsOf(other)('newsletter.email_required')).toBe('Page text');
    // Only the element's own attribute counts, not an ancestor's.
    const child = element.appendChild(document.createElement('span'));
    expect(textsOf(child)('newsletter.email_required')).toBe('Page text');
  });

  it('a blank override is no override', () => {
    document.documentElement.lang = 'en';
    addTextsBlock(JSON.stringify({ en: { 'hero.play': '  ' } }));
    const element = document.createElement('div');
    element.setAttribute('data-i18n-hero.play', '');
    expect(textsOf(element)('hero.play')).toBe(catalogue.en['hero.play']);
  });

  it('a later block wins per key', () => {
    document.documentElement.lang = 'en';
    addTextsBlock(JSON.stringify({ en: { 'hero.play': 'First', 'hero.pause': 'First pause' } }));
    addTextsBlock(JSON.stringify({ en: { 'hero.play': 'Second' } }));
    expect(t('hero.play')).toBe('Second');
    expect(t('hero.pause')).toBe('First pause');
  });

  it('fills {placeholders} in overrides, and leaves Swiper’s {{placeholders}} alone', () => {
    document.documentElement.lang = 'en';
    const element = document.createElement('newsletter-signup');
    element.setAttribute('data-i18n-newsletter.consent_label', 'Yes, {brand} may write to me');
    element.setAttribute('data-i18n-slider.pagination_bullet', 'Slide {{index}}');
    expect(textsOf(element)('newsletter.consent_label', { brand: 'Studio Noord' })).toBe(
      'Yes, Studio Noord may write to me',
    );
    expect(textsOf(element)('slider.pagination_bullet')).toBe('Slide {{index}}');
  });

  it('keeps markup in an override as it is: text for the caller to set as text', () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    const element = document.createElement('div');
    element.setAttribute('data-i18n-hero.pause', payload);
    expect(textsOf(element)('hero.pause')).toBe(payload);
  });

  it('bad JSON: one warning naming the block, and the defaults', () => {
    document.documentElement.lang = 'en';
    addTextsBlock('{"en": {"hero.play": "Go",}}', 'site-texts');
    expect(t('hero.play')).toBe(catalogue.en['hero.play']);
    expect(t('hero.pause')).toBe(catalogue.en['hero.pause']);
    expect(t('newsletter.error')).toBe(catalogue.en['newsletter.error']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(
      new RegExp(
        '^\\[site-widgets\\] texts: <script type="application/json" data-site-widgets-texts id="site-texts">: ' +
          'not valid JSON',
      ),
    );
  });

  it('a changed block is read again', () => {
    document.documentElement.lang = 'nl';
    const block = addTextsBlock('not json');
    expect(t('hero.play')).toBe(catalogue.nl['hero.play']);
    block.textContent = JSON.stringify({ nl: { 'hero.play': 'Speel' } });
    expect(t('hero.play')).toBe('Speel');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('reports unknown languages, unknown keys and non-strings, and keeps the rest', () => {
    const problems: string[] = [];
    const isKey = (key: string) => key === 'hero.play' || key === 'hero.pause';
    const texts = parseTexts(
      JSON.stringify({ nl: { 'hero.play': 'Speel', 'hero.plya': 'x', 'hero.pause': 3 }, de: {}, en: 'x' }),
      isKey,
      problems,
    );
    expect(texts).toEqual({ nl: { 'hero.play': 'Speel' } });
    expect(problems).toEqual([
      '"nl"."hero.plya" is not a text key, left out',
      '"nl"."hero.pause" must be a string, left out',
      '"de" is not a language of the bundle (nl, en), left out',
      '"en" must be an object of texts, left out',
    ]);
    expect(parseTexts('[1]', isKey, [])).toEqual({});
    expect(parseTexts('null', isKey, [])).toEqual({});
  });

  it('a key named like an Object property is not a text', () => {
    document.documentElement.lang = 'en';
    addTextsBlock(JSON.stringify({ en: { constructor: 'x', __proto__: 'y' } }));
    expect(t('hero.play')).toBe(catalogue.en['hero.play']);
  });
});
