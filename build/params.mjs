// What a block's parameter schema (NAME.params.ts, common/define-params.ts) makes: the checks of
// its fixtures, its WordPress block.json attributes, its row in the docs' parameter tables and its
// Twig component's "Takes:" header. See docs/internals.md#parameter-schema.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { importDeclarations } from './manifest.mjs';

/** The schema of `block` (from build/block-folders.mjs), or null for a block without parameters. */
export async function readParams(block) {
  const file = block.declaration.replace(/\.block\.ts$/, '.params.ts');
  if (!existsSync(file)) return null;
  const { default: params } = await importDeclarations(file);
  if (!params) throw new Error(`${file} must export default defineParams({ … }).`);
  return { file, params, levels: await headingLevels() };
}

let levelsRead;
/** The heading levels every block takes, as numbers, declared once in common/heading-level.ts. */
export async function headingLevels() {
  levelsRead ??= importDeclarations(join(import.meta.dirname, '../common/heading-level.ts'));
  return (await levelsRead).HEADING_LEVELS.map(Number);
}

/**
 * Checks that each parameter printed as a declared attribute of `declared` (the element's
 * declaration) offers the attribute's choices and default, so neither can drift from the other.
 */
export function checkAgainstDeclaration({ file, params }, declared) {
  for (const [name, param] of Object.entries(params)) {
    const spec = param.attribute && declared[param.attribute];
    if (!spec) continue;
    const where = `${file}: ${name} prints ${param.attribute}, which the block declares`;
    if (param.type === 'choice' && String(spec.values) !== String(param.choices))
      throw new Error(`${where} with the choices ${spec.values}, not ${param.choices}.`);
    if (['choice', 'switch'].includes(param.type) && String(spec.default) !== String(param.default))
      throw new Error(`${where} with the default ${spec.default}, not ${param.default}.`);
  }
}

/** The JSON kind of a value, as a fixture gives it. */
const kindOf = (value) => (Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value);

/** The JSON kind each parameter type takes. */
const KIND = {
  text: 'string',
  'rich text': 'string',
  url: 'string',
  choice: 'string',
  switch: 'boolean',
  number: 'number',
  'heading level': 'number',
  image: 'object',
  list: 'list',
};

/** The fields of an image, as every face reads them. */
const IMAGE_FIELDS = {
  src: { type: 'url', required: true },
  alt: { type: 'text' },
  width: { type: 'number' },
  height: { type: 'number' },
};

/** The problems of `values` (a fixture's params, or a list entry) against `params`, each naming where. */
function problems(values, params, where) {
  if (kindOf(values) !== 'object') return [`${where} is ${kindOf(values)}, not an object`];
  const found = [];
  for (const name of Object.keys(values))
    if (!(name in params)) found.push(`${where} passes ${name}, which the schema has not (${Object.keys(params)})`);
  for (const [name, param] of Object.entries(params)) {
    const value = values[name];
    if (value === undefined) {
      if (param.required) found.push(`${where} lacks ${name}, which is required`);
      continue;
    }
    if (kindOf(value) !== KIND[param.type]) {
      found.push(`${where}.${name} is ${kindOf(value)}, not ${KIND[param.type]} (a ${param.type})`);
      continue;
    }
    if (param.type === 'image') found.push(...problems(value, IMAGE_FIELDS, `${where}.${name}`));
    if (param.type === 'list')
      value.forEach((entry, index) => found.push(...problems(entry, param.fields, `${where}.${name}[${index}]`)));
  }
  return found;
}

/**
 * Checks a block's fixture file against its schema: an unknown parameter, a value of the wrong
 * type or a missing required one stops the build with a message naming the file and the fixture.
 */
export function checkFixtures(file, schema, fixtures) {
  const found = fixtures.flatMap((fixture) => problems(fixture.params, schema.params, `"${fixture.name}"`));
  if (found.length) throw new Error(`${file} does not match ${schema.file}:\n  ${found.join('\n  ')}`);
}

/** A parameter as a block.json attribute (the WordPress block's own default where it has one). */
function wordpressAttribute(param) {
  switch (param.type) {
    case 'switch':
      return { type: 'boolean', default: param.default ?? false };
    case 'number':
      return param.default === undefined ? { type: 'number' } : { type: 'number', default: param.default };
    case 'heading level': {
      const given = param.wordpressDefault ?? param.default;
      return given === undefined ? { type: 'number' } : { type: 'number', default: given };
    }
    case 'choice':
      return { type: 'string', default: param.default, enum: [...param.choices] };
    case 'image':
      return { type: 'object', default: {} };
    case 'list':
      // `items` after the default, as WordPress's own block.json files write it.
      return { type: 'array', default: [], items: { type: 'object' } };
    default:
      return { type: 'string', default: param.default ?? '' };
  }
}

/**
 * The attribute a parameter given by a block support is saved as: the anchor's own, declared
 * with its type so that the editor saves it in the block's comment (a dynamic block has no markup
 * to read an `id` from); WordPress declares those of `align` and `className` itself.
 */
const SUPPORT_ATTRIBUTES = { anchor: ['anchor', { type: 'string' }] };

/** block.json's attributes for `params`, but the `leftOut` ones (a list whose entries are inner blocks). */
export function wordpressAttributes(params, leftOut = []) {
  return Object.fromEntries(
    Object.entries(params)
      .filter(([name]) => !leftOut.includes(name))
      .flatMap(([name, param]) => {
        if (!param.wordpress) return [[name, wordpressAttribute(param)]];
        return SUPPORT_ATTRIBUTES[param.wordpress] ? [SUPPORT_ATTRIBUTES[param.wordpress]] : [];
      }),
  );
}

