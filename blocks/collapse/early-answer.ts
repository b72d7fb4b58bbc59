// A click (or Enter or Space) on an item's header before its code has arrived: the entry toggles
// `opened`, which the pre-upgrade stylesheet already shows, fires the item's events and applies the
// one-open rule, so the widget has nothing left to do (README.md, "How the family is built").
import { isOn } from '../../common/boolean-attribute';
import { dispatch } from '../../common/define-event';
import { closedByOpening, COLLAPSE_ITEM_CHANGE_EVENTS, type CollapseItemChangeDetail } from './item-state';

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
  // Found first: an upgraded group closes them itself as the item's event passes, and each still
  // gets its own event.
  const closing = opened ? closedByOpening(item) : [];
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
