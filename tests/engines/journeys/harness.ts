// The harness can fail: the checks every journey relies on catch an error thrown in the page and
// a widget left un-upgraded, in each engine.
import { expect } from 'vitest';
import type { Journey } from '../support/journeys';
import { expectEveryWidgetUpgraded, expectNoProblems, openDemo, scrollToUpgradeAll } from '../support/page-checks';

export const journeys: Journey[] = [
  {
    name: 'the checks fail on an error thrown in the page and on a widget left un-upgraded',
    once: true,
    async run({ page }) {
      await openDemo(page, '/');
      await scrollToUpgradeAll(page);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('thrown by the harness test');
        });
        document.querySelector('collapse-item')!.removeAttribute('data-upgraded');
        document.querySelector('collapse-item')!.id = 'left-behind';
      });
      await expect(expectEveryWidgetUpgraded(page)).rejects.toThrow(/left-behind/);
      await expect(expectNoProblems(page)).rejects.toThrow(/thrown by the harness test/);
      await page.reset(); // so the check after this test finds a clean page
    },
  },
];
