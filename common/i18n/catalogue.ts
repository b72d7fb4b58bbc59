// The one catalogue of interface texts (Dutch and English), gathered by the build from the blocks'
// texts.ts, and t() to read it. See docs/internals.md#texts.
import sections from 'site-widgets:texts';
import { pageLanguage, type Language } from '../language';
import { elementText, pageText } from './overrides';

export type TextKey = keyof SiteWidgetsTexts & string;

export const catalogue = {
  en: Object.assign({}, ...sections.map((section) => section.en)),
  nl: Object.assign({}, ...sections.map((section) => section.nl)),
} as Record<Language, Record<TextKey, string>>;

export const isTextKey = (key: string): key is TextKey => Object.hasOwn(catalogue.en, key);

/**
 * The text for `key` in the page language (or `language`), with {placeholders} filled in: the
 * override on `element` if it has one, else the page's (its JSON texts block), else the catalogue's.
 */
export function t(
  key: TextKey,
  values: Record<string, string> = {},
  language?: Language,
  element?: Element | null,
): string {
  const doc = element?.ownerDocument ?? (typeof document === 'undefined' ? null : document);
  const lang = language ?? (doc ? pageLanguage(doc) : 'nl');
  const template =
    (element && elementText(element, key)) ?? (doc && pageText(doc, lang, key, isTextKey)) ?? catalogue[lang][key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? values[name]! : match));
}

/** `t` for the texts `element` shows: its own overrides first, in its document's language. */
export function textsOf(element: Element): (key: TextKey, values?: Record<string, string>) => string {
  return (key, values = {}) => t(key, values, undefined, element);
}
