// Renders the demo pages as a CMS would: a layout per language with the blocks of that language
// put in order, each followed by its own markup to copy. A block is one file,
// demo/pages/LANG/blocks/NN-name.html, whose first line is `<!-- title: … -->`.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const PAGES = { '/': 'nl', '/en/': 'en' };
const MARKUP_LABEL = { nl: 'Markup om te kopiëren', en: 'Markup to copy' };

export function languageForPath(pathname) {
  return PAGES[pathname] ?? null;
}

export async function renderPage(pagesDir, language) {
  const dir = join(pagesDir, language);
  const layout = await readFile(join(dir, 'layout.html'), 'utf8');
  const files = (await readdir(join(dir, 'blocks'))).filter((name) => name.endsWith('.html')).sort();
  const blocks = await Promise.all(files.map(async (name) => renderBlock(name, await readFile(join(dir, 'blocks', name), 'utf8'), language)));
  return layout.replace('<!-- blocks -->', blocks.join('\n'));
}

function renderBlock(fileName, source, language) {
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
    <summary>${MARKUP_LABEL[language]}</summary>
    <pre><code>${escapeHtml(markup)}</code></pre>
  </details>
</section>`;
}

export function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
