// The pages of the armed bench (armed.mjs), two per block: `ours`, the block's own demo markup
// (blocks/NAME/demo/NN-*.en.html, or for the menu and the cookie bar the page layout's,
// demo/pages/en/layout.html) with the embed snippet, and `native`, the closest HTML-only equivalent
// with the same content. Both kinds load the same small stylesheet of the bench's own (PAGE_CSS:
// what a site's stylesheet sets, such as the menu's panel), so the difference between them is our
// code. No inline scripts or styles: the pages are sent under the demo's strict CSP.
import { readdirSync, readFileSync } from 'node:fs';
import { EMBED } from './collapse.mjs';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

/**
 * A block's English demo markup (blocks/FOLDER/demo/NN-NAME.en.html; a family's folder holds the
 * demos of several blocks), without its title and docs comments.
 */
function demoMarkup(folder, name = folder) {
  const dir = `blocks/${folder}/demo/`;
  const file = readdirSync(new URL(dir, root)).find((entry) => new RegExp(`^\\d+-${name}\\.en\\.html$`).test(entry));
  if (!file) throw new Error(`armed bench: no ${dir}NN-${name}.en.html`);
  return read(dir + file)
    .replace(/<!--\s*(title|docs):[\s\S]*?-->\s*/g, '')
    .trim();
}

/** The one match of `pattern` in `text`, or an error naming what the bench looked for. */
function only(text, pattern, what) {
  const match = text.match(pattern);
  if (!match) throw new Error(`armed bench: found no ${what}; the bench needs it to build its pages`);
  return match;
}

/** Replaces the element `tag`'s opening and closing tags (its attributes too) with `open` and `close`. */
const retag = (markup, tag, open, close) =>
  markup.replace(new RegExp(`<${tag}(\\s[^>]*)?>`), open).replace(`</${tag}>`, close);

export const PAGE_CSS_PATH = '/bench/armed/page.css';

/** The bench's site stylesheet, for both kinds: where the site puts the header, the menu and the bars. */
export const PAGE_CSS = `body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.4; }
#app { padding: 0 1rem; }
/* A header row, the language switch at its end, as in the demo layout. */
.site-header, .armed-header { display: flex; align-items: center; justify-content: space-between; gap: 1rem;
  padding: 1rem 0; }
.armed-header { justify-content: flex-end; }
/* Ours: the site shows the menu under the class the bundle sets (as demo/assets/demo.css does). */
.site-nav { display: none; position: fixed; top: 4.5rem; left: 0; right: 0; bottom: 0; overflow-y: auto;
  padding: 1.5rem; background: #fff; }
.is-menu-open .site-nav { display: block; }
/* Native: the menu is a popover, the same panel. */
.armed-nav[popover] { inset: 4.5rem 0 0 0; width: auto; height: auto; margin: 0; padding: 1.5rem; border: 0;
  background: #fff; }
/* Native: the cookie bar is an open <dialog>, fixed to the bottom as ours is. */
.armed-cookiebar { position: fixed; inset: auto 0 0 0; z-index: 50; box-sizing: border-box; width: auto;
  max-width: none; margin: 0; padding: 1rem; border: 0; border-top: 1px solid #ccc; background: #fff; }
/* Native: a slider is a row that scrolls sideways and snaps, slides of 75 %, the one in view centred. */
.armed-snap { display: flex; gap: 24px; overflow-x: auto; scroll-snap-type: x mandatory; }
.armed-snap > * { flex: 0 0 75%; box-sizing: border-box; margin: 0; scroll-snap-align: center; }
.armed-snap > :first-child { margin-inline-start: 12.5%; }
.armed-snap > :last-child { margin-inline-end: 12.5%; }
.armed-snap img { display: block; max-width: 100%; height: auto; }
`;

const STYLESHEET = `<link rel="stylesheet" href="${PAGE_CSS_PATH}">`;

/** An English page (the demo markup is the English demo's), laid out at the phone's width. */
const page = (head, body) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  `<title>bench</title>${STYLESHEET}${head}</head><body><div id="app">${body}</div></body></html>`;
/** A page of ours (the embed snippet) and a native one, around `body`. */
export const oursPage = (body) => page(EMBED, body);
export const nativePage = (body) => page('', body);

/** The accordion: the collapse-group demo, natively as <details name> with the same questions. */
function accordion() {
  const markup = demoMarkup('collapse', 'collapse-group');
  const details = retag(markup, 'collapse-group', '<div>', '</div>')
    .replace(
      /<collapse-item heading="([^"]*)"( opened)?>/g,
      (tag, heading, opened) => `<details name="faq"${opened ? ' open' : ''}><summary>${heading}</summary>`,
    )
    .replace(/<collapse-item>\s*<span slot="heading">([\s\S]*?)<\/span>/g, '<details name="faq"><summary>$1</summary>')
    .replaceAll('</collapse-item>', '</details>');
  if (details.includes('collapse-')) throw new Error('armed bench: the collapse-group demo has markup it cannot copy');
  return { ours: markup, native: details };
}

