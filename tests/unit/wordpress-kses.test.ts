// The WordPress plugin lets each widget's tag and its attributes through kses
// (integrations/wordpress/site-widgets/includes/blocks.php): the list must name every attribute
// the widgets declare (their NAME.block.ts), or an Author's markup loses them when saved.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { widgetDeclarations } from '../support/widget-blocks';

const root = join(import.meta.dirname, '../..');
const php = readFileSync(join(root, 'integrations/wordpress/site-widgets/includes/blocks.php'), 'utf8');

/** tag → attribute names, as the PHP list has them: `'tag' => array( 'attribute' => true, … )`. */
function phpList(): Record<string, string[]> {
  const list: Record<string, string[]> = {};
  const body = php.slice(php.indexOf('return array('));
  for (const [, tag, attributes] of body.matchAll(/'([a-z]+-[a-z-]+)'\s*=>\s*array\(([^)]*)\)/g))
    list[tag!] = [...attributes!.matchAll(/'([a-z-]+)'\s*=>\s*true/g)].map(([, name]) => name!).sort();
  return list;
}

it('lets every widget tag through kses with every attribute it declares', async () => {
  const declared: Record<string, string[]> = {};
  for (const [tag, block] of await widgetDeclarations()) declared[tag] = Object.keys(block.attributes).sort();
  expect(phpList()).toEqual(declared);
});
