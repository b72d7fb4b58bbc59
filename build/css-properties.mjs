// The CSS custom properties a site may set, read from where they are declared: runtime/theme.css
// (the theme's, on :root) and each block's stylesheets (its own). A property is public when a
// comment that opens with two stars stands right before its declaration: that comment is its
// description, the declared value its default, the rule's selector where it is set. A property
// with no default is declared as `@property --name { syntax: '*'; inherits: true; }` (which changes
// nothing in the browser). The docs' tables, the blocks' pages and custom-elements.json are made
// from this (build/readme-tables.mjs, build/manifest.mjs). See docs/theming-and-texts.md.
import { readFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const DOCUMENTED = /\/\*\*([\s\S]*?)\*\/\s*(?:(--[a-z0-9-]+)\s*:\s*([^;]+);|@property\s+(--[a-z0-9-]+)\s*\{)/g;

/** The selector of the rule that holds `index` in `source`: the text between the last `}` or comment and its `{`. */
function ruleSelector(source, index) {
  const open = source.lastIndexOf('{', index);
  const before = source.slice(0, open);
  const start = Math.max(before.lastIndexOf('}'), before.lastIndexOf('*/') + 1);
  return before
    .slice(start + 1)
    .trim()
    .replace(/\s+/g, ' ');
}

/**
 * The documented properties of a stylesheet's source, in source order:
 * `{ name, on, default, description }` (`default` null for an `@property` without one).
 */
export function documentedProperties(source) {
  return [...source.matchAll(DOCUMENTED)].map((match) => {
    const [, comment, declared, value, registered] = match;
    const description = comment
      .replace(/^\s*\*?\s?/gm, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (registered) return { name: registered, on: null, default: null, description };
    return { name: declared, on: ruleSelector(source, match.index), default: value.trim(), description };
  });
}

/** The source without its documented declarations (each with its comment); its `@property` rules stay. */
export const withoutDocumentedDeclarations = (source) =>
  source.replace(DOCUMENTED, (match, comment, declared) => (declared ? '' : match));

/** Every custom property a stylesheet's source reads or sets. */
export const namedProperties = (source) => new Set(source.match(/--[a-z0-9-]+/g) ?? []);

/**
 * The properties named, with those they stand for by way of the theme's own declarations: a block
 * that draws `var(--sw-focus-outline)` uses `--sw-focus-ring` and `--sw-color-accent`, which the
 * theme works it out from.
 */
function withThemeReferences(names, themeSource) {
  const references = new Map(
    [...themeSource.matchAll(/(--[a-z0-9-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name,
      namedProperties(value),
    ]),
  );
  const all = new Set(names);
  for (const name of all) for (const referenced of references.get(name) ?? []) all.add(referenced);
  return all;
}

/** The stylesheets of a block: its own, and its family's shared one (`FOLDER/FOLDER.css`). */
export function blockStylesheets(block) {
  if (!block.stylesheet) return [];
  const folder = dirname(block.stylesheet);
  const shared = join(folder, `${basename(folder)}.css`);
  return [...new Set([block.stylesheet, shared])];
}

const readIfThere = (file) => readFile(file, 'utf8').catch(() => '');

/**
 * The theme's properties (runtime/theme.css), and per block the properties a site may set for it:
 * the theme's that its stylesheets use and those they declare themselves, by name.
 */
export async function readCssProperties(root, blocks) {
  const themeSource = await readFile(join(root, 'runtime/theme.css'), 'utf8');
  const theme = documentedProperties(themeSource).map((property) => ({ ...property, on: ':root' }));
  const byBlock = new Map();
  for (const block of blocks) {
    const sources = await Promise.all(blockStylesheets(block).map(readIfThere));
    const used = withThemeReferences(
      sources.flatMap((source) => [...namedProperties(source)]),
      themeSource,
    );
    const own = sources
      .flatMap(documentedProperties)
      .map((property) => ({ ...property, on: property.on ?? block.name }));
    const properties = [...theme.filter(({ name }) => used.has(name)), ...own];
    byBlock.set(
      block.name,
      properties.sort((a, b) => a.name.localeCompare(b.name)),
    );
  }
  return { theme, byBlock };
}
