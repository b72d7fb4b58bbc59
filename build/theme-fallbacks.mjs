// A site's custom properties win wherever the site sets them. Declared in our stylesheet (the
// theme's on :root, a block's own on its tag), a default would beat a site's value inside a cascade
// layer (any unlayered rule beats a layered one, and Tailwind CSS 4 puts a theme's base rules in
// `@layer base`) and a site's :root rule in a stylesheet that loads before ours. So the build takes
// each documented declaration out of the stylesheet and
// - writes its default into every `var(--name)` as the fallback (`var(--sw-color-accent, #0b5cad)`),
//   so that a block draws the default in every browser the bundle supports;
// - registers a default that reads no other property as the property's initial value
//   (`@property`, Firefox from 128), so that a site's own rules that read it
//   (`var(--sw-color-accent)`) get the default too. Any declaration beats an initial value.
// A value the site sets anywhere, on :root or on one block, wins. The sources keep the
// declarations, where they are documented (build/css-properties.mjs). See
// docs/theming-and-texts.md.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { documentedProperties, withoutDocumentedDeclarations } from './css-properties.mjs';

/** The folders whose stylesheets make dist/site-widgets.css. */
const OUR_FOLDERS = ['runtime', 'widgets', 'blocks'];

const PLAIN_VAR = /var\(\s*(--[a-z0-9-]+)\s*\)/g;

/** A CSS-wide keyword is no fallback: `--sw-font-heading: inherit` leaves the font inherited as unset does. */
const CSS_WIDE_KEYWORD = /^(inherit|initial|unset|revert|revert-layer)$/;

/**
 * The fallback of each documented property with a default, from the stylesheets' sources: its
 * default, with the fallbacks of the properties the default itself reads.
 */
export function fallbackValues(sources) {
  const declared = new Map();
  for (const { name, default: value } of sources.flatMap(documentedProperties)) {
    if (value === null || CSS_WIDE_KEYWORD.test(value)) continue;
    if (declared.has(name) && declared.get(name) !== value)
      throw new Error(`theme fallbacks: ${name} is declared twice, as ${declared.get(name)} and as ${value}`);
    declared.set(name, value);
  }
  const fallbacks = new Map();
  const resolve = (name, reading) => {
    if (reading.includes(name)) throw new Error(`theme fallbacks: ${[...reading, name].join(' reads ')}`);
    if (!fallbacks.has(name)) fallbacks.set(name, withFallbacksOf(declared.get(name), [...reading, name]));
    return fallbacks.get(name);
  };
  const withFallbacksOf = (text, reading) =>
    text.replace(PLAIN_VAR, (whole, name) => (declared.has(name) ? `var(${name}, ${resolve(name, reading)})` : whole));
  for (const name of declared.keys()) resolve(name, []);
  return fallbacks;
}

/** The `@property` rules that give the source's documented properties with a plain default their initial value. */
const registrations = (source) =>
  documentedProperties(source)
    .filter(({ default: value }) => value !== null && !CSS_WIDE_KEYWORD.test(value) && !/var\(/.test(value))
    .map(
      ({ name, default: value }) =>
        `@property ${name} {\n  syntax: '*';\n  inherits: true;\n  initial-value: ${value};\n}\n`,
    );

/**
 * A stylesheet's source without its documented declarations, each `var(--name)` of one with its
 * fallback, and the registrations of those it declared.
 */
export const withFallbacks = (source, fallbacks) =>
  withoutDocumentedDeclarations(source).replace(PLAIN_VAR, (whole, name) =>
    fallbacks.has(name) ? `var(${name}, ${fallbacks.get(name)})` : whole,
  ) + registrations(source).join('');

async function ourStylesheets(root) {
  const files = await Promise.all(
    OUR_FOLDERS.map(async (folder) =>
      (await readdir(join(root, folder), { recursive: true }))
        .filter((file) => file.endsWith('.css'))
        .map((file) => join(root, folder, file)),
    ),
  );
  return files.flat();
}

const isOurs = (root, path) => {
  const [folder] = relative(root, path).split(sep);
  return OUR_FOLDERS.includes(folder);
};

/** The esbuild plugin that loads our stylesheets with fallbacks for their documented properties. */
export function themeFallbacks(root) {
  let sources;
  let fallbacks;
  return {
    name: 'theme-fallbacks',
    setup(build) {
      // Every stylesheet of ours is read once, at the start: its declarations make the fallbacks.
      build.onStart(async () => {
        const files = await ourStylesheets(root);
        sources = new Map(await Promise.all(files.map(async (file) => [file, await readFile(file, 'utf8')])));
        fallbacks = fallbackValues([...sources.values()]);
      });
      build.onLoad({ filter: /\.css$/ }, async ({ path }) =>
        isOurs(root, path)
          ? {
              contents: withFallbacks(sources.get(path) ?? (await readFile(path, 'utf8')), fallbacks),
              loader: 'css',
            }
          : undefined,
      );
    },
  };
}
