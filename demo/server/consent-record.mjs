// The consent record a page sends when the visitor makes or changes a choice in the cookie bar,
// checked field by field before it is logged: a log of consent is evidence, so a record that is
// not exactly what the bar sends is refused whole rather than stored in part or repaired.
import { NECESSARY } from './cookiebar-categories.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Date.prototype.toISOString's own form (four-digit years): always UTC, always milliseconds. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CONSENT_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** A BCP 47 tag as navigator.language gives it, loosely: a language and optional subtags. */
const LANGUAGE = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/;
const MAX_LANGUAGE_LENGTH = 35;
const MAX_PAGE_LENGTH = 2048;
const MAX_REVISION = 999_999;
const CHOICES = ['all', 'necessary', 'custom'];

/** Each field's problem as the end of a sentence that starts with the field's name. */
const PROBLEMS = {
  consentId: 'must be 16 to 64 letters, digits, "_" or "-"',
  time: 'must be a UTC time as toISOString() writes it, such as "2026-11-25T10:00:00.000Z"',
  revision: `must be a whole number from 0 to ${MAX_REVISION}`,
  choice: `must be one of ${CHOICES.map((choice) => `"${choice}"`).join(', ')}`,
  language: `must be a language tag such as "nl" or "en-GB" (at most ${MAX_LANGUAGE_LENGTH} characters)`,
  gpc: 'must be true or false',
  page: `must be a path on this site starting with "/" (at most ${MAX_PAGE_LENGTH} characters)`,
};

/**
 * Each field's check: its problem (see PROBLEMS), or null when `value` is fine. `categories` are
 * the ones the cookie bar declares, `now` the server's clock; `record` is the whole record.
 */
const FIELDS = {
  consentId: (value) => (typeof value === 'string' && CONSENT_ID.test(value) ? null : PROBLEMS.consentId),
  time: (value, { now }) => {
    if (typeof value !== 'string' || !ISO_TIME.test(value)) return PROBLEMS.time;
    const time = Date.parse(value);
    // A date that does not exist (February 30th) parses to another day, or to nothing.
    if (Number.isNaN(time) || new Date(time).toISOString() !== value) return 'is not a real date and time';
    return time - now > DAY_MS ? 'is more than 24 hours ahead of the server’s clock' : null;
  },
  revision: (value) => (Number.isInteger(value) && value >= 0 && value <= MAX_REVISION ? null : PROBLEMS.revision),
  choice: (value) => (CHOICES.includes(value) ? null : PROBLEMS.choice),
  categories: (value, { categories }) => {
    const problem = categoryListProblem(value, categories);
    if (problem) return problem;
    return value[0] === NECESSARY ? null : `must start with "${NECESSARY}"`;
  },
  withdrawn: (value, { categories }, record) => {
    const problem = categoryListProblem(value, categories);
    if (problem) return problem;
    if (value.includes(NECESSARY)) return `cannot hold "${NECESSARY}" (it is never withdrawn)`;
    // Withdrawn means accepted before and not now: a category cannot be both. (`categories` is
    // checked before `withdrawn`, so it is a list of names here.)
    const accepted = value.find((name) => record.categories.includes(name));
    return accepted ? `holds "${accepted}", which "categories" accepts` : null;
  },
  language: (value) => (isLanguage(value) ? null : PROBLEMS.language),
  gpc: (value) => (typeof value === 'boolean' ? null : PROBLEMS.gpc),
  page: (value) => (typeof value === 'string' && isPath(value) ? null : PROBLEMS.page),
};

/**
 * `{ record }`, the record with exactly its fields in their order, or `{ problem }`, a sentence
 * that names what is wrong (the first problem found). `now` is the server's clock (ms).
 * @param {unknown} value the parsed JSON body
 * @param {{ categories: string[], now?: number }} context
 */
export function checkConsentRecord(value, { categories, now = Date.now() }) {
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject) return { problem: 'The body must be a JSON object.' };
  const unknown = Object.keys(value).find((key) => !Object.hasOwn(FIELDS, key));
  if (unknown !== undefined) return { problem: `Unknown field ${JSON.stringify(unknown)}.` };
  const record = {};
  for (const [field, check] of Object.entries(FIELDS)) {
    if (!Object.hasOwn(value, field)) return { problem: `The field "${field}" is missing.` };
    const problem = check(value[field], { categories, now }, value);
    if (problem) return { problem: `"${field}" ${problem}.` };
    record[field] = value[field];
  }
  return { record };
}

/** The problem with a list of categories, or null: unique names the bar declares. */
function categoryListProblem(value, categories) {
  if (!Array.isArray(value)) return 'must be an array of category names';
  const wrong = value.find((name) => typeof name !== 'string');
  if (wrong !== undefined) return `must hold only strings (not ${JSON.stringify(wrong)})`;
  const unknown = value.find((name) => !categories.includes(name));
  const declared = categories.join(', ');
  if (unknown !== undefined) return `holds ${JSON.stringify(unknown)}, not a category of the cookie bar (${declared})`;
  const repeated = value.find((name, index) => value.indexOf(name) !== index);
  return repeated === undefined ? null : `holds "${repeated}" twice`;
}

function isLanguage(value) {
  return typeof value === 'string' && value.length <= MAX_LANGUAGE_LENGTH && LANGUAGE.test(value);
}

/**
 * A path on this site: starts with one "/" (not "//" or "/\", which browsers read as another host),
 * no control characters.
 */
function isPath(value) {
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  const hasControl = /[\u0000-\u001f\u007f]/.test(value);
  return value.length <= MAX_PAGE_LENGTH && value.startsWith('/') && !/^\/[/\\]/.test(value) && !hasControl;
}
