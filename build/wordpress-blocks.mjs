// A block's block.json for the WordPress plugin, made from what the block's folder already says:
// its attributes from the fixtures' parameters and the block's declaration, the rest from the hand
// part in cms/NAME.block.json (title, icon, description, keywords, parent, the list parameter
// whose entries are inner blocks, and the defaults neither can give). See docs/internals.md#cms-faces.

import { camelCase } from './manifest.mjs';

/** What every block of the plugin has in common. */
const COMMON = {
  $schema: 'https://schemas.wp.org/trunk/block.json',
  apiVersion: 2,
  category: 'site-widgets',
  textdomain: 'site-widgets',
  supports: { html: false },
  editorScript: 'site-widgets-editor',
  editorStyle: 'site-widgets-editor',
};

/** What the hand part may say: the editor's words and place, and the plugin's own defaults. */
const HAND_KEYS = ['title', 'icon', 'description', 'keywords', 'parent', 'innerBlocks', 'attributes'];

/** block.json's type of a parameter's value. */
function typeOf(value) {
  if (Array.isArray(value)) return 'array';
  if (['string', 'number', 'boolean'].includes(typeof value)) return typeof value;
  return 'object';
}

/**
 * The attributes that the parameter entries `entries` (each fixture's params, or each entry of a
 * parent's list) make, but `leftOut`: each parameter's type from its values, a list's entries
 * objects; and where the declaration has the attribute a parameter is printed as (`leaveOpen` →
 * `leave-open`), its choices and default. A text parameter left empty prints no attribute, so it
 * saves '' whatever the element's own default; a number's default comes from the declaration or
 * the hand part.
 */
function derivedAttributes(entries, declared, { leftOut = [], where }) {
  // Each parameter's type, and whether it is a list of objects.
  const seen = new Map();
  for (const entry of entries) {
    for (const [name, value] of Object.entries(entry)) {
      if (leftOut.includes(name)) continue;
      const type = typeOf(value);
      const known = seen.get(name);
      if (known && known.type !== type)
        throw new Error(`${where}: the parameter ${name} is ${known.type} in one fixture and ${type} in another.`);
      const ofObjects = type === 'array' && value.length > 0 && value.every((item) => typeOf(item) === 'object');
      seen.set(name, { type, ofObjects: Boolean(known?.ofObjects) || ofObjects });
    }
  }
  const declaredByParameter = new Map(Object.entries(declared).map(([name, spec]) => [camelCase(name), spec]));
  const attributes = {};
  for (const [name, { type, ofObjects }] of seen) {
    const spec = declaredByParameter.get(name);
    const attribute = { type };
    if (type === 'string' && spec?.type === 'enum') {
      attribute.default = spec.default;
      attribute.enum = [...spec.values];
    } else if (type === 'number') {
      if (spec && spec.default !== '') attribute.default = Number(spec.default);
    } else {
      attribute.default = { string: '', boolean: spec?.default ?? false, array: [], object: {} }[type];
    }
    // `items` after the default, as WordPress's own block.json files write it.
    if (ofObjects) attribute.items = { type: 'object' };
    attributes[name] = attribute;
  }
  return attributes;
}

/**
 * The hand part's `attributes`: defaults for attributes the parameters make. Anything else is an
 * attribute written twice, and stops the build.
 */
function withHandDefaults(attributes, hand, where) {
  for (const [name, given] of Object.entries(hand ?? {})) {
    if (!attributes[name])
      throw new Error(`${where} gives attributes.${name}, a parameter no fixture passes: add it to the fixtures.`);
    const keys = Object.keys(given);
    if (keys.some((key) => key !== 'default'))
      throw new Error(
        `${where} gives attributes.${name}.${keys.find((key) => key !== 'default')}: ` +
          'only a default is written by hand, the rest comes from the fixtures and the declaration.',
      );
    attributes[name].default = given.default;
  }
  return attributes;
}

/**
 * The block.json of each block with a hand part: `blocks` are { name, hand, declared, params },
 * `params` every fixture's parameters of the block. A block listed in another's `innerBlocks`
 * ({ PARAMETER: NAME }) takes its attributes from that parameter's entries (the fields its
 * declaration has: the rest is the inner block's content), and the other block leaves the
 * parameter out of its own. Returns { NAME: block.json's object }.
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
      innerOf.set(inner, { parent: block, parameter });
    }
  }
  const made = {};
  for (const { name, hand, declared, params } of blocks) {
    const where = `the hand part of ${name}'s block.json (cms/${name}.block.json)`;
    const unknown = Object.keys(hand).find((key) => !HAND_KEYS.includes(key));
    if (unknown)
      throw new Error(`${where} says "${unknown}": it holds only ${HAND_KEYS.join(', ')}; the build adds the rest.`);
    const asInner = innerOf.get(name);
    let attributes;
    if (asInner) {
      const entries = asInner.parent.params.flatMap((entry) => entry[asInner.parameter] ?? []);
      const content = [...new Set(entries.flatMap(Object.keys))].filter(
        (field) => !Object.keys(declared).map(camelCase).includes(field),
      );
      attributes = derivedAttributes(entries, declared, { leftOut: content, where });
    } else {
      if (!params.length)
        throw new Error(`${where}: the block has no fixtures, and no block names it among its innerBlocks.`);
      attributes = derivedAttributes(params, declared, { leftOut: Object.keys(hand.innerBlocks ?? {}), where });
    }
    const { title, icon, description, keywords, parent } = hand;
    made[name] = {
      $schema: COMMON.$schema,
      apiVersion: COMMON.apiVersion,
      name: `site-widgets/${name}`,
      title,
      category: COMMON.category,
      icon,
      description,
      keywords,
      textdomain: COMMON.textdomain,
      attributes: withHandDefaults(attributes, hand.attributes, where),
      supports: COMMON.supports,
      parent,
      editorScript: COMMON.editorScript,
      editorStyle: COMMON.editorStyle,
    };
  }
  return made;
}
