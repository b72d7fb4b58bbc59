import { COLLAPSE_ITEM_CHANGE } from '../../common/collapse-item-state';
import type { AttributeSpecs, EventSpec } from '../attributes';

export const collapseItemAttributes = {
  heading: { type: 'string', default: '', description: 'The header text. A child with slot="heading" (phrasing content, e.g. a <span>) takes its place.' },
  opened: { type: 'boolean', default: false, description: 'Open at start. Reflects the state: set, toggled and removed by the widget.' },
} as const satisfies AttributeSpecs;

export const collapseItemEvents = [
  { name: COLLAPSE_ITEM_CHANGE, detail: '{ opened: boolean }', description: 'The item opened or closed (by the visitor, a hash link, find-in-page or a script). Bubbles.' },
] as const satisfies readonly EventSpec[];
