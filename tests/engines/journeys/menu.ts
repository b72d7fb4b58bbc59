// The site menu, after scrolling: the open menu keeps a visible control that closes it, Escape
// closes the open sub-menu first and then the menu, and closing (by Escape or that control)
// returns to the same scroll position with focus on the toggle.
import { expect } from 'vitest';
import type { Journey } from '../support/journeys';
import {
  chooseNecessaryCookies,
  expectAccessible,
  expectFocusOn,
  isReachable,
  openDemo,
  waitFor,
  waitForExpanded,
} from '../support/page-checks';

const TOGGLE = '[data-site-header] [data-menu-toggle]';
const SUBMENU_TOGGLE = '#site-menu [data-submenu-toggle]';

const scrollTo600 = () => {
  window.scrollTo({ top: 600, behavior: 'instant' });
  return window.scrollY;
};

export const menuJourneys: Journey[] = [
  {
    name: 'menu: opened after scrolling keeps its closing control in view; closing keeps the scroll position',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      for (const close of ['Escape', 'the toggle'] as const) {
        expect(await page.evaluate(scrollTo600)).toBe(600);
        await page.evaluate((s) => document.querySelector<HTMLElement>(s)!.focus(), TOGGLE);
        await page.press('Enter');
        await waitForExpanded(page, TOGGLE, [true]);
        await waitFor(page, 'the menu to show', () => document.querySelector('#site-menu')?.checkVisibility());
        expect(await isReachable(page, TOGGLE), `${page.engine}: the open menu's toggle in view`).toBe(true);
        if (close === 'Escape') {
          await page.click(SUBMENU_TOGGLE);
          await waitForExpanded(page, SUBMENU_TOGGLE, [true]);
          await expectAccessible(page, 'menu and sub-menu open');
          await page.press('Escape');
          await waitForExpanded(page, SUBMENU_TOGGLE, [false]);
          await expectFocusOn(page, SUBMENU_TOGGLE);
          await page.press('Escape');
        } else {
          await page.click(TOGGLE);
        }
        await waitForExpanded(page, TOGGLE, [false]);
        expect(await page.evaluate(() => window.scrollY), `${page.engine}: scroll after closing by ${close}`).toBe(600);
        await expectFocusOn(page, TOGGLE);
      }
    },
  },
];
