import { COLLAPSE_ITEM_CHANGE, COLLAPSE_ITEM_CHANGE_ALIAS } from '../../common/collapse-item-state';
import type { AttributeSpecs, EventSpec } from '../attributes';

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
      "The level (2 to 6) of the heading element around the header button. Without it: the group's heading-level, else 3.",
  },
} as const satisfies AttributeSpecs;

// Both fire on every change, in this order (COLLAPSE_ITEM_CHANGE_EVENTS).
export const collapseItemEvents = [
  {
    name: COLLAPSE_ITEM_CHANGE,
    detail: '{ opened: boolean }',
    description: 'The item opened or closed (by the visitor, a hash link, find-in-page or a script). Bubbles.',
  },
  {
    name: COLLAPSE_ITEM_CHANGE_ALIAS,
    detail: '{ opened: boolean }',
    description:
      'The same change under its first name, fired right after `collapse-item:change` and kept for existing sites. A native `change` from a form control in the body bubbles under this name too: listen to `collapse-item:change`.',
  },
] as const satisfies readonly EventSpec[];
