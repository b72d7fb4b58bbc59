// The site menu, after scrolling: the open menu keeps a visible control that closes it, Escape
// closes the open sub-menu first and then the menu, and closing (by Escape or that control)
// returns to the same scroll position with focus on the toggle. And wherever #app sits (after a
// `body` margin, under a bar), opening and closing the menu moves nothing the visitor sees.
import { expect } from 'vitest';
import type { EnginePage } from '../../tests/engines/support/engine';
import type { Journey } from '../../tests/engines/support/journeys';
import {
  chooseNecessaryCookies,
  expectAccessible,
  expectFocusOn,
  isReachable,
  openDemo,
  waitFor,
  waitForExpanded,
} from '../../tests/engines/support/page-checks';
import { MENU_PAGES } from '../../tests/engines/support/test-site';

const TOGGLE = '[data-site-header] [data-menu-toggle]';
const SUBMENU_TOGGLE = '#site-menu [data-submenu-toggle]';

const scrollTo600 = () => {
  window.scrollTo({ top: 600, behavior: 'instant' });
  return window.scrollY;
};

interface Box {
  id: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The boxes of the bar, the header, the heading and the paragraphs that are in the viewport, and the page's scroll. */
const boxesInView = () => ({
  scrollY: window.scrollY,
  boxes: Array.from(document.querySelectorAll('#bar, #site-header, #title, main > p')).flatMap((element) => {
    const { top, left, width, height, bottom } = element.getBoundingClientRect();
    return bottom > 0 && top < innerHeight ? [{ id: element.id, top, left, width, height }] : [];
  }),
});

/** The same elements' boxes now, in view or not. */
const boxesOf = (ids: string[]): Box[] =>
  ids.map((id) => {
    const { top, left, width, height } = document.getElementById(id)!.getBoundingClientRect();
    return { id, top, left, width, height };
  });

/** Scrolls to `top`, or to the bottom of the page (null); resolves to the scroll position. */
const scrollToOrBottom = (top: number | null) => {
  window.scrollTo({ top: top ?? document.documentElement.scrollHeight, behavior: 'instant' });
  return window.scrollY;
};

/** Waits for the scroll freeze, which comes just after the frame that shows the menu open. */
const frozen = (page: EnginePage) =>
  waitFor(page, 'the scroll frozen', () => document.documentElement.classList.contains('is-scroll-frozen'));

async function toggleMenu(page: EnginePage, open: boolean) {
  // Focused without scrolling and pressed, not clicked: a click first scrolls the toggle to the middle.
  await page.evaluate(() => document.querySelector<HTMLElement>('[data-menu-toggle]')!.focus({ preventScroll: true }));
  await page.press('Enter');
  await waitForExpanded(page, '[data-menu-toggle]', [open]);
}

export const journeys: Journey[] = [
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
        await frozen(page);
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
  {
    name: 'menu: opening and closing moves nothing on screen, after a body margin, under a bar or at the top-left',
    once: true,
    async run({ page }) {
      for (const variant of MENU_PAGES) {
        await page.goto(`/engines/menu/${variant}`);
        // 20: less than the bar's height, which is still partly in view; null: the bottom of the page.
        for (const scroll of [0, 20, 1500, null]) {
          const at = `${page.engine}, ${variant}, scrolled to ${scroll ?? 'the bottom'}`;
          const scrollY = await page.evaluate(scrollToOrBottom, scroll);
          expect(scrollY, at).toBe(scroll ?? scrollY);
          const before = await page.evaluate(boxesInView);
          const ids = before.boxes.map((box) => box.id);
          expect(ids.length, `${at}: boxes in view`).toBeGreaterThan(3);

          await toggleMenu(page, true);
          await frozen(page);
          expect(await page.evaluate(() => document.documentElement.className), at).toBe(
            'is-menu-open is-scroll-frozen',
          );
          // To the pixel: every length on these pages is whole pixels. Soft: every page and scroll
          // position is checked and reported.
          expect.soft(await page.evaluate(boxesOf, ids), `${at}: while the menu is open`).toEqual(before.boxes);

          await toggleMenu(page, false);
          expect.soft(await page.evaluate(boxesInView), `${at}: after closing`).toEqual(before);
        }
      }
    },
  },
];
