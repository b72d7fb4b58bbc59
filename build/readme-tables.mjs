// Writes the docs' tables of blocks, events and CSS custom properties from the blocks' declarations
// and stylesheets, so the docs cannot drift from the code: the README's, the theming page's and each
// block's page's; and, from the parameter schemas, docs/fixtures.md's tables and the Twig headers.
// Usage: node build/readme-tables.mjs. See docs/internals.md#the-build.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockFolders, blocksOf } from './block-folders.mjs';
import { readDeclarations } from './manifest.mjs';
import { paramsTable, readParams, withTakes } from './params.mjs';

const code = (text) => `\`${text}\``;
const cell = (text) => text.replaceAll('|', '\\|');
/** A link to a block's page, `docs` relative to the repository, from `from`, named by its folder. */
const page = (docs, from = '') => `[${docs.replace(/\/README\.md$/, '').replace(/^.*\//, '')}](${from}${docs})`;

/** The files with generated tables, from the repository root (and each block's page: `blockPageTables`). */
export const DOCS_WITH_TABLES = ['README.md', 'docs/blocks/README.md', 'docs/theming-and-texts.md'];

/** A property's default as a cell: `none` for one declared without. */
const defaultCell = (property) => (property.default === null ? 'none' : code(property.default));

/** Rows of CSS custom properties; `on` adds the column of where each is set. */
function propertiesTable(properties, { on = false } = {}) {
  if (!properties.length) return 'None: the site styles it.';
  const head = on
    ? '| property | on | default | what it sets |\n|---|---|---|---|'
    : '| property | default | what it sets |\n|---|---|---|';
  const rows = properties.map((property) => {
    const where = on ? ` ${code(property.on)} |` : '';
    return `| ${code(property.name)} |${where} ${defaultCell(property)} | ${cell(property.description)} |`;
  });
  return [head, ...rows].join('\n');
}

/** Each block page's table of the properties its blocks take, by the page's path (a family's: every block's, once). */
export async function blockPageTables(root) {
  const { blocks, cssProperties } = await readDeclarations(root);
  const byPage = new Map();
  for (const block of blocks) {
    const properties = byPage.get(block.declaration.docs) ?? new Map();
    for (const property of cssProperties.byBlock.get(block.name) ?? []) properties.set(property.name, property);
    byPage.set(block.declaration.docs, properties);
  }
  return new Map(
    [...byPage].map(([docs, properties]) => [
      docs,
      {
        'css-properties': propertiesTable(
          [...properties.values()].sort((a, b) => a.name.localeCompare(b.name)),
          { on: true },
        ),
      },
    ]),
  );
}

/** What a block's row names: a widget's tag, a page behaviour's markup. */
const blockMarkup = ({ kind, name, declaration }) =>
  kind === 'widget' ? [code(`<${name}>`)] : Object.values(declaration.markup).map((selector) => code(selector));

/**
 * The index of block pages (docs/blocks/README.md): a row per page, with every block it describes
 * (a family's page describes several), linked from docs/blocks/.
 */
function pagesTable(blocks) {
  const byPage = new Map();
  for (const block of blocks)
    byPage.set(block.declaration.docs, [...(byPage.get(block.declaration.docs) ?? []), ...blockMarkup(block)]);
  const rows = [...byPage].map(([docs, markup]) => `| ${cell(markup.join(', '))} | ${page(docs, '../../')} |`);
  return ['| block | page |', '|---|---|', ...rows].join('\n');
}

/** The tables by marker name, as Markdown. */
export async function readmeTables(root) {
  const {
    blocks,
    widgets: widgetDeclarations,
    runtimeEvents: documentEvents,
    cssProperties,
  } = await readDeclarations(root);
  const widgets = blocks.filter((block) => block.kind === 'widget');
  const behaviours = blocks.filter((block) => block.kind === 'behaviour');
  const widgetRows = widgets.map(
    ({ name, declaration }) => `| ${code(`<${name}>`)} | ${cell(declaration.summary)} | ${page(declaration.docs)} |`,
  );
  const behaviourRows = behaviours.map((block) => {
    const { summary, docs } = block.declaration;
    return `| ${cell(blockMarkup(block).join(', '))} | ${cell(summary)} | ${page(docs)} |`;
  });
  const eventRow = (event, on) => {
    const alias = event.aliasOf ? `, the first name of ${code(event.aliasOf)}, kept as an alias` : '';
    return `| ${code(event.name)} | ${on} | ${cell(code(event.detail))}${alias} |`;
  };
  const widgetEvents = widgetDeclarations.flatMap(({ tag, events }) =>
    events.map((event) => eventRow(event, `${code(tag)} (bubbles)`)),
  );
  const runtimeEvents = documentEvents.map((event) =>
    eventRow(event, `${code(event.target)}${event.cancelable ? ' (cancelable)' : ''}`),
  );
  return {
    widgets: ['| tag | what it does | page |', '|---|---|---|', ...widgetRows].join('\n'),
    behaviours: ['| markup | what it does | page |', '|---|---|---|', ...behaviourRows].join('\n'),
    events: ['| event | on | detail |', '|---|---|---|', ...widgetEvents, ...runtimeEvents].join('\n'),
    pages: pagesTable(blocks),
    'theme-properties': propertiesTable(cssProperties.theme),
    'block-properties': propertiesTable(
      [...cssProperties.byBlock.values()]
        .flat()
        .filter(
          (property, index, all) => property.on !== ':root' && all.findIndex((p) => p.name === property.name) === index,
        ),
      { on: true },
    ),
  };
}

/**
 * What the blocks' parameter schemas write into files kept in the repository: docs/fixtures.md's
 * tables (its `params` region) and each Twig component's "Takes:" header. Returns { FILE: text }.
 */
export async function paramsFiles(root) {
  const blocks = blocksOf(await blockFolders(join(root, 'blocks')));
  const sections = [];
  const files = {};
  for (const block of blocks) {
    const schema = await readParams(block);
    if (!schema) continue;
    sections.push(`### ${block.name}\n\n${paramsTable(schema)}`);
    const twig = join(block.declaration, '..', 'cms', `${block.name}.twig`);
    const relativeTwig = twig.slice(root.length).replace(/^\//, '');
    if (existsSync(twig)) files[relativeTwig] = withTakes(await readFile(twig, 'utf8'), schema, relativeTwig);
  }
  const fixtures = await readFile(join(root, FIXTURES_DOC), 'utf8');
  files[FIXTURES_DOC] = withTables(fixtures, { params: sections.join('\n\n') }, FIXTURES_DOC);
  return files;
}

/** The page with the blocks' parameter tables. */
const FIXTURES_DOC = 'docs/fixtures.md';

const REGION = /(<!-- generated: ([a-z-]+) -->)[\s\S]*?(<!-- \/generated -->)/g;

/** `readme` with each marked region replaced by its table; an unknown marker is an error. */
export function withTables(readme, tables, file = 'README.md') {
  return readme.replace(REGION, (_, start, name, end) => {
    if (!(name in tables)) throw new Error(`${file}: no table named "${name}" (${Object.keys(tables).join(', ')})`);
    return `${start}\n${tables[name]}\n${end}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const tables = await readmeTables(root);
  for (const file of DOCS_WITH_TABLES)
    await writeFile(join(root, file), withTables(await readFile(join(root, file), 'utf8'), tables, file));
  for (const [file, pageTables] of await blockPageTables(root))
    await writeFile(join(root, file), withTables(await readFile(join(root, file), 'utf8'), pageTables, file));
  for (const [file, text] of Object.entries(await paramsFiles(root))) await writeFile(join(root, file), text);
}
