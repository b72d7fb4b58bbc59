// Writes the docs' tables of blocks and events from the blocks' declarations, so the docs cannot drift
// from the code. Usage: node build/readme-tables.mjs. See docs/internals.md#the-build.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDeclarations } from './manifest.mjs';

const code = (text) => `\`${text}\``;
const cell = (text) => text.replaceAll('|', '\\|');
/** A link to a block's page, `docs` relative to the repository, from `from`, named by its folder. */
const page = (docs, from = '') => `[${docs.replace(/\/README\.md$/, '').replace(/^.*\//, '')}](${from}${docs})`;

/** The files with generated tables, from the repository root. */
export const DOCS_WITH_TABLES = ['README.md', 'docs/blocks/README.md'];

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
  const { blocks, widgets: widgetDeclarations, runtimeEvents: documentEvents } = await readDeclarations(root);
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
  };
}

const REGION = /(<!-- generated: ([a-z]+) -->)[\s\S]*?(<!-- \/generated -->)/g;

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
}
