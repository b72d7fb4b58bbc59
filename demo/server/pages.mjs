// Renders the demo pages as a CMS would: a layout per language with the blocks of that language
// put in order, each followed by its own markup to copy. A block is one file,
// demo/pages/LANG/blocks/NN-name.html, whose first line is `<!-- title: … -->`.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const PAGES = { '/': 'nl', '/en/': 'en' };
const LABELS = {
  nl: { markup: 'Markup om te kopiëren', attributes: 'Attributen van', attribute: 'Attribuut', type: 'Type', default: 'Standaard', description: 'Beschrijving (Engels)', none: 'geen attributen' },
  en: { markup: 'Markup to copy', attributes: 'Attributes of', attribute: 'Attribute', type: 'Type', default: 'Default', description: 'Description', none: 'no attributes' },
};

export function languageForPath(pathname) {
  return PAGES[pathname] ?? null;
}

export async function renderPage(pagesDir, language, manifestPath) {
  const dir = join(pagesDir, language);
  const elements = await readElements(manifestPath);
  const layout = await readFile(join(dir, 'layout.html'), 'utf8');
  const files = (await readdir(join(dir, 'blocks'))).filter((name) => name.endsWith('.html')).sort();
  const blocks = await Promise.all(files.map(async (name) => renderBlock(name, await readFile(join(dir, 'blocks', name), 'utf8'), language, elements)));
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

function renderAttributeTable(element, labels) {
  const rows = element.attributes.map(
    (a) => `<tr><th scope="row"><code>${escapeHtml(a.name)}</code></th><td><code>${escapeHtml(a.type.text)}</code></td><td><code>${escapeHtml(a.default)}</code></td><td lang="en">${escapeHtml(a.description)}</td></tr>`,
  );
  const body = rows.length ? rows.join('') : `<tr><td colspan="4">${labels.none}</td></tr>`;
  // A data table may scroll sideways in a narrow window (WCAG reflow allows it; the page must not):
  // the scrolling box is a labelled region that takes focus, so the keyboard can scroll it too.
  return `<div class="demo-block__table" role="region" tabindex="0" aria-label="${labels.attributes} &lt;${element.tagName}&gt;"><table class="demo-block__attributes"><caption>${labels.attributes} <code>&lt;${element.tagName}&gt;</code></caption>
    <thead><tr><th scope="col">${labels.attribute}</th><th scope="col">${labels.type}</th><th scope="col">${labels.default}</th><th scope="col">${labels.description}</th></tr></thead>
    <tbody>${body}</tbody></table></div>`;
}

function renderBlock(fileName, source, language, elements) {
  const labels = LABELS[language];
  const match = /^<!--\s*title:\s*(.*?)\s*-->\s*\n/.exec(source);
  if (!match) throw new Error(`demo block ${fileName} must start with <!-- title: … -->`);
  const markup = source.slice(match[0].length).trim();
  const id = `block-${fileName.replace(/^\d+-/, '').replace(/\.html$/, '')}`;
  return `<section class="demo-block" id="${id}" aria-labelledby="${id}-title">
  <h2 class="demo-block__title" id="${id}-title">${escapeHtml(match[1])}</h2>
  <div class="demo-block__live">
${markup}
  </div>
  <details class="demo-block__code">
    <summary>${labels.markup}</summary>
    <pre><code>${escapeHtml(markup)}</code></pre>
  </details>
  ${elements.filter((element) => markup.includes(`<${element.tagName}`)).map((element) => renderAttributeTable(element, labels)).join('\n  ')}
</section>`;
}

export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
