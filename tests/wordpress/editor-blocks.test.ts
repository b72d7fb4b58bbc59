// The plugin's blocks in WordPress's block editor, driven as an Author would: each inserted from
// the inserter's "Site widgets" category, filled in through its settings, the post published and
// then viewed as a visitor, where every block upgrades with no console error and no axe violation,
// and the newsletter block signs the visitor up. Blocks left empty show a notice in the editor and
// nothing on the page; HTML typed into a field stays text.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  axeViolations,
  describeViolations,
  scrollToUpgrade,
  useBrowser,
  type TestPage,
} from '../browser/support/browser';
import {
  blockTab,
  EDITOR_NOTICE,
  editorCanvas,
  inserterSearch,
  inserterToggle,
  siteWidgetsCategory,
} from './support/block-editor';
import { logIn } from './support/log-in';
import type { PreloadManifest } from '../support/preload-manifest';
import { siteCommand, storedRows } from './support/signups';

const newPage = useBrowser();
const site = inject('wordpress');

const WIDGETS =
  'collapse-group, collapse-item, image-slider, timeline-slider, updates-slider, language-switch, newsletter-signup';

/** The block settings sidebar, opened on the Block tab. */
async function blockSettings(page: TestPage): Promise<Locator> {
  // The header's toggle (a block's own panel may be called Settings too).
  const toggle = page.locator('.interface-pinned-items').getByRole('button', { name: 'Settings', exact: true });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  const sidebar = page.locator('.interface-complementary-area');
  await blockTab(sidebar).click();
  return sidebar;
}

/** Inserts a block found through the inserter's search, at the end of the post. */
async function insertBlock(page: TestPage, canvas: Page | FrameLocator, title: string) {
  // With the title focused no block is selected, so the new block goes to the end of the post.
  await canvas.getByRole('textbox', { name: 'Add title' }).click();
  const toggle = inserterToggle(page);
  await toggle.click();
  await inserterSearch(page).fill(title);
  // The option's name starts with its dashicon's glyph.
  await page.getByRole('option', { name: new RegExp(`${title}$`) }).click();
  if ((await toggle.getAttribute('aria-pressed')) === 'true') await toggle.click();
}

