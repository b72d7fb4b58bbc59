// The element metadata html-validate checks markup against, beside its own of HTML: our custom
// elements with their attributes, made from the blocks' declarations as custom-elements.json is
// (build/manifest.mjs), and two rules of HTML that the Nu HTML Checker holds and html-validate's
// metadata lacks.
import type { MetaAttribute, MetaData, MetaDataTable } from 'html-validate';
// @ts-expect-error plain ESM module without type declarations
import { readDeclarations, RUNTIME_ATTRIBUTES } from '../../build/manifest.mjs';
import type { AttributeSpec, AttributeSpecs } from '../../widgets/attributes';

interface Declared {
  tag: string;
  attributes: AttributeSpecs;
}

/** A URL attribute takes http(s) URLs, relative or absolute (widgets/attributes.ts refuses others). */
const HTTP_URL = /^(?![a-z][a-z0-9+.-]*:)|^https?:/i;

function attributeRule(spec: Pick<AttributeSpec, 'type'> & { values?: readonly string[] }): MetaAttribute {
  switch (spec.type) {
    case 'boolean':
      return { boolean: true };
    case 'enum':
      return { enum: [...spec.values!] };
    case 'url':
      return { enum: [HTTP_URL] };
    default:
      return {};
  }
}

/**
 * An autonomous custom element as HTML defines it: flow and phrasing content whose content model
 * is transparent, with the attributes its declaration names and those the entry reads on every
 * widget.
 */
function customElement({ attributes }: Declared): MetaData {
  const own = Object.entries(attributes).map(([name, spec]) => [name, attributeRule(spec)] as const);
  const runtime = (RUNTIME_ATTRIBUTES as { name: string; type: { text: string } }[]).map(
    ({ name, type }) => [name, attributeRule({ type: type.text as AttributeSpec['type'] })] as const,
  );
  return { flow: true, phrasing: true, transparent: true, attributes: Object.fromEntries([...own, ...runtime]) };
}

/** JavaScript's MIME types (the essence, without parameters), and the other types a browser runs. */
const RUNNABLE_SCRIPT_TYPES = [
  '',
  'module',
  'importmap',
  'speculationrules',
  '(text|application)/(x-)?(java|ecma)script',
  'text/(javascript1\\.[0-5]|jscript|livescript)',
];
const RUNNABLE_SCRIPT_TYPE = new RegExp(`^(${RUNNABLE_SCRIPT_TYPES.join('|')})$`, 'i');

/** What HTML requires and html-validate's own metadata of HTML does not check. */
const HTML_GAPS: MetaDataTable = {
  script: {
    attributes: {
      // A data block (a script whose type is not JavaScript, such as a consent-gated text/plain
      // one) must not have src: the browser fetches nothing for it.
      src: {
        allowed: (node) =>
          RUNNABLE_SCRIPT_TYPE.test(String(node.getAttribute('type') ?? '').trim())
            ? null
            : 'a script whose type is not JavaScript (a data block) takes no src',
      },
    },
  },
  source: {
    attributes: {
      // A picture's source has srcset: without it the browser skips it.
      srcset: { required: (node) => Boolean(node.closest('picture > source')) },
    },
  },
};

/** The metadata of our custom elements, by tag, and of the HTML rules above. */
export async function siteWidgetsElements(root: string): Promise<MetaDataTable> {
  const { widgets } = (await readDeclarations(root)) as { widgets: Declared[] };
  return { ...HTML_GAPS, ...Object.fromEntries(widgets.map((widget) => [widget.tag, customElement(widget)])) };
}
