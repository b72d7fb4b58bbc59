// What the WordPress tests read in the block editor.
import type { Page } from 'playwright-core';

/** The blocks the inserter lists under "Site widgets", once it has listed them. */
export async function siteWidgetsCategory(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  const category = page.getByRole('listbox', { name: 'Site widgets' });
  await category.getByRole('option').first().waitFor();
  const titles = await category.getByRole('option').allInnerTexts();
  await page.getByRole('button', { name: 'Toggle block inserter' }).click();
  return titles.map((title) => title.trim());
}
