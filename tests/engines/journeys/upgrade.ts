// The whole page upgraded: every widget once it nears the viewport, nothing moved by it, and axe
// clean at a first visit, with the cookie bar shown.
import type { Journey } from '../support/journeys';
import {
  expectAccessible,
  expectEveryWidgetUpgraded,
  expectNothingMoved,
  openDemo,
  scrollToUpgradeAll,
} from '../support/page-checks';

export const journeys: Journey[] = [
  {
    name: 'every widget upgrades near the viewport, and nothing moves',
    async run({ page, path }) {
      await openDemo(page, path);
      await scrollToUpgradeAll(page);
      await expectEveryWidgetUpgraded(page);
      await expectNothingMoved(page);
      await expectAccessible(page, 'first visit, every widget upgraded');
    },
  },
];
