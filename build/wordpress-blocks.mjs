// A block's block.json for the WordPress plugin, made from what the block's folder already says:
// its attributes and the supports its parameters come from, from its parameter schema
// (NAME.params.ts), the rest from the hand part in cms/NAME.block.json (title, icon, description,
// keywords, parent, and the list parameter whose entries are inner blocks). See
// docs/internals.md#cms-faces.

import { innerBlockParams, wordpressAttributes, wordpressSupports } from './params.mjs';

/**
 * What every block of the plugin has in common. API version 3: the editor's canvas is an iframe,
 * which gets the bundle's script through `enqueue_block_assets` and its stylesheet with the editor's
 * (includes/editor-blocks.php); WordPress before 6.3 reads it as version 2.
 */
const COMMON = {
  $schema: 'https://schemas.wp.org/trunk/block.json',
  apiVersion: 3,
  category: 'site-widgets',
  textdomain: 'site-widgets',
  editorScript: 'site-widgets-editor',
  editorStyle: 'site-widgets-editor',
};

/**
 * The supports every block has: no HTML editing (the markup is rendered), no generated
 * `wp-block-…` class (the markup is the fixtures', as the Twig components print it); a block at the
 * top of a post takes margins around it as well.
 */
const supportsOf = (params, topLevel) => ({
  html: false,
  className: false,
  ...wordpressSupports(params),
  ...(topLevel ? { spacing: { margin: true } } : {}),
});

/** What the hand part may say: the editor's words and place, and which list's entries are inner blocks. */
const HAND_KEYS = ['title', 'icon', 'description', 'keywords', 'parent', 'innerBlocks'];

/**
 * The block.json of each block with a hand part: `blocks` are { name, hand, schema }, `schema` the
 * block's parameters (build/params.mjs) or null. A block listed in another's `innerBlocks`
 * ({ PARAMETER: NAME }) takes its attributes from the fields of that list parameter that print as
 * its attributes (the rest is the inner block's content), and the other block leaves the
 * parameter out of its own. Returns { NAME: { blockJson, params } }, `params` the parameters the
 * block's attributes and supports come from.
 */
export function editorBlockJsons(blocks) {
  const innerOf = new Map();
  for (const block of blocks) {
    for (const [parameter, inner] of Object.entries(block.hand.innerBlocks ?? {})) {
      const child = blocks.find(({ name }) => name === inner);
      if (!child?.hand.parent?.includes(`site-widgets/${block.name}`))
        throw new Error(
          `${block.name}'s innerBlocks names ${inner} for its ${parameter}: ${inner} needs a WordPress block ` +
            `(cms/${inner}.block.json) whose parent is ["site-widgets/${block.name}"].`,
        );
      if (block.schema?.params[parameter]?.type !== 'list')
        throw new Error(`${block.name}'s innerBlocks names ${parameter}, which is no list in its parameter schema.`);
      innerOf.set(inner, block.schema.params[parameter]);
    }
  }
  const made = {};
  for (const { name, hand, schema } of blocks) {
    const where = `the hand part of ${name}'s block.json (cms/${name}.block.json)`;
    const unknown = Object.keys(hand).find((key) => !HAND_KEYS.includes(key));
    if (unknown)
      throw new Error(`${where} says "${unknown}": it holds only ${HAND_KEYS.join(', ')}; the build adds the rest.`);
    let params;
    if (innerOf.has(name)) params = innerBlockParams(innerOf.get(name));
    else if (schema) {
      const inner = Object.keys(hand.innerBlocks ?? {});
      params = Object.fromEntries(Object.entries(schema.params).filter(([key]) => !inner.includes(key)));
    } else throw new Error(`${where}: the block has no parameter schema (${name}.params.ts) and is no inner block.`);
    const { title, icon, description, keywords, parent } = hand;
    const blockJson = {
      $schema: COMMON.$schema,
      apiVersion: COMMON.apiVersion,
      name: `site-widgets/${name}`,
      title,
      category: COMMON.category,
      icon,
      description,
      keywords,
      textdomain: COMMON.textdomain,
      attributes: wordpressAttributes(params),
      supports: supportsOf(params, !parent),
      parent,
      editorScript: COMMON.editorScript,
      editorStyle: COMMON.editorStyle,
    };
    made[name] = { blockJson, params };
  }
  return made;
}

/**
 * What kses must let through on each widget's tag (besides the global attributes), from `widgets`
 * ({ tag, declared, schema }): every attribute the element declares, and every attribute a
 * parameter prints on it. Returns { TAG: [attribute, …] }, both in name order.
 */
export function blockTags(widgets) {
  const tags = {};
  for (const { tag, declared, schema } of [...widgets].sort((a, b) => (a.tag < b.tag ? -1 : 1))) {
    const printed = Object.values(schema?.params ?? {}).flatMap((param) => param.attribute ?? []);
    tags[tag] = [...new Set([...Object.keys(declared), ...printed])].sort();
  }
  return tags;
}
