// A click (or Enter or Space) on a collapse item's header before its code has arrived. The
// pre-upgrade stylesheet draws the header (the heading attribute as the item's ::before, or its
// slot="heading" child) and shows the body by the `opened` attribute, so toggling that attribute
// answers at once; the widget, when it arrives, starts from it. The item fires its
// `collapse-item:change` event (and its alias `change`) now, as the widget would, and its group's
// one-open rule applies: the widget then has nothing left to do, and fires nothing twice.
import { isOn } from '../../common/boolean-attribute';
import { dispatch } from '../../common/define-event';
import { COLLAPSE_ITEM_CHANGE_EVENTS, itemsOfGroup, type CollapseItemChangeDetail } from './item-state';

/** Inside a header, these keep their own meaning: a link in a slotted heading goes where it goes. */
const OWN_ACTION = 'a[href], button, input, select, textarea, label, summary';

export function answerEarlyCollapseItem(
  item: Element,
  event: MouseEvent | KeyboardEvent,
  upgradedMeanwhile: boolean,
): void {
  if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
  if (!isOnHeader(item, event, upgradedMeanwhile)) return;
  if (event instanceof KeyboardEvent) event.preventDefault(); // Space would scroll the page
  const opened = !isOn(item, 'opened');
  // Upgraded since the press: the widget follows its attribute, and reports and closes the rest.
  if (upgradedMeanwhile) {
    item.toggleAttribute('opened', opened);
    return;
  }
  const group = item.parentElement?.closest('collapse-group');
  // Found first: an upgraded group closes them itself as the item's event passes, and each still
  // gets its own event.
  const closing =
    opened && group && !isOn(group, 'leave-open')
      ? itemsOfGroup(group).filter((other) => other !== item && isOn(other, 'opened'))
      : [];
  setOpened(item, opened);
  for (const other of closing) setOpened(other, false);
}

function setOpened(item: Element, opened: boolean): void {
  if (opened) item.setAttribute('opened', '');
  else item.removeAttribute('opened');
  const detail: CollapseItemChangeDetail = { opened };
  for (const event of COLLAPSE_ITEM_CHANGE_EVENTS) dispatch(item, event, detail);
}

/**
 * Whether the event is on the item's header: in its slot="heading" child, or on the item itself
 * (its ::before is the header) above its first body element; once upgraded, on its button. A
 * click in the body, or on a link in the header, is not.
 */
function isOnHeader(item: Element, event: MouseEvent | KeyboardEvent, upgraded: boolean): boolean {
  const target = event.target as Element;
  if (upgraded) return target.closest('.collapse-item__button')?.closest('collapse-item') === item;
  const actionable = target.closest(OWN_ACTION);
  if (actionable && item.contains(actionable)) return false;
  const slotted = target.closest('[slot="heading"]');
  if (slotted) return slotted.parentElement === item;
  if (target !== item) return false;
  if (!(event instanceof MouseEvent)) return true;
  const body = Array.from(item.children).find((child) => child.getAttribute('slot') !== 'heading');
  const bodyBox = body?.getBoundingClientRect();
  return !bodyBox?.height || event.clientY < bodyBox.top;
}
