// The blocks' markup fixtures (NAME.fixtures.json in a block folder, for its block NAME:
// build/fixtures.mjs) and the one way every renderer's output is compared with them: parsed as
// HTML, attributes sorted, whitespace between elements dropped and runs of whitespace in text made
// one space. How an attribute is escaped (`&quot;` or `&#34;`), whether a boolean attribute has
// `=""`, and indentation are the renderer's own business.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Window } from 'happy-dom';
// @ts-expect-error plain ESM module without type declarations
import { fixtureFiles } from '../../build/fixtures.mjs';

export interface Fixture {
  /** The block, for example `collapse-group`. */
  block: string;
  /** Unique within the block: `faq`, `no-items`. */
  name: string;
  lang: 'nl' | 'en';
  description?: string;
  /** The template's parameters, as the Twig components and the WordPress renderers take them. */
  params: Record<string, unknown>;
  /** The markup the docs prescribe for these parameters; empty when nothing is printed. */
  html: string;
}

const blocksDir = join(import.meta.dirname, '../../blocks');

/** Every block's fixtures, in the order of the blocks' names (as dist/fixtures.json), each with its block's name. */
export function readFixtures(): Fixture[] {
  const folders = readdirSync(blocksDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const files = folders
    .flatMap((folder) => fixtureFiles(join(blocksDir, folder.name)) as { path: string }[])
    .map(({ path }) => JSON.parse(readFileSync(path, 'utf8')) as { block: string; fixtures: Omit<Fixture, 'block'>[] })
    .sort((a, b) => (a.block < b.block ? -1 : 1));
  return files.flatMap((file) => file.fixtures.map((fixture) => ({ ...fixture, block: file.block })));
}

/** `collapse-group/faq`: how a test names a fixture. */
export const fixtureId = (fixture: Pick<Fixture, 'block' | 'name'>) => `${fixture.block}/${fixture.name}`;

const window = new Window();

function escapeText(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
function escapeAttribute(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function serialise(node: Node): string {
  if (node.nodeType === 3) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    return text.trim() === '' ? '' : escapeText(text.trim());
  }
  if (node.nodeType !== 1) return ''; // comments and the like are no markup a fixture prescribes
  const element = node as Element;
  const tag = element.localName;
  const attributes = [...element.attributes]
    .map((attribute) => [attribute.name, attribute.value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const content = tag === 'template' ? (element as unknown as HTMLTemplateElement).content : element;
  const children = [...content.childNodes].map((child) => serialise(child as unknown as Node)).join('');
  const isVoid = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/.test(tag);
  return isVoid ? `<${tag}${attributes}>` : `<${tag}${attributes}>${children}</${tag}>`;
}

/** The markup in a form that two renderers of the same fixture agree on, whatever their style. */
export function normaliseHtml(html: string): string {
  const template = window.document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => serialise(node as unknown as Node)).join('');
}
