// The one catalogue of interface texts, in Dutch and English, keyed like `newsletter.error`.
// Each block keeps its section in texts/; add a new section to the list below.
// Placeholders are written {name} and filled by `t(key, { name })`.
import { pageLanguage, type Language } from '../language';
import { consentVideoTexts } from './texts/consent-video';
import { galleryTexts } from './texts/gallery';
import { heroTexts } from './texts/hero';
import { languageSwitchTexts } from './texts/language-switch';
import { newsletterTexts } from './texts/newsletter';
import { sliderTexts } from './texts/slider';

const sections = [sliderTexts, newsletterTexts, consentVideoTexts, galleryTexts, heroTexts, languageSwitchTexts] as const;

type Section = (typeof sections)[number];
export type TextKey = Section extends infer S ? (S extends Record<Language, Record<infer K, string>> ? K : never) : never;

export const catalogue = {
  en: Object.assign({}, ...sections.map((section) => section.en)),
  nl: Object.assign({}, ...sections.map((section) => section.nl)),
} as Record<Language, Record<TextKey, string>>;

/** The text for `key` in the page language (or `language`), with {placeholders} filled in. */
export function t(key: TextKey, values: Record<string, string> = {}, language: Language = pageLanguage()): string {
  return catalogue[language][key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
