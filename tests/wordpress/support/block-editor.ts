// What the WordPress tests read in the block editor.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Where the editor shows the post, once it does: the canvas's iframe, as WordPress 6.3 and later
 * make it for blocks of API version 3, or the editor's own page (6.1).
 */
export async function editorCanvas(page: Page): Promise<Page | FrameLocator> {
  const iframe = page.locator('iframe[name="editor-canvas"]');
  await iframe.or(page.locator('.editor-styles-wrapper')).first().waitFor();
  return (await iframe.count()) ? page.frameLocator('iframe[name="editor-canvas"]') : page;
}

/** The blocks the canvas previews as the page shows them (the collapse group's sections are edited in place). */
const PREVIEWED = ['image-slider', 'timeline-slider', 'updates-slider', 'language-switch', 'newsletter-signup'];

/**
 * Until every previewed block in the canvas has upgraded: `counts` of a tag (one where it names
 * none). A widget upgrades near the viewport, and the editor may render a preview anew (6.1 does
 * once): each is scrolled to until every one of its kind is upgraded.
 */
export async function waitForPreviews(canvas: Page | FrameLocator, counts: Record<string, number>) {
  // The previews come from the server (ServerSideRender), then upgrade in the canvas's document.
  await canvas.locator('.block-editor-block-list__layout newsletter-signup').waitFor({ timeout: 60_000 });
  const upgraded = async (tag: string) => {
    const elements = canvas.locator(`.block-editor-block-list__layout ${tag}`);
    const count = await elements.count();
    for (let index = 0; index < count; index++)
      await elements
        .nth(index)
        .scrollIntoViewIfNeeded({ timeout: 5_000 })
        .catch(() => undefined);
    return [count, await canvas.locator(`.block-editor-block-list__layout ${tag}[data-upgraded]`).count()];
  };
  for (const tag of PREVIEWED) {
    const count = counts[tag] ?? 1;
    await expect.poll(() => upgraded(tag), { message: tag, timeout: 60_000 }).toEqual([count, count]);
  }
}

/**
 * The text of a block's notice in the editor, as the Author reads it: WordPress 7's notice also
 * holds a visually hidden "Warning notice" for screen readers.
 */
export const EDITOR_NOTICE = '.site-widgets-editor-notice .components-notice__content';

/** The button that opens and closes the inserter: "Toggle block inserter" on 6.1, "Block Inserter" on 7. */
export function inserterToggle(page: Page) {
  return page.getByRole('button', { name: /^(Toggle block inserter|Block Inserter)$/ });
}

/**
 * The inserter's search field, by its place: WordPress names it "Search for blocks and patterns" on
 * 6.1 and "Search" on 7 (and in the site's language).
 */
export function inserterSearch(page: Page): Locator {
  return page.locator('.block-editor-inserter__search').getByRole('searchbox');
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

/**
 * The settings sidebar's Block tab, by its place (its name is in the site's language): the last of
 * the header's buttons on 6.1, the last tab of the sidebar's first tab list on 7 (Post, Block),
 * whose block inspector has tabs of its own below (Settings, Styles).
 */
export function blockTab(sidebar: Locator): Locator {
  return sidebar
    .locator('.edit-post-sidebar__panel-tab')
    .or(sidebar.getByRole('tablist').first().getByRole('tab'))
    .last();
}
