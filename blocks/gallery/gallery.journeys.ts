// The gallery: a photo opens the lightbox, the arrow key shows the next, Escape closes it with focus
// back on the photo's link; opened again, the browser's Back closes it and keeps the page.
import type { Journey } from '../../tests/engines/support/journeys';
import {
  chooseNecessaryCookies,
  expectAccessible,
  expectFocusOn,
  openDemo,
  waitFor,
  waitForGalleryReady,
} from '../../tests/engines/support/page-checks';

const LINKS = '[data-gallery] a';

const lightboxAt = (index: number) => {
  const pswp = (window as unknown as { pswp?: { currIndex: number; opener: { isOpen: boolean; isOpening: boolean } } })
    .pswp;
  return !!pswp && pswp.opener.isOpen && !pswp.opener.isOpening && pswp.currIndex === index;
};
const lightboxClosed = () => !document.querySelector('.pswp');

export const journeys: Journey[] = [
  {
    name: 'gallery: lightbox by pointer and keys, closed by Escape and by Back',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await waitForGalleryReady(page);
      await page.click(LINKS, 0);
      await waitFor(page, 'the lightbox at the first photo', lightboxAt, 0);
      await expectAccessible(page, 'lightbox open');
      await page.press('ArrowRight');
      await waitFor(page, 'the second photo', lightboxAt, 1);
      await page.press('Escape');
      await waitFor(page, 'the lightbox to close', lightboxClosed);
      await expectFocusOn(page, LINKS, 0);

      const url = await page.evaluate(() => location.href);
      await page.click(LINKS, 0);
      await waitFor(page, 'the lightbox again', lightboxAt, 0);
      await page.evaluate(() => history.back());
      await waitFor(page, 'Back to close the lightbox', lightboxClosed);
      await waitFor(page, 'the same page', (u) => location.href === u, url);
    },
  },
];
