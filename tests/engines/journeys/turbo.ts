// One page swap with Turbo Drive: the new page's widgets upgrade and work, without a full load.
import { expect } from 'vitest';
import type { Journey } from '../support/journeys';
import { expectEveryWidgetUpgraded, waitFor, waitForExpanded, waitForUpgraded } from '../support/page-checks';

export const journeys: Journey[] = [
  {
    name: 'Turbo: a page swap upgrades the new page',
    once: true,
    async run({ page }) {
      await page.goto('/engines/turbo/a');
      await waitForUpgraded(page, 'collapse-item, language-switch');
      await page.evaluate(() => ((window as unknown as { beforeSwap: boolean }).beforeSwap = true));
      await page.click('#to-b');
      await waitFor(page, 'page b', () => document.querySelector('#title-b') !== null);
      expect(await page.evaluate(() => (window as unknown as { beforeSwap?: boolean }).beforeSwap)).toBe(true);
      await waitForUpgraded(page, 'collapse-item, language-switch');
      await expectEveryWidgetUpgraded(page);
      await page.click('#b-2 .collapse-item__button');
      await waitForExpanded(page, 'collapse-item .collapse-item__button', [false, true]);
    },
  },
];
