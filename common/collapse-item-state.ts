// What a collapse-item's state is, for the two places that change it: the widget once upgraded
// (widgets/collapse-item/) and the entry before that (runtime/early-interactions/), which answers
// a click on a header while the widget's code is still on its way.

/** The item's event, fired when it opened or closed: named `TAG:verb`, as no native event is. */
export const COLLAPSE_ITEM_CHANGE = 'collapse-item:change';

/**
 * The event's first name, fired right after it for the sites that listen to it. A native `change`
 * from a form control in the body bubbles through the item under this name too.
 */
export const COLLAPSE_ITEM_CHANGE_ALIAS = 'change';

/** The names a change is fired under, in order. */
export const COLLAPSE_ITEM_CHANGE_EVENTS = [COLLAPSE_ITEM_CHANGE, COLLAPSE_ITEM_CHANGE_ALIAS] as const;

export interface CollapseItemChangeDetail {
  opened: boolean;
}

/** The items of `group` itself, not those of a group nested in one of its bodies. */
export function itemsOfGroup(group: Element): Element[] {
  return Array.from(group.querySelectorAll('collapse-item')).filter((item) => item.closest('collapse-group') === group);
}
