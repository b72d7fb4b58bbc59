// The demo page as a site built with Tailwind CSS 4 has it (/themes/tailwind/): the stylesheet
// Tailwind's compiler makes from `@import "tailwindcss"` (its theme's custom properties, the
// preflight in `@layer base`, and the utilities the page names in `@layer utilities`), and the
// page's layout set in its utilities. Tailwind makes a utility of every word in a site's templates
// that names one, whatever it is (text, an attribute): the words of the whole page are its
// candidates, as its own scanner would find them there.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { compile } from 'tailwindcss';

const TAILWIND = dirname(createRequire(import.meta.url).resolve('tailwindcss/package.json'));

/** Where the page's layout takes Tailwind's utilities, as a theme's templates would. */
const LAYOUT_CLASSES = [
  ['<body>', '<body class="bg-white font-sans text-gray-900 antialiased">'],
  ['class="demo-main"', 'class="demo-main mx-auto max-w-5xl space-y-16 px-4 leading-relaxed"'],
];

/** The demo page with its layout in Tailwind's utilities. */
export function withTailwindLayout(page) {
  return LAYOUT_CLASSES.reduce((html, [from, to]) => {
    if (!html.includes(from)) throw new Error(`themes: the demo layout has no ${from} for Tailwind's utilities`);
    return html.replace(from, to);
  }, page);
}

/** Tailwind's own stylesheets, by the name an `@import` gives them. */
async function loadStylesheet(id) {
  const file = join(TAILWIND, id === 'tailwindcss' ? 'index.css' : id.replace(/^tailwindcss\//, ''));
  return { path: file, base: TAILWIND, content: await readFile(file, 'utf8') };
}

/** Tailwind's compiler for `css` (which imports Tailwind's stylesheets by their package names). */
export function tailwindCompiler(css) {
  return compile(css, { base: TAILWIND, loadStylesheet });
}

/** The stylesheet Tailwind makes for `page` (its words the candidates). */
export async function tailwindStylesheet(page) {
  const compiler = await tailwindCompiler('@import "tailwindcss";');
  return compiler.build(page.split(/[\s"'`<>=]+/).filter(Boolean));
}
