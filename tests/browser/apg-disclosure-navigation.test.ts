// A port of the WAI-ARIA Authoring Practices' regression test for their disclosure navigation
// example (w3c/aria-practices, test/tests/disclosure_navigation.js) to the demo pages' menu
// (`[data-menu-toggle]`, its sub-menu `[data-submenu-toggle]`) and the header's <language-switch>,
// a disclosure of links. Each `it` is named after the APG test it ports.
//
// The APG's example is a row of disclosure buttons, each over a list of links. Ours nests them: the
// Menu button discloses the navigation (a panel under the header), in which the Services button
// discloses its links; the language switch is a disclosure of its own beside it. While the menu is
// open everything else is inert, so the language switch is tested with the menu closed.
//
// Where our design differs from the APG's example:
// - Arrow keys, Home and End between the disclosure buttons and between a sub-menu's links are
//   optional in the pattern; the menu does not have them (Tab and Shift+Tab do that work), so the
//   APG's "arrow keys move focus between disclosure buttons", "home and end move focus to first and
//   last buttons", and the arrow and Home/End tests for the menu's links are not ported for it. The
//   language switch has them for its list (Down and Up, Home and End; not Left and Right, as it is a
//   vertical list): those are ported. On the demo it offers one link, the other language, so each
//   key keeps focus on it, as the APG's tests expect at the ends of a list.
// - Enter or Space on the language switch's closed button also moves focus to its first link (the
//   list is what the visitor came for); the APG's example leaves focus on the button. The Enter and
//   Space tests press the key on the button each time, as the APG's do, and hold both to the
//   example's states.
// - aria-current: the APG's example sets it on the link clicked (a one-page demo). On a site the
//   CMS marks the link to the page shown (the demo's Home link); the bundle leaves links as they are.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, type TestPage } from './support/browser';
import { DEMO_PAGES, expectAriaControls, expectFocusOn, expectTabOrder, openReturning } from './support/apg';

const newPage = useBrowser();

const menuToggle = (page: Page) => page.locator('[data-site-header] [data-menu-toggle]');
const menu = (page: Page) => page.locator('#site-menu');
const submenuToggle = (page: Page) => page.locator('#site-menu [data-submenu-toggle]');
const submenu = (page: Page) => page.locator('#site-menu-services');
const switchButton = (page: Page) => page.locator('[data-site-header] language-switch .language-switch__button');
const switchList = (page: Page) => page.locator('[data-site-header] language-switch .language-switch__list');

async function openDemo(path: string): Promise<TestPage> {
  const page = await openReturning(newPage, path);
  await switchButton(page).waitFor();
  return page;
}

async function expectExpanded(button: Locator, controlled: Locator, open: boolean, message: string) {
  await expect.poll(() => button.getAttribute('aria-expanded'), { message }).toBe(String(open));
  await expect.poll(() => controlled.isVisible(), { message: `${message}: what it controls is shown` }).toBe(open);
}

async function openMenu(page: Page) {
  await menuToggle(page).click();
  await expectExpanded(menuToggle(page), menu(page), true, 'the menu opens');
}

