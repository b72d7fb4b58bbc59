// An item's state and its events, for the two places that change it: the widgets once upgraded
// and the early answer before (early-answer.ts). No React: the entry bundles it.

import { defineEvent, type EventDetail } from '../../common/define-event';

/** The item's event, fired when it opened or closed. */
export const collapseItemChange = defineEvent({
  name: 'collapse-item:change',
  target: 'element',
  detail: { opened: 'boolean' },
  description: 'The item opened or closed (by the visitor, a hash link, find-in-page or a script). Bubbles.',
});

/**
 * The event's first name, fired right after it for the sites that listen to it. A native `change`
 * from a form control in the body bubbles through the item under this name too.
 */
const collapseItemChangeAlias = defineEvent({
  name: 'change',
  target: 'element',
  aliasOf: 'collapse-item:change',
  detail: { opened: 'boolean' },
  description:
    'The same change under its first name, fired right after `collapse-item:change` and kept for existing ' +
    'sites. A native `change` from a form control in the body bubbles under this name too: listen to ' +
    '`collapse-item:change`.',
});

/** The events a change is fired as, in order. */
export const COLLAPSE_ITEM_CHANGE_EVENTS = [collapseItemChange, collapseItemChangeAlias] as const;

export type CollapseItemChangeDetail = EventDetail<typeof collapseItemChange>;

/** The items of `group` itself, not those of a group nested in one of its bodies. */
export function itemsOfGroup(group: Element): Element[] {
  return Array.from(group.querySelectorAll('collapse-item')).filter((item) => item.closest('collapse-group') === group);
}
