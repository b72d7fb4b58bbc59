// What the WordPress tests read in the block editor.
import type { Page } from 'playwright-core';

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
