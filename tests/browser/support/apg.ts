// What the ports of the WAI-ARIA Authoring Practices' own regression tests (w3c/aria-practices,
// test/tests/*.js) share: the demo pages in both languages, and the APG's test helpers
// (test/util/assertAriaControls.js, assertAriaLabelledby.js, assertHasFocus.js) in Playwright.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, openDemoPage, type TestPage } from './browser';

export const DEMO_PAGES = [
  { path: '/', lang: 'nl' },
  { path: '/en/', lang: 'en' },
] as const;

/**
 * Opens a demo page as a returning visitor (a cookie choice stored, so the bar stays closed), its
 * hero's intro played (openDemoPage; `clock` as there).
 */
export async function openReturning(
  newPage: () => Promise<TestPage>,
  path: string,
  clock: 'running' | 'stopped' = 'running',
): Promise<TestPage> {
  const page = await newPage();
  await page.context().addCookies([{ name: 'cookiebar', value: 'necessary', url: baseUrl() }]);
  await openDemoPage(page, path, { clock });
  return page;
}

/**
 * assertAriaControls: every element of `elements` has `aria-controls`, with a value, naming
 * exactly one element of the page. Returns the elements it names.
 */
export async function expectAriaControls(elements: Locator): Promise<Locator[]> {
  const count = await elements.count();
  expect(count, 'elements to check').toBeGreaterThan(0);
  const targets: Locator[] = [];
  for (let i = 0; i < count; i++) {
    const id = await elements.nth(i).getAttribute('aria-controls');
    expect(id, `aria-controls on element ${i}`).toBeTruthy();
    const page = elements.page();
    expect(await page.locator(`[id="${id}"]`).count(), `elements with id "${id}"`).toBe(1);
    targets.push(page.locator(`[id="${id}"]`));
  }
  return targets;
}

/**
 * assertAriaLabelledby: every element of `elements` has `aria-labelledby`, each id of which names
 * an element with text.
 */
export async function expectAriaLabelledby(elements: Locator): Promise<void> {
  const count = await elements.count();
  expect(count, 'elements to check').toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const ids = await elements.nth(i).getAttribute('aria-labelledby');
    expect(ids, `aria-labelledby on element ${i}`).toBeTruthy();
    for (const id of ids!.split(/\s+/)) {
      const text = await elements.page().evaluate((labelId) => document.getElementById(labelId)?.innerText, id);
      expect(text?.trim(), `the text of #${id}`).toBeTruthy();
    }
  }
}

/** assertHasFocus: focus is on (the first element of) `locator`. */
export async function expectFocusOn(locator: Locator, message: string): Promise<void> {
  await expect
    .poll(() => locator.first().evaluate((element) => element === document.activeElement), { message })
    .toBe(true);
}

/**
 * assertTabOrder: with focus on the first of `locators`, each Tab press moves it to the next one
 * (Shift+Tab, given them in reverse, the other way).
 */
export async function expectTabOrder(page: Page, locators: Locator[], key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await locators[0]!.focus();
  for (const [index, locator] of locators.entries()) {
    if (index > 0) await page.keyboard.press(key);
    await expectFocusOn(locator, `${key} press ${index} reaches ${locator}`);
  }
}

/** The accessible name Chromium computes for `locator` (the DevTools protocol's accessibility tree). */
export async function accessibleName(locator: Locator): Promise<string> {
  const page = locator.page();
  const session = await page.context().newCDPSession(page);
  try {
    const marker = `apg-name-${Math.random().toString(36).slice(2)}`;
    await locator.evaluate((element, mark) => element.setAttribute('data-apg-name', mark), marker);
    const { root } = (await session.send('DOM.getDocument', { depth: 0 })) as { root: { nodeId: number } };
    const { nodeId } = (await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-apg-name="${marker}"]`,
    })) as { nodeId: number };
    const { nodes } = (await session.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    })) as { nodes: { name?: { value: string } }[] };
    await locator.evaluate((element) => element.removeAttribute('data-apg-name'));
    return nodes[0]?.name?.value ?? '';
  } finally {
    await session.detach();
  }
}
