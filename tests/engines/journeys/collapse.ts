// The accordion: one open at a time in a group, by pointer and by keyboard (Tab to the next
// header, Enter and Space), and a `leave-open` group that keeps every opened section open.
import type { Journey } from '../support/journeys';
import {
  chooseNecessaryCookies,
  expectFocusOn,
  openDemo,
  waitForExpanded,
  waitForUpgraded,
} from '../support/page-checks';

const GROUP = '#block-collapse-group';
const BUTTONS = `${GROUP} .collapse-item__button`;
const LEAVE_OPEN_BUTTONS = '#block-collapse-leave-open .collapse-item__button';

export const collapseJourneys: Journey[] = [
  {
    name: 'accordion: one open at a time by pointer and keys; leave-open keeps both',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await waitForUpgraded(page, `${GROUP} collapse-item`);
      await waitForExpanded(page, BUTTONS, [true, false, false]);

      await page.click(BUTTONS, 1);
      await waitForExpanded(page, BUTTONS, [false, true, false]);
      await page.press('Tab');
      await expectFocusOn(page, BUTTONS, 2);
      await page.press('Enter');
      await waitForExpanded(page, BUTTONS, [false, false, true]);
      await page.press('Space');
      await waitForExpanded(page, BUTTONS, [false, false, false]);

      await waitForUpgraded(page, '#block-collapse-leave-open collapse-item');
      await page.click(LEAVE_OPEN_BUTTONS, 0);
      await waitForExpanded(page, LEAVE_OPEN_BUTTONS, [true, false]);
      await page.click(LEAVE_OPEN_BUTTONS, 1);
      await waitForExpanded(page, LEAVE_OPEN_BUTTONS, [true, true]);
    },
  },
];
