// Site texts: a site replaces any catalogue text, per element (`data-i18n-KEY`) or per page (a JSON
// block), without a build; overrides reach the DOM only as text. See docs/internals.md#texts.
import type { Language } from '../language';

const TEXT_ATTRIBUTE_PREFIX = 'data-i18n-';
const PAGE_TEXTS_SELECTOR = 'script[type="application/json"][data-site-widgets-texts]';

type PageTexts = Partial<Record<Language, Record<string, string>>>;

/** Per block, the parsed texts of the JSON it held when last read (a changed block is read again). */
const readBlocks = new WeakMap<Element, { source: string; texts: PageTexts }>();

/** The element's own override of `key`, if it has a non-blank one. */
export function elementText(element: Element, key: string): string | undefined {
  const value = element.getAttribute(TEXT_ATTRIBUTE_PREFIX + key);
  return value?.trim() ? value : undefined;
}

/** The page's override of `key` in `language` (the last block that has one), if any. */
export function pageText(
  doc: Document,
  language: Language,
  key: string,
  isKey: (key: string) => boolean,
): string | undefined {
  let found: string | undefined;
  const blocks = doc.querySelectorAll(PAGE_TEXTS_SELECTOR);
  blocks.forEach((block, index) => {
    const value = readBlock(block, index, blocks.length, isKey)[language]?.[key];
    if (value !== undefined) found = value;
  });
  return found;
}

function readBlock(block: Element, index: number, count: number, isKey: (key: string) => boolean): PageTexts {
  const source = block.textContent ?? '';
  const known = readBlocks.get(block);
  if (known?.source === source) return known.texts;
  const problems: string[] = [];
  const texts = parseTexts(source, isKey, problems);
  readBlocks.set(block, { source, texts });
  if (problems.length) {
    const id = block.id ? ` id="${block.id}"` : '';
    const which = count > 1 ? ` (block ${index + 1} of ${count})` : '';
    console.warn(
      `[site-widgets] texts: <script type="application/json" data-site-widgets-texts${id}>` +
        `${which}: ${problems.join('; ')}.`,
      block,
    );
  }
  return texts;
}

/**
 * `{"nl": {KEY: "text"}, "en": {…}}`. Anything else is reported in `problems` and left out:
 * invalid JSON drops the whole block (the defaults are used), a bad entry only itself.
 */
export function parseTexts(source: string, isKey: (key: string) => boolean, problems: string[]): PageTexts {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch (error) {
    problems.push(`not valid JSON (${(error as Error).message}), so none of its texts are used`);
    return {};
  }
  if (!isRecord(data)) {
    problems.push('expected an object like {"nl": {…}, "en": {…}}, so none of its texts are used');
    return {};
  }
  const texts: PageTexts = {};
  for (const [language, entries] of Object.entries(data)) {
    if (language !== 'nl' && language !== 'en') {
      problems.push(`"${language}" is not a language of the bundle (nl, en), left out`);
      continue;
    }
    if (!isRecord(entries)) {
      problems.push(`"${language}" must be an object of texts, left out`);
      continue;
    }
    const valid: Record<string, string> = Object.create(null);
    for (const [key, value] of Object.entries(entries)) {
      if (!isKey(key)) problems.push(`"${language}"."${key}" is not a text key, left out`);
      else if (typeof value !== 'string') problems.push(`"${language}"."${key}" must be a string, left out`);
      else if (value.trim()) valid[key] = value;
    }
    texts[language] = valid;
  }
  return texts;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
