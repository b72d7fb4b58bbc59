// Generates, from each widget's one attribute declaration (widgets/TAG/attributes.ts):
// - dist/custom-elements.json, a custom elements manifest (schema 2.1) for editors and docs,
// - dist/site-widgets.d.ts, TypeScript declarations (HTMLElementTagNameMap and event maps).
// The demo server renders its attribute tables from the same manifest.
// Convention: the widgets are the folders of widgets/widget-list.mjs (the folder name is the tag);
// attributes.ts exports one `…Attributes` object and optionally one `…Events` list.
import * as esbuild from 'esbuild';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { widgetFolders } from './widget-list.mjs';

/** Events the runtime (not a widget) dispatches, with the target they are dispatched on. */
const RUNTIME_EVENTS = [
  {
    target: 'Window',
    name: 'site-widgets:preload-error',
    detail: '{ tag?: string; chunk: string; error: unknown }',
    description:
      'A chunk failed to load (a widget: `tag` names it; or `gallery`, `lightbox`, `hero`, `cookiebar`, `cookiebar-preferences`, `consent-video`); cancel to silence the console error.',
  },
  {
    target: 'Document',
    name: 'cookiebar:change',
    detail: "{ choice: 'all' | 'necessary' | 'custom'; categories: string[]; withdrawn: string[]; consentId: string }",
    description:
      "The visitor made a cookie choice: the accepted categories (`necessary` first), those withdrawn (their listed cookies are deleted) and the visitor's consent id (as in the record sent to the bar's `data-cookiebar-log`).",
  },
];

/** Attributes the entry (not the widget) reads, on every widget; listed with each tag's own. */
const RUNTIME_ATTRIBUTES = [
  {
    name: 'data-no-early-interaction',
    type: { text: 'boolean' },
    default: 'false',
    description:
      'On the widget or an ancestor: a click or key before its code has arrived is not answered (a collapse header stays closed) and does not hurry the code; it loads by the viewport rule.',
  },
];

export async function readWidgetDeclarations(root) {
  const declarations = [];
  for (const { tag, attributes: declarationFile } of await widgetFolders(join(root, 'widgets'))) {
    if (!declarationFile) {
      declarations.push({ tag, attributes: {}, events: [] });
      continue;
    }
    const result = await esbuild.build({
      entryPoints: [declarationFile],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      logLevel: 'silent',
    });
    const module = await import(
      `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`
    );
    declarations.push({
      tag,
      attributes: declared(module, 'Attributes', declarationFile, true) ?? {},
      events: declared(module, 'Events', declarationFile, false) ?? [],
    });
  }
  return declarations;
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

export function typeDeclarations(declarations) {
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
    for (const event of events) {
      lines.push(
        `    addEventListener(type: '${event.name}', listener: (event: CustomEvent<${event.detail}>) => void, options?: boolean | AddEventListenerOptions): void;`,
      );
    }
    lines.push(
      '    addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      '  }',
    );
  }
  lines.push('  interface HTMLElementTagNameMap {');
  for (const { tag } of declarations) lines.push(`    '${tag}': ${pascalCase(tag)}Element;`);
  lines.push('  }');
  for (const target of ['Window', 'Document']) {
    lines.push(`  interface ${target}EventMap {`);
    for (const event of RUNTIME_EVENTS.filter((e) => e.target === target))
      lines.push(`    /** ${event.description} */`, `    '${event.name}': CustomEvent<${event.detail}>;`);
    lines.push('  }');
  }
  lines.push('}', '');
  return lines.join('\n');
}

export async function writeManifest(root, dist) {
  const declarations = await readWidgetDeclarations(root);
  await writeFile(
    join(dist, 'custom-elements.json'),
    `${JSON.stringify(customElementsManifest(declarations), null, 2)}\n`,
  );
  await writeFile(join(dist, 'site-widgets.d.ts'), typeDeclarations(declarations));
}
