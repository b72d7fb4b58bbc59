// A block's parameters have four faces, written in four places: the parameter table in
// docs/fixtures.md (the contract the Craft components and the WordPress renderers follow), the
// fixtures' params, the WordPress block's attributes (block.json) and, where a parameter becomes
// an attribute of the element, the block's declaration. They must agree: same names, same kind of
// value, same choices and the same default, bar the defaults WordPress chooses for itself below.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { camelCase, type AttributeSpec } from '../../widgets/attributes';
import { readFixtures } from '../support/fixtures';
import { widgetDeclarations } from '../support/widget-blocks';

const root = join(import.meta.dirname, '../..');
const EDITOR_BLOCKS = join(root, 'integrations/wordpress/site-widgets/editor-blocks');

/**
 * A list parameter whose entries are inner blocks in the editor: each entry's fields are the inner
 * block's attributes, bar its content.
 */
const INNER_BLOCKS: Record<string, { param: string; block: string; content: string[] }> = {
  'collapse-group': { param: 'items', block: 'collapse-item', content: ['html', 'text'] },
};

/** Defaults the WordPress blocks save for themselves (docs/fixtures.md and docs/cms-integration.md say why). */
const WORDPRESS_DEFAULTS: Record<string, unknown> = {
  // Under the post's title, which is the page's h1.
  'collapse-group.headingLevel': 2,
  'newsletter-signup.headingLevel': 2,
};

interface Parameter {
  name: string;
  type: string;
  default: string;
  markup: string;
}

