// Renders the demo pages as a CMS would: a layout per language with the blocks of that language
// put in order, each followed by its own markup to copy. A block's markup is a file in its folder,
// blocks/NAME/demo/NN-name.LANG.html (demo-blocks.mjs), whose first line is `<!-- title: … -->`,
// and whose second may be `<!-- docs: PATH.md -->`, the block's page as a path in the repository
// (`blocks/NAME/README.md`, or a page under `docs/`), which app.mjs serves at the same path. The
// layout of each language is demo/pages/LANG/layout.html.
// A block may print the CSRF field as a Craft template does, `{{ csrfInput() }}`: the live block
// gets the field, the markup to copy keeps the Twig call.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BLOCKS_DIR, demoBlockFiles } from './demo-blocks.mjs';
import { loadCatalogue } from './texts.mjs';

const PAGES = { '/': 'nl', '/en/': 'en' };
const LABELS = {
  nl: {
    markup: 'Markup om te kopiëren',
    attributes: 'Attributen van',
    attribute: 'Attribuut',
    type: 'Type',
    default: 'Standaard',
    description: 'Beschrijving (Engels)',
    none: 'geen attributen',
    events: 'Events van',
    event: 'Event',
    detail: 'detail',
    docs: 'Documentatie (Engelstalig)',
  },
  en: {
    markup: 'Markup to copy',
    attributes: 'Attributes of',
    attribute: 'Attribute',
    type: 'Type',
    default: 'Default',
    description: 'Description',
    none: 'no attributes',
    events: 'Events of',
    event: 'Event',
    detail: 'detail',
    docs: 'Documentation',
  },
};
/** The closing section: every catalogue text with its defaults, and how a site overrides one. */
const TEXTS_LABELS = {
  nl: {
    title: 'Teksten van de site',
    intro: [
      'Elke tekst van de blokken is te vervangen, voor de hele pagina in een JSON-blok (per taal) of voor één ' +
        'element met een attribuut data-i18n- gevolgd door de sleutel. Het attribuut van een element gaat voor het ' +
        'blok van de pagina, dat voor de standaardtekst. Een vervangende tekst is altijd tekst, nooit HTML.',
    ],
    caption: 'Sleutels en standaardteksten',
    key: 'Sleutel',
    nl: 'Nederlands',
    en: 'Engels',
  },
  en: {
    title: 'Site texts',
    intro: [
      'Every text of the blocks can be replaced, for the whole page in a JSON block (per language) or for one ' +
        'element with an attribute data-i18n- followed by the key. An element’s attribute wins over the page’s ' +
        'block, which wins over the default. A replacement is always text, never HTML.',
    ],
    caption: 'Keys and default texts',
    key: 'Key',
    nl: 'Dutch',
    en: 'English',
  },
};
const TEXTS_EXAMPLE =
  `<script type="application/json" data-site-widgets-texts>
{ "nl": { "newsletter.submit": "Schrijf me in" }, "en": { "newsletter.submit": "Count me in" } }
</script>

<newsletter-signup brand="Studio Noord" data-i18n-newsletter.email_required="Vul je e-mailadres in">` +
  `…</newsletter-signup>
<ul data-gallery data-i18n-gallery.close="Terug naar de pagina">…</ul>`;

export function languageForPath(pathname) {
  return PAGES[pathname] ?? null;
}

/** `csrfInput` prints the hidden CSRF field (a fresh token per page) where a block says `{{ csrfInput() }}`. */
export async function renderPage(
  pagesDir,
  language,
  manifestPath,
  { csrfInput = () => '', blocksDir = BLOCKS_DIR } = {},
) {
  const dir = join(pagesDir, language);
  const elements = await readElements(manifestPath);
  const layout = await readFile(join(dir, 'layout.html'), 'utf8');
  const blocks = await Promise.all(
    demoBlockFiles(language, blocksDir).map(async ({ name, path }) =>
      renderBlock(name, await readFile(path, 'utf8'), language, elements, csrfInput),
    ),
  );
  blocks.push(renderTextsSection(await loadCatalogue(), language));
  return layout.replace('<!-- blocks -->', blocks.join('\n'));
}

/** The custom element declarations of the manifest; none when the bundle is not built yet. */
async function readElements(manifestPath) {
  try {
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    return manifest.modules.flatMap((module) => module.declarations.filter((d) => d.customElement));
  } catch {
    return [];
  }
}

/**
 * A data table that may scroll sideways in a narrow window (WCAG reflow allows it; the page must
 * not): the scrolling box is a region that takes focus, so the keyboard can scroll it too. Its name
 * is the block's title and the table's caption, as a widget's tables repeat in every block that
 * shows the widget, and a landmark's name must be unique on the page.
 */
function scrollingTable(blockId, captionId, caption, className, head, body) {
  return (
    `<section class="demo-block__table" tabindex="0" aria-labelledby="${blockId}-title ${captionId}">` +
    `<table class="${className}"><caption id="${captionId}">${caption}</caption>\n` +
    `    <thead><tr>${head.map((cell) => `<th scope="col">${cell}</th>`).join('')}</tr></thead>\n` +
    `    <tbody>${body}</tbody></table></section>`
  );
}

