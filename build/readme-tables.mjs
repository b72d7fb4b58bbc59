// The README's tables of blocks and events, written from the blocks' declarations (their
// block.ts, read as the manifest reads them): `npm run docs` rewrites them between their markers
// (`<!-- generated: NAME -->` … `<!-- /generated -->`); tests/unit/readme-tables.test.ts fails
// while the README differs from the declarations.
// Usage: node build/readme-tables.mjs
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDeclarations } from './manifest.mjs';

const code = (text) => `\`${text}\``;
const cell = (text) => text.replaceAll('|', '\\|');
/** A link to a block's page, `docs` relative to the repository (as the README is), named by its folder. */
const page = (docs) => `[${docs.replace(/\/README\.md$/, '').replace(/^.*\//, '')}](${docs})`;

/** The tables by marker name, as Markdown. */
export async function readmeTables(root) {
  const { blocks, widgets: widgetDeclarations, runtimeEvents: documentEvents } = await readDeclarations(root);
  const widgets = blocks.filter((block) => block.kind === 'widget');
  const modules = blocks.filter((block) => block.kind === 'module');
  const widgetRows = widgets.map(
    ({ name, declaration }) => `| ${code(`<${name}>`)} | ${cell(declaration.summary)} | ${page(declaration.docs)} |`,
  );
  const moduleRows = modules.map(({ declaration }) => {
    const markup = Object.values(declaration.markup).map((selector) => code(selector));
    return `| ${cell(markup.join(', '))} | ${cell(declaration.summary)} | ${page(declaration.docs)} |`;
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
    modules: ['| markup | what it does | page |', '|---|---|---|', ...moduleRows].join('\n'),
    events: ['| event | on | detail |', '|---|---|---|', ...widgetEvents, ...runtimeEvents].join('\n'),
  };
}

const REGION = /(<!-- generated: ([a-z]+) -->)[\s\S]*?(<!-- \/generated -->)/g;

/** `readme` with each marked region replaced by its table; an unknown marker is an error. */
export function withTables(readme, tables) {
  return readme.replace(REGION, (_, start, name, end) => {
    if (!(name in tables)) throw new Error(`README.md: no table named "${name}" (${Object.keys(tables).join(', ')})`);
    return `${start}\n${tables[name]}\n${end}`;
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const path = join(root, 'README.md');
  await writeFile(path, withTables(await readFile(path, 'utf8'), await readmeTables(root)));
}
