// The one catalogue of interface texts. Every text the bundle shows exists in Dutch and English;
// the `satisfies` check makes a key missing in one language a type error.
// Placeholders are written {name} and filled by `t(key, { name })`.
import { pageLanguage, type Language } from '../language';

const en = {
  'widget.error': 'This part of the page could not be loaded.',
  'collapse.toggle': 'Show or hide',
} as const;

export type TextKey = keyof typeof en;

const nl: Record<TextKey, string> = {
  'widget.error': 'Dit deel van de pagina kon niet worden geladen.',
  'collapse.toggle': 'Tonen of verbergen',
};

export const catalogue: Record<Language, Record<TextKey, string>> = { en, nl };

/** The text for `key` in the page language (or `language`), with {placeholders} filled in. */
export function t(key: TextKey, values: Record<string, string> = {}, language: Language = pageLanguage()): string {
  return catalogue[language][key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
