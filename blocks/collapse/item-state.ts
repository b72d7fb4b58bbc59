// An item's state, its events and the one-open rule, for the two places that change it: the
// widgets once upgraded and the early answer before (README.md, "How the family is built").
// No React: the entry bundles it.
import { isOn } from '../../common/boolean-attribute';
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

/** The collapse-group `item` is in: the nearest around it, or null for an item on its own. */
export const groupOf = (item: Element): Element | null => item.parentElement?.closest('collapse-group') ?? null;

/** The items of `group` itself, not those of a group nested in one of its bodies. */
export function itemsOfGroup(group: Element): Element[] {
  return Array.from(group.querySelectorAll('collapse-item')).filter((item) => groupOf(item) === group);
}

/**
 * The one-open rule: the items that close as `item` opens, the other open items of its group,
 * or none when it has no group or its group has `leave-open`.
 */
export function closedByOpening(item: Element): Element[] {
  const group = groupOf(item);
  if (!group || isOn(group, 'leave-open')) return [];
  // Only the open items, found by the browser's selector engine: a click costs the same in a group
  // of ten items as in one of a thousand.
  return Array.from(group.querySelectorAll('collapse-item[opened]')).filter(
    (other) => other !== item && groupOf(other) === group && isOn(other, 'opened'),
  );
}
