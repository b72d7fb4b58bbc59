import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock, type WidgetElements } from '../../widgets/widget-block';
import { DEFAULT_HEADING_LEVEL, HEADING_LEVELS } from '../../common/heading-level';

export const collapseGroupAttributes = {
  'leave-open': {
    type: 'boolean',
    default: false,
    description: 'Let several items be open at once. Without it, opening one closes the others.',
  },
  element: {
    type: 'enum',
    values: ['div', 'section', 'ul', 'ol'],
    default: 'div',
    description: 'The element the items render in; with ul or ol each item becomes a list item.',
  },
  'heading-level': {
    type: 'enum',
    values: HEADING_LEVELS,
    default: DEFAULT_HEADING_LEVEL,
    description:
      "The level (2 to 6) of the heading element around each item's header button; an item's own heading-level wins.",
  },
} as const satisfies AttributeSpecs;

const collapseGroupBlock = defineWidgetBlock({
  tag: 'collapse-group',
  summary: 'collapsible sections; a group keeps one open unless `leave-open`',
  docs: 'blocks/collapse/README.md',
  attributes: collapseGroupAttributes,
});

export default collapseGroupBlock;

declare global {
  interface HTMLElementTagNameMap extends WidgetElements<typeof collapseGroupBlock> {}
}
