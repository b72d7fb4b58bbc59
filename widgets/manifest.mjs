// Generates, from each widget's one attribute declaration (widgets/TAG/attributes.ts):
// - dist/custom-elements.json, a custom elements manifest (schema 2.1) for editors and docs,
// - dist/site-widgets.d.ts, TypeScript declarations (HTMLElementTagNameMap and event maps).
// The demo server renders its attribute tables from the same manifest.
// Convention: the widgets are the folders of widgets/widget-list.mjs (the folder name is the tag);
// attributes.ts exports one `…Attributes` object and optionally one `…Events` list. Events are
// declared with common/events.ts's defineEvent(), which also writes their detail's type as text;
// the runtime's own events (not a widget's) are the list in runtime/events.ts.
import * as esbuild from 'esbuild';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { widgetFolders } from './widget-list.mjs';

/** Attributes the entry (not the widget) reads, on every widget; listed with each tag's own. */
const RUNTIME_ATTRIBUTES = [
  {
    name: 'data-no-early-interaction',
    type: { text: 'boolean' },
    default: 'false',
    description:
      'On the widget or an ancestor: a click or key before its code has arrived is not answered ' +
      '(a collapse header stays closed) and does not hurry the code; it loads by the viewport rule.',
  },
];

/** Bundles a TypeScript module on its own and imports it, to read what it declares. */
async function importDeclarations(file) {
  const result = await esbuild.build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}

/** An event declaration (common/events.ts) as the manifest writes it: its detail's type as text. */
const eventEntry = (detailTypeText) => (event) => ({ ...event, detail: detailTypeText(event.detail) });

export async function readWidgetDeclarations(root) {
  const toEntry = eventEntry((await importDeclarations(join(root, 'common/events.ts'))).detailTypeText);
  const declarations = [];
  for (const { tag, attributes: declarationFile } of await widgetFolders(join(root, 'widgets'))) {
    if (!declarationFile) {
      declarations.push({ tag, attributes: {}, events: [] });
      continue;
    }
    const module = await importDeclarations(declarationFile);
    declarations.push({
      tag,
      attributes: declared(module, 'Attributes', declarationFile, true) ?? {},
      events: (declared(module, 'Events', declarationFile, false) ?? []).map(toEntry),
    });
  }
  return declarations;
}

/** The events the runtime (not a widget) dispatches on the document or the window: runtime/events.ts. */
export async function readRuntimeEvents(root) {
  const toEntry = eventEntry((await importDeclarations(join(root, 'common/events.ts'))).detailTypeText);
  const file = join(root, 'runtime/events.ts');
  return declared(await importDeclarations(file), 'Events', file, true).map(toEntry);
}

/**
 * The one export of a declaration file whose name ends in `suffix` (`collapseItemAttributes`).
 * A file without it (a misnamed export) or with two is an error, not an empty declaration.
 */
function declared(module, suffix, file, required) {
  const found = Object.entries(module).filter(([name]) => name.endsWith(suffix));
  if (found.length > 1)
    throw new Error(`${file} exports ${found.map(([name]) => name).join(' and ')}: declare one …${suffix}.`);
  if (found.length === 0 && required)
    throw new Error(`${file} exports no …${suffix} (exports: ${Object.keys(module).join(', ') || 'none'}).`);
  return found[0]?.[1];
}

const camelCase = (name) => name.replace(/-([a-z])/g, (_, letter) => letter.toUpperCase());
const pascalCase = (tag) => camelCase(`-${tag}`);

function typeText(spec) {
  if (spec.type === 'boolean') return 'boolean';
  if (spec.type === 'enum') return spec.values.map((v) => `'${v}'`).join(' | ');
  return 'string';
}

export function customElementsManifest(declarations) {
  return {
    schemaVersion: '2.1.0',
    modules: declarations.map(({ tag, attributes, events }) => ({
      kind: 'javascript-module',
      path: `widgets/${tag}/index.ts`,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: tag,
          name: `${pascalCase(tag)}Element`,
          attributes: Object.entries(attributes)
            .map(([name, spec]) => ({
              name,
              fieldName: camelCase(name),
              type: { text: typeText(spec) },
              default: JSON.stringify(spec.default),
              description: spec.description,
            }))
            .concat(RUNTIME_ATTRIBUTES),
          members: Object.entries(attributes).map(([name, spec]) => ({
            kind: 'field',
            name: camelCase(name),
            attribute: name,
            reflects: true,
            type: { text: typeText(spec) },
            description: spec.description,
          })),
          events: events.map((event) => ({
            name: event.name,
            type: { text: `CustomEvent<${event.detail}>` },
            description: event.description,
          })),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: `${pascalCase(tag)}Element`, module: `widgets/${tag}/index.ts` },
        },
      ],
    })),
  };
}

export function typeDeclarations(declarations, runtimeEvents) {
  const lines = [
    "// Generated by widgets/manifest.mjs from the widgets' attribute declarations. Do not edit.",
    'export {};',
    '',
    'declare global {',
  ];
  for (const { tag, attributes, events } of declarations) {
    lines.push(`  interface ${pascalCase(tag)}Element extends HTMLElement {`);
    for (const [name, spec] of Object.entries(attributes))
      lines.push(
        `    /** ${spec.description.replace(/\*\//g, '* /')} */`,
        `    ${camelCase(name)}: ${typeText(spec)};`,
      );
    const options = 'options?: boolean | AddEventListenerOptions';
    for (const event of events) {
      const listener = `listener: (event: CustomEvent<${event.detail}>) => void`;
      lines.push(`    addEventListener(type: '${event.name}', ${listener}, ${options}): void;`);
    }
    lines.push(
      `    addEventListener(type: string, listener: EventListenerOrEventListenerObject, ${options}): void;`,
      '  }',
    );
  }
  lines.push('  interface HTMLElementTagNameMap {');
  for (const { tag } of declarations) lines.push(`    '${tag}': ${pascalCase(tag)}Element;`);
  lines.push('  }');
  for (const target of ['window', 'document']) {
    lines.push(`  interface ${pascalCase(target)}EventMap {`);
    for (const event of runtimeEvents.filter((e) => e.target === target))
      lines.push(`    /** ${event.description} */`, `    '${event.name}': CustomEvent<${event.detail}>;`);
    lines.push('  }');
  }
  lines.push('}', '');
  return lines.join('\n');
}

export async function writeManifest(root, dist) {
  const declarations = await readWidgetDeclarations(root);
  const runtimeEvents = await readRuntimeEvents(root);
  await writeFile(
    join(dist, 'custom-elements.json'),
    `${JSON.stringify(customElementsManifest(declarations), null, 2)}\n`,
  );
  await writeFile(join(dist, 'site-widgets.d.ts'), typeDeclarations(declarations, runtimeEvents));
}