/** An inner block's parameters: the fields of its parent's list that print as its attributes or a support. */
export const innerBlockParams = (list) =>
  Object.fromEntries(Object.entries(list.fields).filter(([, field]) => field.attribute || field.wordpress));

/**
 * block.json's `supports` entries for the parameters WordPress gives by a block support (`wordpress`):
 * the anchor, the alignments (the choices but ''), the extra classes.
 */
export function wordpressSupports(params) {
  const supports = {};
  for (const param of Object.values(params)) {
    if (param.wordpress === 'anchor') supports.anchor = true;
    if (param.wordpress === 'align') supports.align = param.choices.filter(Boolean);
    if (param.wordpress === 'className') supports.customClassName = true;
  }
  return supports;
}

/** `{ heading, html?, … }`: an entry's or an image's fields, the optional ones marked; `deep` adds an image's. */
const shape = (fields, deep = false) =>
  `{ ${Object.entries(fields)
    .map(([name, field]) => {
      const image = deep && field.type === 'image' ? ` ${shape(IMAGE_FIELDS)}` : '';
      return `${name}${field.required ? '' : '?'}${image}`;
    })
    .join(', ')} }`;

const code = (text) => `\`${text}\``;
const cell = (text) => text.replaceAll('|', '\\|');

/** A parameter's type as the docs' table writes it. */
function typeCell(param, levels) {
  // An empty choice is the default's "none", not a value to write.
  if (param.type === 'choice') return param.choices.filter(Boolean).map(code).join(', ');
  if (param.type === 'heading level') return `${code(levels[0])} to ${code(levels.at(-1))}`;
  if (param.type === 'list') return `list of ${code(shape(param.fields))}`;
  if (param.type === 'image') return code(shape(IMAGE_FIELDS));
  return param.type === 'url' ? 'URL' : param.type;
}

/** What the parameter prints: its own words, or the attribute it becomes. */
function markupCell(param) {
  if (param.markup) return param.markup;
  if (!param.attribute) return '';
  if (param.type === 'switch') return code(param.attribute);
  const unless = param.type === 'choice' ? ` unless ${code(param.default)}` : '';
  return `${code(`${param.attribute}="…"`)}${unless}`;
}

/** The parameters of the block's own element (wrapperParams), told once in docs/fixtures.md. */
const OWN = ([, param]) => Boolean(param.wordpress);

/** Rows of a block's table, a list's fields after it (`items[].heading`). */
function rows(params, levels, prefix = '') {
  return Object.entries(params)
    .filter((entry) => !OWN(entry))
    .flatMap(([name, param]) => {
      const fallback = param.default === undefined || param.default === '' ? 'none' : code(param.default);
      const required = param.required ? ' (required)' : '';
      const prints = markupCell(param);
      const what = `${param.description}${prints ? ` Prints ${prints}.` : ''}`;
      const type = cell(typeCell(param, levels));
      const row = `| ${code(prefix + name)}${required} | ${type} | ${fallback} | ${cell(what)} |`;
      const fields = param.type === 'list' ? rows(param.fields, levels, `${prefix}${name}[].`) : [];
      return [row, ...fields];
    });
}

/** The parameter table of one block, as Markdown; its element's own parameters are told once, under the tables. */
export const paramsTable = ({ params, levels }) =>
  ['| parameter | type | default | what it is and prints |', '|---|---|---|---|', ...rows(params, levels)].join('\n');

/** One parameter as the Twig header lists it: `items [{ heading, … }]`, `element (div, …)`. */
function takes(name, param, levels) {
  if (param.type === 'list') return `${name} [${shape(param.fields, true)}]`;
  if (param.type === 'choice') return `${name} (${param.choices.filter(Boolean).join(', ')})`;
  if (param.type === 'image') return `${name} ${shape(IMAGE_FIELDS)}`;
  if (param.type !== 'heading level') return name;
  const range = `${levels[0]}–${levels.at(-1)}`;
  return `${name} (${param.default === undefined ? range : `${range}, default ${param.default}`})`;
}

/** The Twig component's "Takes:" lines, wrapped at `width` and indented as its header is. */
export function takesLines({ params, levels }, width = 104) {
  const words = Object.entries(params).map(([name, param], index, all) => {
    const text = takes(name, param, levels);
    return index === all.length - 1 ? `${text}.` : `${text},`;
  });
  const lines = ['  Takes:'];
  for (const word of words) {
    if (`${lines.at(-1)} ${word}`.length > width) lines.push(`  ${word}`);
    else lines[lines.length - 1] += ` ${word}`;
  }
  return lines;
}

/** `twig` with its header's "Takes:" lines (up to the next blank line) made from the schema. */
export function withTakes(twig, schema, file) {
  const lines = twig.split('\n');
  const start = lines.findIndex((line) => line.startsWith('  Takes:'));
  if (start < 0) throw new Error(`${file} has no "  Takes:" line in its header for the parameters.`);
  let end = start + 1;
  while (lines[end]?.startsWith('  ') && !lines[end].startsWith('    ') && lines[end].trim()) end++;
  lines.splice(start, end - start, ...takesLines(schema));
  return lines.join('\n');
}
