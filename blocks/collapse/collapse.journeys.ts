// The accordion: one open at a time in a group, by pointer and by keyboard (Tab to the next
// header, Enter and Space), and a `leave-open` group that keeps every opened section open.
import type { EnginePage } from '../../tests/engines/support/engine';
import type { Journey } from '../../tests/engines/support/journeys';
import {
  chooseNecessaryCookies,
  expectFocusOn,
  openDemo,
  waitFor,
  waitForExpanded,
  waitForUpgraded,
} from '../../tests/engines/support/page-checks';

const GROUP = '#block-collapse-group';

/**
 * Waits until the accordions' bodies have finished folding, as a visitor sees them settle before
 * the next click: a body folding above moves what is below it (a slow engine shows it for longer).
 */
async function waitForFolding(page: EnginePage) {
  await waitFor(page, 'the sections to finish folding', () =>
    Array.from(document.querySelectorAll('collapse-item')).every(
      (item) => item.getAnimations({ subtree: true }).length === 0,
    ),
  );
}
const BUTTONS = `${GROUP} .collapse-item__button`;
const LEAVE_OPEN_BUTTONS = '#block-collapse-leave-open .collapse-item__button';

export const journeys: Journey[] = [
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
      await waitForFolding(page);

      await waitForUpgraded(page, '#block-collapse-leave-open collapse-item');
      await page.click(LEAVE_OPEN_BUTTONS, 0);
      await waitForExpanded(page, LEAVE_OPEN_BUTTONS, [true, false]);
      await waitForFolding(page);
      await page.click(LEAVE_OPEN_BUTTONS, 1);
      await waitForExpanded(page, LEAVE_OPEN_BUTTONS, [true, true]);
    },
  },
];
