// Writes dist/custom-elements.json and dist/site-widgets.d.ts from the blocks' declarations, so
// editors, types and the demo's tables come from one source. See docs/internals.md#the-build.
import * as esbuild from 'esbuild';
import { writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { blockFolders, blocksOf } from './block-folders.mjs';
import { readCssProperties } from './css-properties.mjs';
import { writeEditorData } from './editor-data.mjs';

/** Attributes the entry (not the widget) reads, on every widget; listed with each tag's own. */
export const RUNTIME_ATTRIBUTES = [
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
export async function importDeclarations(file) {
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

/**
 * `leave-open` → `leaveOpen`: the widgets' own rule (widgets/attributes.ts), so what the build
 * names after an attribute (the manifest's fields, the types' properties) is what the element has.
 */
export const { camelCase } = await importDeclarations(join(import.meta.dirname, '../widgets/attributes.ts'));

/** An event declaration (common/define-event.ts) as the manifest writes it: its detail's type as text. */
const eventEntry = (detailTypeText) => (event) => ({ ...event, detail: detailTypeText(event.detail) });

/** Each block with its declaration (its NAME.block.ts's default export), checked for its kind. */
async function readBlocks(root) {
  const blocks = [];
  for (const block of blocksOf(await blockFolders(join(root, 'blocks')))) {
    const { default: declaration } = await importDeclarations(block.declaration);
    const key = block.kind === 'widget' ? 'tag' : 'name';
    const helper = block.kind === 'widget' ? 'defineWidgetBlock' : 'definePageBehaviourBlock';
    const file = relative(root, block.declaration).split(sep).join('/');
    if (declaration?.[key] !== block.name)
      throw new Error(
        `${file} must export default ${helper}({ ${key}: '${block.name}', … }) ` +
          `(its ${key} is the block's name, its file's).`,
      );
    blocks.push({ ...block, declaration });
  }
  return blocks;
}

/**
 * Everything the manifests and the README's tables describe, read once: the block folders with
 * their declarations, the widgets as the manifest writes them, and the events fired on the
 * document or the window (the page behaviours' and the runtime's own), details as text.
 */
export async function readDeclarations(root) {
  const blocks = await readBlocks(root);
  const toEntry = eventEntry((await importDeclarations(join(root, 'common/define-event.ts'))).detailTypeText);
  const cssProperties = await readCssProperties(root, blocks);
  const widgets = blocks
    .filter((block) => block.kind === 'widget')
    .map(({ name, declaration, entry }) => ({
      tag: name,
      module: relative(root, entry).split(sep).join('/'),
      summary: declaration.summary,
      docs: declaration.docs,
      attributes: declaration.attributes,
      events: (declaration.events ?? []).map(toEntry),
      cssProperties: cssProperties.byBlock.get(name) ?? [],
    }));
  const { runtimeEvents: ownEvents } = await importDeclarations(join(root, 'runtime/events.ts'));
  const behaviourEvents = blocks.flatMap(({ kind, declaration }) =>
    kind === 'behaviour' ? (declaration.events ?? []) : [],
  );
  return { blocks, widgets, runtimeEvents: [...ownEvents, ...behaviourEvents].map(toEntry), cssProperties };
}

export const readWidgetDeclarations = async (root) => (await readDeclarations(root)).widgets;
export const readRuntimeEvents = async (root) => (await readDeclarations(root)).runtimeEvents;

const pascalCase = (tag) => camelCase(`-${tag}`);

function typeText(spec) {
  if (spec.type === 'boolean') return 'boolean';
  if (spec.type === 'enum') return spec.values.map((v) => `'${v}'`).join(' | ');
  return 'string';
}

export function customElementsManifest(declarations) {
  return {
    schemaVersion: '2.1.0',
    modules: declarations.map(({ tag, module, summary, attributes, events, cssProperties = [] }) => ({
      kind: 'javascript-module',
      path: module,
      declarations: [
        {
          kind: 'class',
          customElement: true,
          tagName: tag,
          name: `${pascalCase(tag)}Element`,
          summary,
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
          cssProperties: cssProperties.map((property) => ({
            name: property.name,
            ...(property.default === null ? {} : { default: property.default }),
            description: property.description,
          })),
        },
      ],
      exports: [
        {
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name: `${pascalCase(tag)}Element`, module },
        },
      ],
    })),
  };
}

export function typeDeclarations(declarations, runtimeEvents) {
  const lines = [
    "// Generated by build/manifest.mjs from the blocks' declarations. Do not edit.",
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
  const { widgets: declarations, runtimeEvents } = await readDeclarations(root);
  const manifest = customElementsManifest(declarations);
  await writeFile(join(dist, 'custom-elements.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await writeFile(join(dist, 'site-widgets.d.ts'), typeDeclarations(declarations, runtimeEvents));
  await writeEditorData(dist, manifest, declarations);
}
