// The demo pages inside the CSS frameworks agencies build themes on, to look at and to test
// against (docs/theming-and-texts.md): /themes/NAME/ (Dutch) and /themes/NAME/en/ put the
// framework's stylesheet after site-widgets.css, as a WordPress theme's comes after a plugin's;
// /themes/NAME/before/ and /themes/NAME/before/en/ put it before. The stylesheet is served at
// /themes/NAME/theme.css: from the framework's npm package as it is, or, for a site built with
// Tailwind CSS 4, made by Tailwind's compiler for the page (tailwind-theme.mjs), whose layout then
// takes Tailwind's utilities.
import { createRequire } from 'node:module';
import { basename, dirname } from 'node:path';
import { withTailwindLayout } from './tailwind-theme.mjs';

const require = createRequire(import.meta.url);

/** Each framework's stylesheet as a theme takes it from its npm package, or 'built' for Tailwind's. */
export const THEME_STYLESHEETS = {
  tailwind: 'built',
  // Tailwind's preflight as the file itself, unlayered: outside `@layer base` it weighs as much as ours.
  preflight: 'tailwindcss/preflight.css',
  bootstrap: 'bootstrap/dist/css/bootstrap.min.css',
  bulma: 'bulma/css/bulma.min.css',
  pico: '@picocss/pico/css/pico.min.css',
};

const THEME_PAGE = /^\/themes\/([a-z]+)\/(before\/)?(en\/)?$/;
const THEME_STYLESHEET = /^\/themes\/([a-z]+)\/theme\.css$/;
const OUR_STYLESHEET = '<link rel="stylesheet" href="/dist/site-widgets.css">';

/**
 * The theme page a path names: the framework, whether its stylesheet comes first, and the demo
 * page's path (`/` or `/en/`); null for any other path.
 */
export function themePageForPath(pathname) {
  const [, name, before, english] = THEME_PAGE.exec(pathname) ?? [];
  if (!name || !Object.hasOwn(THEME_STYLESHEETS, name)) return null;
  return { name, first: Boolean(before), demoPath: english ? '/en/' : '/' };
}

/**
 * The framework stylesheet a path names: `{ built: true }` for one the compiler makes, else its
 * folder and file name in the package; null for any other path.
 */
export function themeStylesheetForPath(pathname) {
  const [, name] = THEME_STYLESHEET.exec(pathname) ?? [];
  if (!name || !Object.hasOwn(THEME_STYLESHEETS, name)) return null;
  if (THEME_STYLESHEETS[name] === 'built') return { built: true };
  const file = require.resolve(THEME_STYLESHEETS[name]);
  return { folder: dirname(file), file: basename(file) };
}

/** A rendered demo page with the framework's stylesheet beside ours, before or after it. */
export function withThemeStylesheet(page, { name, first }) {
  if (!page.includes(OUR_STYLESHEET)) throw new Error(`themes: the demo layout has no ${OUR_STYLESHEET}`);
  const theme = `<link rel="stylesheet" href="/themes/${name}/theme.css">`;
  const linked = page.replace(
    OUR_STYLESHEET,
    first ? `${theme}\n  ${OUR_STYLESHEET}` : `${OUR_STYLESHEET}\n  ${theme}`,
  );
  return name === 'tailwind' ? withTailwindLayout(linked) : linked;
}