/** Each block's parameter table in docs/fixtures.md, but the rows of a list's fields (`updates[].image`). */
function documentedParameters(): Map<string, Parameter[]> {
  const text = readFileSync(join(root, 'docs/fixtures.md'), 'utf8');
  const section = text.slice(text.indexOf('\n## Parameters'));
  const tables = new Map<string, Parameter[]>();
  for (const [, block, body] of section.matchAll(/\n### ([a-z-]+)\n([\s\S]*?)(?=\n### |\n## |$)/g)) {
    const rows = body!.split('\n').filter((line) => line.startsWith('| `'));
    tables.set(
      block!,
      rows
        .map((row) => row.split(' | ').map((cell) => cell.replace(/^\| |\s*\|$/g, '')))
        .map(([name, type, fallback, markup]) => ({
          name: name!.replaceAll('`', ''),
          type: type!,
          default: fallback!,
          markup: markup!,
        }))
        .filter((parameter) => !parameter.name.includes('[')),
    );
  }
  return tables;
}

interface EditorAttribute {
  type: string;
  default?: unknown;
  enum?: unknown[];
}
interface EditorBlock {
  name: string;
  parent?: string[];
  attributes?: Record<string, EditorAttribute>;
}

const editorBlocks = new Map(
  readdirSync(EDITOR_BLOCKS).map((name) => [
    name,
    JSON.parse(readFileSync(join(EDITOR_BLOCKS, name, 'block.json'), 'utf8')) as EditorBlock,
  ]),
);

/** `` `div`, `section` `` → ['div', 'section']; null for a type that is no list of choices. */
const choices = (type: string) =>
  /^(`[a-z]+`)(, `[a-z]+`)+$/.test(type) ? type.replaceAll('`', '').split(', ') : null;

/** The block.json type and choices a documented parameter type is saved as. */
function editorTypeOf(type: string): Pick<EditorAttribute, 'type' | 'enum'> {
  if (type === 'boolean') return { type: 'boolean' };
  if (type === 'text' || type === 'URL') return { type: 'string' };
  if (type === '`2` to `6`') return { type: 'number' };
  if (type.startsWith('list of')) return { type: 'array' };
  const values = choices(type);
  if (values) return { type: 'string', enum: values };
  throw new Error(`docs/fixtures.md: no editor type for the parameter type "${type}"`);
}

/** The value a documented default stands for: `div` → 'div', `3` → 3, false; undefined for "none …". */
function documentedDefault(fallback: string): unknown {
  if (fallback.startsWith('none')) return undefined;
  if (fallback === 'false') return false;
  const value = fallback.replaceAll('`', '');
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** The parameters printed as the element's attributes: `leave-open`, `heading-level="…"` (no data-i18n-… text). */
const printedAsAttributes = (documented: Parameter[]) =>
  documented.flatMap((parameter) => {
    const [, attribute] = /^`(?!data-)([a-z][a-z-]*)(?:="…")?`/.exec(parameter.markup) ?? [];
    return attribute ? [{ parameter, attribute }] : [];
  });

/** What block.json saves when a parameter is given nothing. */
const emptyOf = (type: string) => ({ string: '', array: [], boolean: false })[type];

const parameters = documentedParameters();
const fixtures = readFixtures();
const widgets = await widgetDeclarations();

describe('a block’s parameters, in the docs, the fixtures, WordPress and the declaration', () => {
  it('are documented for every block with fixtures, and every WordPress block is one of them or an inner block', () => {
    const withFixtures = [...new Set(fixtures.map((fixture) => fixture.block))];
    expect([...parameters.keys()].sort()).toEqual(withFixtures);
    const inner = Object.values(INNER_BLOCKS).map(({ block }) => block);
    expect([...editorBlocks.keys()].sort()).toEqual([...withFixtures, ...inner].sort());
    // What the markup column says is read: the parameters that become the element's attributes.
    const printed = [...parameters.values()].flatMap((documented) => printedAsAttributes(documented));
    expect(printed.map(({ attribute }) => attribute).sort()).toEqual(
      ['action', 'brand', 'element', 'heading', 'heading-level', 'leave-open', 'session-info'].sort(),
    );
  });

  for (const [block, documented] of parameters) {
    const names = documented.map((parameter) => parameter.name).sort();

    it(`${block}: the fixtures pass only the documented parameters, and each of them somewhere`, () => {
      const passed = new Set(
        fixtures.filter((fixture) => fixture.block === block).flatMap((f) => Object.keys(f.params)),
      );
      expect([...passed].sort()).toEqual(names);
    });

    it(`${block}: the WordPress block saves each as an attribute of the same type, choices and default`, () => {
      const editor = editorBlocks.get(block)!;
      const inner = INNER_BLOCKS[block];
      const saved = Object.keys(editor.attributes ?? {}).sort();
      expect(saved).toEqual(names.filter((name) => name !== inner?.param));
      for (const parameter of documented) {
        if (parameter.name === inner?.param) continue;
        const attribute = editor.attributes![parameter.name]!;
        const where = `${block}.${parameter.name}`;
        const { type, enum: values } = editorTypeOf(parameter.type);
        expect({ type: attribute.type, enum: attribute.enum }, where).toEqual({ type, enum: values });
        const expected = where in WORDPRESS_DEFAULTS ? WORDPRESS_DEFAULTS[where] : documentedDefault(parameter.default);
        expect(attribute.default, where).toEqual(expected ?? emptyOf(type));
      }
    });

    if (INNER_BLOCKS[block]) {
      const { param, block: innerBlock, content } = INNER_BLOCKS[block];
      it(`${block}: each of its ${param} is a ${innerBlock} block, with an attribute per field but its content`, () => {
        const type = documented.find((parameter) => parameter.name === param)!.type;
        const fields = [...type.matchAll(/([a-z]+)\??/gi)]
          .map(([, field]) => field!)
          .filter((f) => f !== 'list' && f !== 'of');
        const editor = editorBlocks.get(innerBlock)!;
        expect(editor.parent).toEqual([`site-widgets/${block}`]);
        expect(Object.keys(editor.attributes ?? {}).sort()).toEqual(fields.filter((f) => !content.includes(f)).sort());
      });
    }

    it(`${block}: a parameter printed as the element’s attribute has the declared choices and default`, () => {
      const declared = widgets.get(block)!.attributes as Record<string, AttributeSpec>;
      for (const { parameter, attribute } of printedAsAttributes(documented)) {
        const spec = declared[attribute];
        const where = `${block}.${parameter.name} → ${attribute}`;
        expect(spec, `${where}: declared`).toBeDefined();
        expect(camelCase(attribute), where).toBe(parameter.name);
        if (spec!.type === 'enum') {
          const values =
            choices(parameter.type) ?? (parameter.type === '`2` to `6`' ? ['2', '3', '4', '5', '6'] : null);
          expect(values, where).toEqual(spec!.values);
        } else {
          expect(editorTypeOf(parameter.type).type, where).toBe(spec!.type === 'boolean' ? 'boolean' : 'string');
        }
        const fallback = documentedDefault(parameter.default);
        if (fallback !== undefined) expect(String(fallback), where).toBe(String(spec!.default));
      }
    });
  }
});
