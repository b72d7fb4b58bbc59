// What the WordPress tests read in the block editor.
import type { FrameLocator, Page } from 'playwright-core';

/**
 * Where the editor shows the post, once it does: the canvas's iframe, as WordPress 6.3 and later
 * make it for blocks of API version 3, or the editor's own page (6.1).
 */
export async function editorCanvas(page: Page): Promise<Page | FrameLocator> {
  const iframe = page.locator('iframe[name="editor-canvas"]');
  await iframe.or(page.locator('.editor-styles-wrapper')).first().waitFor();
  return (await iframe.count()) ? page.frameLocator('iframe[name="editor-canvas"]') : page;
}

/** The button that opens and closes the inserter: "Toggle block inserter" on 6.1, "Block Inserter" on 7. */
function inserterToggle(page: Page) {
  return page.getByRole('button', { name: /^(Toggle block inserter|Block Inserter)$/ });
}

/** The blocks the inserter lists under "Site widgets", once it has listed them. */
export async function siteWidgetsCategory(page: Page): Promise<string[]> {
  await inserterToggle(page).click();
  const category = page.getByRole('listbox', { name: 'Site widgets' });
  await category.getByRole('option').first().waitFor();
  const titles = await category.getByRole('option').allInnerTexts();
  await inserterToggle(page).click();
  return titles.map((title) => title.trim());
}
