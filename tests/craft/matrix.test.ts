// An author places blocks through the control panel's Matrix field "Page blocks" (made by
// `php craft site-widgets/matrix`): an accordion (collapse group) and an image slider with the
// site's two photos on the entry "blocks", saved; the front end shows both upgraded.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from '../browser/support/browser';
import { logIn } from './support/log-in';
import { queryRows } from '../support/mariadb';
import { until } from '../support/until';
import { craftCommand, siteUrl } from './support/site';

const site = inject('craft');
const newPage = useBrowser();

/** The entry "blocks" itself (not one of its drafts or revisions), on the Dutch site. */
function blocksEntryId(): string {
  const [row] = queryRows(
    site,
    `SELECT e.id FROM elements e JOIN elements_sites s ON s.elementId = e.id
     WHERE s.slug = 'blocks' AND s.siteId = 1 AND e.draftId IS NULL AND e.revisionId IS NULL
     AND e.canonicalId IS NULL AND e.dateDeleted IS NULL`,
  );
  if (!row) throw new Error('no entry "blocks" (tests/craft/site-content.php)');
  return row[0]!;
}

describe('the Matrix field "Page blocks" on Craft', () => {
  it('an author adds an accordion and an image slider in the control panel; the site shows them upgraded', async () => {
    const heading = `Opening hours ${Date.now()}`;
    // Wide enough for Craft to show a button per block type rather than a menu.
    const page = await newPage({ viewport: { width: 1920, height: 1000 } });
    await logIn(page, site, 'author');
    await page.goto(`${site.baseUrl}/admin/entries/pages/${blocksEntryId()}-blocks`);

    const field = page.locator('#fields-pageBlocks-field');
    await field.locator('.buttons button[data-type=collapseGroup]').click();
    const accordion = field.locator('.matrixblock[data-type=collapseGroup]').last();
    await accordion.locator('textarea[name$="[items][0][col1]"]').fill(heading);
    await accordion.locator('textarea[name$="[items][0][col3]"]').fill('Monday to Friday, nine to five.');

    await field.locator('.buttons button[data-type=imageSlider]').click();
    const slider = field.locator('.matrixblock[data-type=imageSlider]').last();
    // A click that comes before Craft has wired the new block's "Add an asset" button does
    // nothing: the author clicks again, as a person would (a modal once made is shown again, not
    // made twice). Each wait's failure says whether the modal or its photos did not come.
    const addImages = slider.locator('.elementselect .btn.add');
    const modal = page.locator('.modal.elementselectormodal:visible');
    await until(
      'the asset modal',
      async () => {
        if (!(await modal.count())) await addImages.click({ timeout: 5_000 });
        return modal.count();
      },
      (count) => count > 0,
      { want: 'shown', between: () => modal.waitFor({ timeout: 2_000 }).catch(() => undefined) },
    );
    const photos = modal.locator('.elements tr[data-id]');
    await until(
      'the photos listed in the asset modal',
      () => photos.count(),
      (count) => count === 2,
      { want: '2' },
    );
    await photos.nth(0).click();
    await photos.nth(1).click({ modifiers: ['ControlOrMeta'] });
    await modal.locator('button[type=submit].btn.submit').click();
    await expect.poll(() => slider.locator('.elementselect .element').count()).toBe(2);

    await page.locator('#action-buttons button[type=submit]').first().click();
    await page.waitForURL((url) => !url.pathname.includes('-blocks'), { timeout: 60_000 });

    const front = await newPage();
    await front.goto(`${siteUrl(site, 'nl')}/pages/blocks`);
    const group = front.locator('collapse-group').filter({ hasText: heading });
    await group.and(front.locator('[data-upgraded]')).waitFor({ state: 'attached', timeout: 30_000 });
    await expect.poll(() => group.getByRole('button', { name: heading }).count()).toBe(1);
    const imageSlider = front.locator('image-slider').last();
    await imageSlider.scrollIntoViewIfNeeded();
    await imageSlider.and(front.locator('[data-upgraded]')).waitFor({ state: 'attached', timeout: 30_000 });
    expect(
      await imageSlider.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
    ).toEqual(expect.arrayContaining(['A polder under a wide sky', 'Dunes in the morning']));
    expect(front.problems.consoleErrors).toEqual([]);
  });

  it('the command makes the image fields upload to the site’s volume, and names a volume it cannot find', () => {
    const [volume] = queryRows(site, `SELECT uid FROM volumes WHERE handle = 'images' AND dateDeleted IS NULL`);
    const imageFields = queryRows(
      site,
      `SELECT handle, settings FROM fields
       WHERE context LIKE 'matrixBlockType:%' AND type = 'craft\\\\fields\\\\Assets'`,
    );
    expect(imageFields.length).toBeGreaterThan(0);
    for (const [handle, settings] of imageFields) {
      expect({ handle, source: JSON.parse(settings!).defaultUploadLocationSource }).toEqual({
        handle,
        source: `volume:${volume![0]}`,
      });
    }
    let refusal: { status?: number; stderr?: string } = {};
    try {
      craftCommand(site, 'site-widgets/matrix', '--volume=nowhere');
    } catch (error) {
      refusal = error as typeof refusal;
    }
    expect({ status: refusal.status, stderr: String(refusal.stderr) }).toEqual({
      status: 65,
      stderr: expect.stringContaining('No volume “nowhere”.'),
    });
  });
});
