// The language switch in the site header: opened by a click and by Enter, closed by Escape with
// focus back on its button, and its link to the other language followed.
import type { Journey } from '../../tests/engines/support/journeys';
import {
  expectAccessible,
  expectFocusOn,
  openDemo,
  waitFor,
  waitForExpanded,
  waitForUpgraded,
} from '../../tests/engines/support/page-checks';

const SWITCH = '[data-site-header] language-switch';
const BUTTON = `${SWITCH} .language-switch__button`;

export const journeys: Journey[] = [
  {
    name: 'language switch: opens by pointer and Enter, closes on Escape, leads to the other language',
    async run({ page, path, lang }) {
      await openDemo(page, path);
      await waitForUpgraded(page, SWITCH);
      await page.click(BUTTON);
      await waitForExpanded(page, BUTTON, [true]);
      await expectAccessible(page, 'language switch open');
      await page.press('Escape');
      await waitForExpanded(page, BUTTON, [false]);
      await expectFocusOn(page, BUTTON);
      await page.press('Enter');
      await waitForExpanded(page, BUTTON, [true]);
      const other = lang === 'nl' ? 'en' : 'nl';
      await page.click(`${SWITCH} .language-switch__list a[hreflang="${other}"]`);
      await waitFor(page, `the ${other} page`, (l) => document.documentElement.lang === l, other);
    },
  },
];