function renderAttributeTable(blockId, element, labels) {
  const rows = element.attributes.map(
    (a) =>
      `<tr><th scope="row"><code>${escapeHtml(a.name)}</code></th><td><code>${escapeHtml(a.type.text)}</code></td>` +
      `<td><code>${escapeHtml(a.default)}</code></td><td lang="en">${escapeHtml(a.description)}</td></tr>`,
  );
  const body = rows.length ? rows.join('') : `<tr><td colspan="4">${labels.none}</td></tr>`;
  return scrollingTable(
    blockId,
    `${blockId}-attributes-${element.tagName}`,
    `${labels.attributes} <code>&lt;${element.tagName}&gt;</code>`,
    'demo-block__attributes',
    [labels.attribute, labels.type, labels.default, labels.description],
    body,
  );
}

/** The events an element fires (from the manifest), as a table like its attributes'; none: nothing. */
function renderEventTable(blockId, element, labels) {
  if (!element.events?.length) return '';
  const rows = element.events.map(
    (e) =>
      `<tr><th scope="row"><code>${escapeHtml(e.name)}</code></th><td><code>${escapeHtml(e.type.text)}</code></td>` +
      `<td lang="en">${escapeHtml(e.description)}</td></tr>`,
  );
  return scrollingTable(
    blockId,
    `${blockId}-events-${element.tagName}`,
    `${labels.events} <code>&lt;${element.tagName}&gt;</code>`,
    'demo-block__attributes',
    [labels.event, labels.detail, labels.description],
    rows.join(''),
  );
}

function renderBlock(fileName, source, language, elements, csrfInput) {
  const labels = LABELS[language];
  const match = /^<!--\s*title:\s*(.*?)\s*-->\s*\n/.exec(source);
  if (!match) throw new Error(`demo block ${fileName} must start with <!-- title: … -->`);
  const docs = /^<!--\s*docs:\s*(.*?)\s*-->\s*\n/.exec(source.slice(match[0].length));
  const markup = source.slice(match[0].length + (docs?.[0].length ?? 0)).trim();
  const id = `block-${fileName.replace(/^\d+-/, '')}`;
  const tables = elements
    .filter((element) => markup.includes(`<${element.tagName}`))
    .map((element) => renderAttributeTable(id, element, labels) + renderEventTable(id, element, labels));
  // Only the lines a block has: an empty one would end in the indentation's spaces.
  const lines = [
    `<section class="demo-block" id="${id}" aria-labelledby="${id}-title">`,
    `  <h2 class="demo-block__title" id="${id}-title">${escapeHtml(match[1])}</h2>`,
    docs ? `  ${renderDocsLink(docs[1], labels)}` : '',
    '  <div class="demo-block__live">',
    markup.replaceAll('{{ csrfInput() }}', () => csrfInput()),
    '  </div>',
    '  <details class="demo-block__code">',
    `    <summary>${labels.markup}</summary>`,
    `    <pre><code>${escapeHtml(markup)}</code></pre>`,
    '  </details>',
    ...tables.map((table) => `  ${table}`),
    '</section>',
  ];
  return lines.filter((line) => line !== '').join('\n');
}

/**
 * A link to the block's page, `path` in the repository, served at the same path (written in
 * English: on the Dutch page it says so).
 */
function renderDocsLink(path, labels) {
  const href = `/${path.split('/').map(encodeURIComponent).join('/')}`;
  return (
    `<p class="demo-block__docs"><a href="${escapeHtml(href)}" hreflang="en">` +
    `${labels.docs}: <code>${escapeHtml(path)}</code></a></p>`
  );
}

/**
 * Every key of the catalogue with its Dutch and English default, and an example of both kinds of
 * override.
 */
function renderTextsSection(catalogue, language) {
  const labels = TEXTS_LABELS[language];
  const rows = Object.keys(catalogue.en).map(
    (key) =>
      `<tr><th scope="row"><code>${escapeHtml(key)}</code></th>` +
      `<td lang="nl">${escapeHtml(catalogue.nl[key])}</td><td lang="en">${escapeHtml(catalogue.en[key])}</td></tr>`,
  );
  const id = 'block-site-texts';
  const table = scrollingTable(
    id,
    `${id}-caption`,
    labels.caption,
    'demo-block__attributes demo-block__texts',
    [labels.key, labels.nl, labels.en],
    rows.join(''),
  );
  return `<section class="demo-block" id="${id}" aria-labelledby="${id}-title">
  <h2 class="demo-block__title" id="${id}-title">${labels.title}</h2>
  ${labels.intro.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n  ')}
  <details class="demo-block__code">
    <summary>${LABELS[language].markup}</summary>
    <pre><code>${escapeHtml(TEXTS_EXAMPLE)}</code></pre>
  </details>
  ${table}
</section>`;
}

export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