/** Adds an entry (a milestone, a card, a link) in the sidebar and fills its fields by label. */
async function addEntry(page: TestPage, sidebar: Locator, add: string, title: string, fields: Record<string, string>) {
  await sidebar.getByRole('button', { name: add, exact: true }).click();
  const toggle = sidebar.getByRole('button', { name: title, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = sidebar
    .locator('.components-panel__body')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
  for (const [label, value] of Object.entries(fields)) await panel.getByLabel(label, { exact: true }).fill(value);
}

describe('the blocks in the block editor, as an Author', () => {
  let postUrl = '';
  const editorErrors: string[] = [];
  const notices: string[] = [];
  const category: string[] = [];

  beforeAll(async () => {
    const page = await newPage({ viewport: { width: 1400, height: 900 } });
    page.on('pageerror', (error) => editorErrors.push(error.message));
    await logIn(page, site.baseUrl, 'author');
    await page.goto(`${site.baseUrl}/wp-admin/post-new.php`);
    // The post as the editor shows it: in the canvas's iframe from WordPress 6.3.
    const canvas = await editorCanvas(page);
    await canvas.getByRole('textbox', { name: 'Add title' }).fill('Site widgets from the inserter');

    category.push(...(await siteWidgetsCategory(page)));

    // An FAQ: the group comes with one section; a second is added with its button.
    await insertBlock(page, canvas, 'Collapse group');
    const headings = canvas.getByRole('textbox', { name: 'Section heading' });
    const bodies = canvas.locator('.site-widgets-editor-collapse-item__body [contenteditable="true"]');
    await headings.nth(0).fill('Opening hours & <b>holidays</b>');
    await bodies.last().click();
    await page.keyboard.type('Monday to Friday, 9:00 to 17:30.');
    await canvas.getByRole('button', { name: 'Add a section' }).click();
    await headings.nth(1).fill('Getting here');
    await bodies.last().click();
    await page.keyboard.type('A five-minute walk from the station.');

    // Images from the media library (seed.php put the demo's there).
    await insertBlock(page, canvas, 'Image slider');
    await canvas.getByRole('button', { name: 'Choose images' }).first().click();
    const modal = page.locator('.media-modal');
    await modal.getByRole('tab', { name: 'Media Library' }).click();
    await modal.getByRole('checkbox', { name: 'dunes-morning' }).click();
    await modal.getByRole('checkbox', { name: 'polder-evening' }).click({ modifiers: ['Control'] });
    await modal.getByRole('checkbox', { name: 'harbour-dusk' }).click({ modifiers: ['Control'] });
    await modal.getByRole('button', { name: 'Select', exact: true }).click();
    // The preview is the page's markup, rendered by the plugin.
    await canvas.locator('.block-editor-block-list__layout image-slider figure').nth(2).waitFor();

    await insertBlock(page, canvas, 'Timeline slider');
    let sidebar = await blockSettings(page);
    const year = 'Label (a year, for instance)';
    await addEntry(page, sidebar, 'Add a milestone', 'Milestone 1', {
      [year]: '2012',
      Title: 'Founded',
      Text: 'In an attic.',
    });
    await addEntry(page, sidebar, 'Add a milestone', 'Milestone 2', { [year]: '2020', Title: 'Remote first' });
    await canvas.locator('.block-editor-block-list__layout timeline-slider article').nth(1).waitFor();

    await insertBlock(page, canvas, 'Updates slider');
    sidebar = await blockSettings(page);
    await sidebar.getByLabel('Title above the cards', { exact: true }).fill('Latest news');
    await addEntry(page, sidebar, 'Add a card', 'Card 1', {
      Title: 'A new office',
      Link: '/new-office/',
      Date: '2026-03-02',
    });
    await addEntry(page, sidebar, 'Add a card', 'Card 2', { Title: 'An award', Link: 'javascript:alert(1)' });
    await canvas.locator('.block-editor-block-list__layout updates-slider article').nth(1).waitFor();

    await insertBlock(page, canvas, 'Language switch');
    sidebar = await blockSettings(page);
    const [name, link, code] = ['Name of the language', 'Link to the page in that language', 'Language code'];
    await addEntry(page, sidebar, 'Add a language', 'Language 1', { [name]: 'English', [link]: '/', [code]: 'en' });
    await addEntry(page, sidebar, 'Add a language', 'Language 2', {
      [name]: 'Nederlands',
      [link]: '/nl/',
      [code]: 'nl',
    });

    await insertBlock(page, canvas, 'Newsletter signup');
    sidebar = await blockSettings(page);
    await sidebar.getByLabel('Brand', { exact: true }).fill('Studio Noord');
    await sidebar.getByLabel('Heading', { exact: true }).fill('Stay in touch');
    await sidebar.getByLabel('Introduction', { exact: true }).fill('Once a month, our latest work.');

    // Left empty: a notice in the editor, nothing on the page.
    await insertBlock(page, canvas, 'Timeline slider');
    notices.push(...(await canvas.locator(EDITOR_NOTICE).allInnerTexts()).map((text) => text.trim()));

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.editor-post-publish-panel').getByRole('button', { name: 'Publish', exact: true }).click();
    const view = page.locator('.post-publish-panel__postpublish').getByRole('link', { name: 'View Post' });
    await view.waitFor();
    postUrl = (await view.getAttribute('href')) ?? '';
  });

  it('lists the blocks under "Site widgets" in the inserter, in the order of their names', () => {
    const blocks = [
      'Collapse group',
      'Image slider',
      'Language switch',
      'Newsletter signup',
      'Timeline slider',
      'Updates slider',
    ];
    expect(category).toEqual(blocks);
  });

  it('shows a notice for a block left empty, and no script error in the editor', () => {
    expect(notices).toEqual(['Add milestones in the block’s settings.']);
    expect(editorErrors).toEqual([]);
  });

  it('publishes blocks that upgrade for a visitor, with no console error and no axe violation', async () => {
    const page = await newPage();
    await page.goto(postUrl);
    await scrollToUpgrade(page, WIDGETS);
    const counts = await page.evaluate(() => ({
      items: document.querySelectorAll('collapse-item').length,
      slides: document.querySelectorAll('image-slider .swiper-slide').length,
      milestones: document.querySelectorAll('timeline-slider .swiper-slide').length,
      timelines: document.querySelectorAll('timeline-slider').length,
      cards: document.querySelectorAll('updates-slider .swiper-slide').length,
      links: [...document.querySelectorAll('updates-slider a')].map((link) => link.getAttribute('href')),
    }));
    expect(counts).toEqual({ items: 2, slides: 3, milestones: 2, timelines: 1, cards: 2, links: ['/new-office/'] });

    // Typed HTML is text: the heading reads as typed, with no <b> element.
    const header = page.locator('collapse-item').first().getByRole('button');
    await expect(header.innerText()).resolves.toBe('Opening hours & <b>holidays</b>');
    await header.click();
    await expect.poll(() => page.locator('collapse-item').first().getAttribute('opened')).toBe('');

    expect(page.problems.consoleErrors).toEqual([]);
    expect(page.problems.pageErrors).toEqual([]);
    const violations = await axeViolations(page, 'main', { afterIntro: false, bestPractices: true });
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('has no axe violation, best practices included, on the post in Dutch either', async () => {
    siteCommand(site, 'language', 'nl_NL');
    try {
      const page = await newPage();
      await page.goto(postUrl);
      expect(await page.getAttribute('html', 'lang')).toBe('nl-NL');
      await scrollToUpgrade(page, WIDGETS);
      // The widgets speak the page's language.
      await page.locator('newsletter-signup').getByRole('button', { name: 'Aanmelden' }).waitFor();
      const violations = await axeViolations(page, 'main', { afterIntro: false, bestPractices: true });
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(page.problems.consoleErrors).toEqual([]);
    } finally {
      siteCommand(site, 'language', 'en_US');
    }
  });

  it('preloads the code of the widgets among the post’s first three blocks, and of no later one', async () => {
    const page = await newPage();
    const html = await (await page.goto(postUrl))!.text();
    const dist = `${site.baseUrl}/wp-content/plugins/site-widgets/dist/`;
    const manifest = (await (await page.request.get(`${dist}site-widgets.manifest.json`)).json()) as PreloadManifest;
    // Each widget's own chunk is the last file of its list (its shared files come first).
    const ownChunk = (tag: string) => manifest.widgets[tag]!.preload.at(-1)!.file;
    const preloaded = (tag: string) => html.includes(`<link rel="modulepreload" href="${dist}${ownChunk(tag)}"`);
    const first = ['collapse-group', 'collapse-item', 'image-slider', 'timeline-slider'];
    expect(
      Object.fromEntries([...first, 'updates-slider', 'newsletter-signup'].map((tag) => [tag, preloaded(tag)])),
    ).toEqual({
      ...Object.fromEntries(first.map((tag) => [tag, true])),
      'updates-slider': false,
      'newsletter-signup': false,
    });
  });

  it('signs a visitor up through the newsletter block, and the signup is in the database', async () => {
    const page = await newPage();
    await page.goto(postUrl);
    await scrollToUpgrade(page, 'newsletter-signup');
    const email = `editor-block-${Date.now()}@example.test`;
    const form = page.locator('newsletter-signup');
    await form.getByLabel('Email address').fill(email);
    // The brand typed in the block names who may send the mail.
    await form.getByRole('checkbox', { name: 'I agree that Studio Noord may contact me by email' }).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect
      .poll(() => form.locator('.newsletter-signup__success').innerText(), { timeout: 20_000 })
      .toBe('Thank you! You are signed up for our newsletter.');
    expect(storedRows(site, email)).toEqual([[email, '1']]);
    expect(page.problems.consoleErrors).toEqual([]);
  });
});