describe.each(DEMO_PAGES)('APG test/tests/disclosure_navigation.js on $path', ({ path }) => {
  // Attributes

  it('"aria-controls" attribute on button', async () => {
    const page = await openDemo(path);
    for (const button of [menuToggle(page), submenuToggle(page), switchButton(page)]) await expectAriaControls(button);
  });

  it('"aria-expanded" attribute on button', async () => {
    const page = await openDemo(path);
    for (const button of [menuToggle(page), submenuToggle(page), switchButton(page)])
      expect(await button.getAttribute('aria-expanded')).toBe('false');

    await switchButton(page).click();
    await expectExpanded(switchButton(page), switchList(page), true, 'a click opens the language switch');
    await switchButton(page).click();
    await openMenu(page);
    await submenuToggle(page).click();
    await expectExpanded(submenuToggle(page), submenu(page), true, 'a click opens the sub-menu');
  });

  it('"aria-current" attribute on links', async () => {
    const page = await openDemo(path);
    await openMenu(page);
    await submenuToggle(page).click();
    const current = menu(page).locator('a[aria-current="page"]');
    expect(await current.count(), 'one link in the navigation is marked as the current page').toBe(1);
    expect(await current.evaluate((link: HTMLAnchorElement) => link.pathname)).toBe(path);
  });

  // Keys

  it('TAB should move focus between buttons', async () => {
    const page = await openDemo(path);
    // The menu closed: the header's disclosure buttons in turn.
    await expectTabOrder(page, [menuToggle(page), switchButton(page)]);
    // The menu open, its sub-menu closed: Tab passes the sub-menu's button, not its links.
    await openMenu(page);
    const links = menu(page).locator('a');
    const topLinks = menu(page).locator(':scope > ul > li > a');
    await expectTabOrder(page, [menuToggle(page), topLinks.nth(0), submenuToggle(page), topLinks.nth(1)]);
    // Open, its links come between its button and the next item.
    await submenuToggle(page).press('Enter');
    await expectExpanded(submenuToggle(page), submenu(page), true, 'the sub-menu opens');
    const inSubmenu = await submenu(page).locator('a').all();
    await expectTabOrder(page, [submenuToggle(page), ...inSubmenu, topLinks.nth(1)]);
    expect(await links.count()).toBe((await topLinks.count()) + inSubmenu.length);
  });

  for (const [key, name] of [
    ['Enter', 'key ENTER expands dropdown'],
    ['Space', 'key SPACE expands dropdown'],
  ] as const) {
    it(name, async () => {
      const page = await openDemo(path);
      await switchButton(page).press(key);
      await expectExpanded(switchButton(page), switchList(page), true, `${key} opens the language switch`);
      await switchButton(page).press(key);
      await expectExpanded(switchButton(page), switchList(page), false, `${key} again closes it`);

      await menuToggle(page).press(key);
      await expectExpanded(menuToggle(page), menu(page), true, `${key} opens the menu`);
      await submenuToggle(page).press(key);
      await expectExpanded(submenuToggle(page), submenu(page), true, `${key} opens the sub-menu`);
      await submenuToggle(page).press(key);
      await expectExpanded(submenuToggle(page), submenu(page), false, `${key} again closes the sub-menu`);
      await menuToggle(page).press(key);
      await expectExpanded(menuToggle(page), menu(page), false, `${key} again closes the menu`);
    });
  }

  it('key ESCAPE closes dropdown', async () => {
    const page = await openDemo(path);
    // The sub-menu: Escape on its first link closes it (not the menu) and focus goes to its button.
    await openMenu(page);
    await submenuToggle(page).click();
    await expectExpanded(submenuToggle(page), submenu(page), true, 'the sub-menu opens');
    await submenu(page).locator('a').first().press('Escape');
    await expectExpanded(submenuToggle(page), submenu(page), false, 'Escape on a link closes the sub-menu');
    await expectFocusOn(submenuToggle(page), 'focus returns to the sub-menu button');
    await expectExpanded(menuToggle(page), menu(page), true, 'the menu stays open');
    // The next Escape closes the menu, and focus returns to its button.
    await page.keyboard.press('Escape');
    await expectExpanded(menuToggle(page), menu(page), false, 'a second Escape closes the menu');
    await expectFocusOn(menuToggle(page), 'focus returns to the menu button');
    // Opened again, the menu shows the sub-menu closed, as its button says.
    await openMenu(page);
    await expectExpanded(submenuToggle(page), submenu(page), false, 'the sub-menu is still closed');
    // Escape on the sub-menu's open button closes it too.
    await submenuToggle(page).press('Enter');
    await submenuToggle(page).press('Escape');
    await expectExpanded(submenuToggle(page), submenu(page), false, 'Escape on its button closes the sub-menu');
    await expectExpanded(menuToggle(page), menu(page), true, 'the menu stays open');
    // Escape on a link of the menu itself closes the menu.
    await menu(page).locator('a').first().press('Escape');
    await expectExpanded(menuToggle(page), menu(page), false, 'Escape on a menu link closes the menu');

    // The language switch: Escape on its link closes it and focus returns to its button.
    await switchButton(page).click();
    await switchList(page).locator('a').first().press('Escape');
    await expectExpanded(switchButton(page), switchList(page), false, 'Escape closes the language switch');
    await expectFocusOn(switchButton(page), 'focus returns to the language switch button');
  });

  it('down arrow moves focus from button to open menu', async () => {
    const page = await openDemo(path);
    await switchButton(page).click();
    await expectExpanded(switchButton(page), switchList(page), true, 'the language switch opens');
    await switchButton(page).press('ArrowDown');
    await expectFocusOn(switchList(page).locator('a').first(), 'Down moves focus to the first link');
  });

  it('arrow keys move focus between open menu links', async () => {
    const page = await openDemo(path);
    await switchButton(page).click();
    const links = switchList(page).locator('li:not([hidden]) a');
    const last = links.last();
    await last.press('ArrowDown');
    await expectFocusOn(last, 'down arrow does not move focus from last link');
    await links.first().press('ArrowUp');
    await expectFocusOn(links.first(), 'up arrow does not move focus from first link');
  });

  it('home and end move focus to first and last open menu link', async () => {
    const page = await openDemo(path);
    await switchButton(page).click();
    const links = switchList(page).locator('li:not([hidden]) a');
    await links.last().press('Home');
    await expectFocusOn(links.first(), 'home key moves focus to first link');
    await links.first().press('End');
    await expectFocusOn(links.last(), 'end key moves focus to last link');
  });
});
