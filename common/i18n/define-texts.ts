import type { Language } from '../language';

/**
 * One section of the catalogue, for one block. Dutch must have exactly the English keys:
 * a text missing in one language is a type error.
 */
export function defineTexts<const Keys extends string>(texts: {
  en: Record<Keys, string>;
  nl: Record<NoInfer<Keys>, string>;
}): Record<Language, Record<Keys, string>> {
  return texts;
}
