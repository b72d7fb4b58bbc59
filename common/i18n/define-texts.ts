// A block's texts are a section of the catalogue: its folder's texts.ts (a shared folder's, for
// texts several blocks show) default-exports the section made with defineTexts(), and adds its keys
// to SiteWidgetsTexts. The catalogue (catalogue.ts) gets every section from the build
// (`site-widgets:texts`, build/block-folders.mjs), so a new section needs no other line.
// A section is data: its texts.ts imports nothing but this file, which imports nothing at run time, so the
// catalogue's arrow up to it brings no block's code into common/ (tests/unit/import-cycles.test.ts).
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