/** The language switch: the demo's, natively a <details> whose summary names the page's language. */
function languageSwitch() {
  const markup = demoMarkup('language-switch');
  const [link] = only(markup, /<a [^>]*hreflang="nl"[^>]*>[^<]*<\/a>/, 'Dutch link in the language-switch demo');
  const header = (content) => `<header class="armed-header">${content}</header>`;
  return {
    ours: header(markup),
    native: header(`<details><summary>English</summary>${link}</details>`),
  };
}

const LAYOUT = read('demo/pages/en/layout.html');

/** The menu: the layout's header (without its language switch), natively a popover and its button. */
function menu() {
  const [header] = only(LAYOUT, /<header[\s\S]*?<\/header>/, '<header> in demo/pages/en/layout.html');
  const markup = header.replace(/\s*<language-switch>[\s\S]*?<\/language-switch>/, '');
  only(markup, /data-menu-toggle[^>]*aria-controls="site-menu"/, 'menu toggle for #site-menu in the layout');
  // Its links (not the brand's, which has a class), the sub-menu's among them.
  const links = [...markup.matchAll(/<a href="([^"]*)">([^<]*)<\/a>/g)]
    .map(([, href, text]) => `<li><a href="${href}">${text}</a></li>`)
    .join('');
  const nav =
    '<header class="site-header"><a href="/en/">Studio Noord</a>' +
    '<button type="button" popovertarget="site-menu">Menu</button>' +
    `<nav class="armed-nav" id="site-menu" popover aria-label="Main menu"><ul>${links}</ul></nav></header>`;
  return { ours: markup, native: nav };
}

/**
 * The cookie bar: the layout's, rendered visible (no choice is stored: the demo server drops its
 * `hidden` for such a request, see demo/server/app.mjs), natively an open <dialog> whose
 * buttons close it (`<form method="dialog">`).
 */
function cookiebar() {
  const [section] = only(LAYOUT, /<section[^>]*\sdata-cookiebar[\s>][\s\S]*?<\/section>/, 'cookie bar in the layout');
  const [opening] = only(section, /^<section[^>]*>/, 'opening tag of the cookie bar');
  // As the demo server does it: the attribute `hidden` off, a quoted value that says "hidden" kept.
  const shown = section.replace(opening, opening.replace(/("[^"]*"|'[^']*')|\s+hidden(?=[\s/>])/g, '$1'));
  const [, title] = only(section, /<h2[^>]*>([\s\S]*?)<\/h2>/, 'title of the cookie bar');
  const [, text] = only(section, /<p class="cookiebar__text">([\s\S]*?)<\/p>/, 'text of the cookie bar');
  const labels = [...section.matchAll(/data-cookiebar-choice="(\w+)">([^<]*)</g)];
  if (!labels.length) throw new Error('armed bench: the cookie bar in the layout has no choice buttons');
  const buttons = labels.map(([, value, label]) => `<button value="${value}">${label}</button>`).join(' ');
  const dialog =
    '<dialog open class="armed-cookiebar" aria-labelledby="bar-title">' +
    `<h2 id="bar-title">${title}</h2><p>${text}</p><form method="dialog">${buttons}</form></dialog>`;
  return { ours: shown, native: dialog };
}

/** A slider: the demo's, natively its slides in a focusable row that scrolls and snaps. */
function slider(block) {
  const markup = demoMarkup('sliders', block);
  const row = retag(markup, block, '<div class="armed-snap" tabindex="0" aria-label="Slides">', '</div>');
  return { ours: markup, native: row };
}

/**
 * The newsletter: the demo's, with its server-rendered form; natively that form alone, posted by
 * the browser. `csrfField` is the hidden field the demo server prints for `{{ csrfInput() }}`.
 */
function newsletter(csrfField) {
  const markup = demoMarkup('newsletter-signup', 'newsletter').replace('{{ csrfInput() }}', csrfField);
  return { ours: oursPage(markup), native: nativePage(retag(markup, 'newsletter-signup', '<div>', '</div>')) };
}

/** Every block's markup but the newsletter's, for a page's body: block → { ours, native }. */
export const blockBodies = () => ({
  accordion: accordion(),
  'language switch': languageSwitch(),
  menu: menu(),
  'cookie bar': cookiebar(),
  'image slider': slider('image-slider'),
  'timeline slider': slider('timeline-slider'),
  'updates slider': slider('updates-slider'),
});

/** Every block's pages but the newsletter's and the updates slider's: block → { ours, native }. */
export const staticPages = () =>
  Object.fromEntries(
    Object.entries(blockBodies())
      .filter(([block]) => block !== 'updates slider')
      .map(([block, bodies]) => [block, { ours: oursPage(bodies.ours), native: nativePage(bodies.native) }]),
  );

export const newsletterPages = newsletter;
