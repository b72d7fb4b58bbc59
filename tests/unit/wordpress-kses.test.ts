// The WordPress plugin lets each widget's tag and its attributes through kses: the build writes
// the list (editor-blocks/declared.json, read by includes/blocks.php) from every widget's
// declaration (NAME.block.ts) and parameter schema (NAME.params.ts), or an Author's markup loses
// the attributes when saved.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { blockTags } from '../../build/wordpress-blocks.mjs';
import { widgetDeclarations } from '../support/widget-blocks';

const root = join(import.meta.dirname, '../..');
const made = join(root, 'integrations/wordpress/site-widgets/editor-blocks/declared.json');

it('lets every widget tag through kses with every attribute it declares', async () => {
  const declared: Record<string, string[]> = {};
  for (const [tag, block] of await widgetDeclarations()) declared[tag] = Object.keys(block.attributes).sort();
  expect(JSON.parse(readFileSync(made, 'utf8')).tags).toEqual(declared);
});

it('adds an attribute that only a parameter prints, so a new parameter reaches kses with the build', () => {
  const schema = { params: { tone: { type: 'choice', attribute: 'tone' }, intro: { type: 'text' } } };
  const tags = blockTags([
    { tag: 'b-block', declared: {}, schema: null },
    { tag: 'a-block', declared: { label: {}, heading: {} }, schema },
  ]);
  expect(tags).toEqual({ 'a-block': ['heading', 'label', 'tone'], 'b-block': [] });
});
