export type Language = 'nl' | 'en';

/** The page language: `<html lang="en…">` is English; anything else, or none, is Dutch. */
export function pageLanguage(doc: Document = document): Language {
  const lang = doc.documentElement.getAttribute('lang') ?? '';
  return /^en(-|$)/i.test(lang.trim()) ? 'en' : 'nl';
}
