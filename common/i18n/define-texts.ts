// defineTexts(): how a block's texts.ts declares its section of the catalogue, as data that brings
// no block's code into common/. See docs/internals.md#texts.
import type { Language } from '../language';

/** A section: the same keys in both languages. */
export type TextSection<Keys extends string = string> = Record<Language, Record<Keys, string>>;

/**
 * One section of the catalogue, for one block. Dutch must have exactly the English keys:
 * a text missing in one language is a type error.
 */
export function defineTexts<const Keys extends string>(texts: {
  en: Record<Keys, string>;
  nl: Record<NoInfer<Keys>, string>;
}): TextSection<Keys> {
  return texts;
}

/** The keys of a section, for its texts.ts to add to SiteWidgetsTexts. */
export type SectionKeys<Section extends TextSection> = Record<keyof Section['en'], string>;

declare global {
  /** Every text key of every section, each texts.ts adding its own (declaration merging). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the sections fill it
  interface SiteWidgetsTexts {}
}
