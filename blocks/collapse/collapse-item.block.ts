import { COLLAPSE_ITEM_CHANGE_EVENTS } from './item-state';
import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock, type WidgetElements } from '../../widgets/widget-block';

export const collapseItemAttributes = {
  heading: {
    type: 'string',
    default: '',
    description: 'The header text. A child with slot="heading" (phrasing content, e.g. a <span>) takes its place.',
  },
  opened: {
    type: 'boolean',
    default: false,
    description: 'Open at start. Reflects the state: set, toggled and removed by the widget.',
  },
  // A string, not an enum: without it the item takes its group's level, so "absent" must stay
  // apart from any level (the item checks the value itself and warns).
  'heading-level': {
    type: 'string',
    default: '',
    description:
      'The level (2 to 6) of the heading element around the header button. ' +
      "Without it: the group's heading-level, else 3.",
  },
} as const satisfies AttributeSpecs;

const collapseItemBlock = defineWidgetBlock({
  tag: 'collapse-item',
  summary: 'one collapsible section: a header button in a heading, and its body',
  docs: 'blocks/collapse/README.md',
  attributes: collapseItemAttributes,
  events: COLLAPSE_ITEM_CHANGE_EVENTS,
});

export default collapseItemBlock;

declare global {
  interface HTMLElementTagNameMap extends WidgetElements<typeof collapseItemBlock> {}
}
