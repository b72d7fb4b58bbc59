// What an item takes from its group (heading level, region or not), read from the group's
// attributes as the item renders, so it holds before the group's code runs. Why an item may
// render twice: README.md, "How the family is built".
import { isOn } from '../../common/boolean-attribute';
import { renderAgain } from '../../widgets/mounted-widgets';
import { groupOf, itemsOfGroup } from './item-state';
import { DEFAULT_HEADING_LEVEL, parseHeadingLevel, type HeadingLevel } from '../../common/heading-level';

/**
 * The APG advises against a region per panel once more than about six panels can be open at
 * once: a screen reader's list of landmarks would fill up with them. A body is a region when at
 * most this many bodies can be open together.
 */
const MAX_REGIONS = 6;

export interface GroupSettings {
  /** The group's heading level (the default without a valid one). */
  headingLevel: HeadingLevel;
  /**
   * The body is a region: outside a group, in a group that keeps one open, or in a leave-open
   * group of at most six items.
   */
  region: boolean;
}

const DEFAULTS: GroupSettings = { headingLevel: DEFAULT_HEADING_LEVEL, region: true };

// Items that render together (a thousand in one group) count their group's items once: the
// count holds until the render is over (a microtask), then it is counted afresh.
const itemCounts = new Map<Element, number>();

function itemCount(group: Element): number {
  let count = itemCounts.get(group);
  if (count === undefined) {
    if (itemCounts.size === 0) queueMicrotask(() => itemCounts.clear());
    count = itemsOfGroup(group).length;
    itemCounts.set(group, count);
  }
  return count;
}

/** What the items of `group` take from it. */
function settingsOf(group: Element | null): GroupSettings {
  if (!group) return DEFAULTS;
  const oneOpen = !isOn(group, 'leave-open');
  return {
    headingLevel: parseHeadingLevel(group.getAttribute('heading-level')) ?? DEFAULT_HEADING_LEVEL,
    region: oneOpen || itemCount(group) <= MAX_REGIONS,
  };
}

/**
 * Renders the items of `group` again: its heading-level or leave-open changed, or it mounted with
 * settings of its own. Each item renders alone (widgets/mounted-widgets.ts), so an item holds no
 * subscription of its own for a change that is rare (a script sets a group's attribute).
 */
export function groupChanged(group: Element): void {
  itemCounts.delete(group);
  for (const item of itemsOfGroup(group)) renderAgain(item as HTMLElement);
}

/** The settings `item` takes from its group (the nearest collapse-group around it), read as it renders. */
export function groupSettingsOf(item: Element): GroupSettings {
  return settingsOf(groupOf(item));
}

/** Whether the items of `group`, rendered out of the document, took other settings than its own. */
export function differsFromDefaults(group: Element): boolean {
  const settings = settingsOf(group);
  return settings.headingLevel !== DEFAULTS.headingLevel || settings.region !== DEFAULTS.region;
}
