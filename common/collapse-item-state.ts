// What a collapse-item's state is, for the two places that change it: the widget once upgraded
// (widgets/collapse-item/) and the entry before that (runtime/early-interactions/), which answers
// a click on a header while the widget's code is still on its way.

/** The item's event, fired when it opened or closed. */
export const COLLAPSE_ITEM_CHANGE = 'change';

export interface CollapseItemChangeDetail {
  opened: boolean;
}

/** The items of `group` itself, not those of a group nested in one of its bodies. */
export function itemsOfGroup(group: Element): Element[] {
  return Array.from(group.querySelectorAll('collapse-item')).filter((item) => item.closest('collapse-group') === group);
}
