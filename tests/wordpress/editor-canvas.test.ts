// The block editor's canvas shows every previewed block of the plugin upgraded, as the page does: on
// WordPress 7 the canvas is an iframe (the blocks are API version 3), which gets the bundle's script
// and stylesheet through enqueue_block_assets; on 6.1 the canvas is the editor's own page. Driven as
// the administrator opening a post of every block; the assertions look inside the canvas.
import { describe, expect, inject, it } from 'vitest';
import { useBrowser, type TestPage } from '../browser/support/browser';
import { editorCanvas, waitForPreviews } from './support/block-editor';
import { everyBlock, saveBlockPost } from './support/block-post';
import { logIn } from './support/log-in';

const newPage = useBrowser();
const site = inject('wordpress');

/** Whether this WordPress puts the post editor's canvas in an iframe: from 6.3, for blocks of API version 3. */
const [major, minor] = site.version.split('.').map(Number) as [number, number];
const iframed = major > 6 || (major === 6 && minor >= 3);

describe(`the editor canvas of WordPress ${site.version}`, () => {
  const post = saveBlockPost(site, 'editor-canvas', 'Every block in the editor', everyBlock());

  const where = iframed ? 'inside the canvas iframe' : 'in the editor page';
  it(`shows every previewed block upgraded, ${where}`, async () => {
    const page: TestPage = await newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, site.baseUrl, 'admin');
    await page.goto(`${site.baseUrl}/wp-admin/post.php?post=${post.id}&action=edit`);
    const canvas = await editorCanvas(page);
    const frames = await page.locator('iframe[name="editor-canvas"]').count();
    expect(frames, 'the canvas is an iframe').toBe(iframed ? 1 : 0);
    await waitForPreviews(canvas, { 'image-slider': 2, 'timeline-slider': 2, 'updates-slider': 2 });
    // The slides are the widget's (Swiper's), not the server's figures: the bundle's code ran there.
    expect(await canvas.locator('image-slider .swiper-slide').count()).toBeGreaterThanOrEqual(6);
    expect(page.problems.pageErrors).toEqual([]);
  });
});
