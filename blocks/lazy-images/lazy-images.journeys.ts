// The demo's lazy images as a reader scrolls to them: each lazy one (`loading=lazy`, `data-src`)
// gets its source, loads and is marked `loaded`, the picture's source the one its media query
// picks for the viewport (the narrow one on a phone), and the eager image is left unmarked.
import { expect } from 'vitest';
import type { Journey } from '../../tests/engines/support/journeys';
import { openDemo, waitFor } from '../../tests/engines/support/page-checks';

const IMAGES = '.lazy-demo img';

/** Each image's file, whether it has loaded and how lazy-images marked it. Self-contained: it runs in the page. */
const images = (s: string) =>
  Array.from(document.querySelectorAll<HTMLImageElement>(s), (img) => ({
    file: img.currentSrc.split('/').pop(),
    loaded: img.complete && img.naturalWidth > 0,
    marks: ['loading', 'loaded'].filter((mark) => img.classList.contains(mark)).join(' '),
  }));

export const journeys: Journey[] = [
  {
    name: 'lazy images: each loads near the viewport and is marked, the picture by its media query',
    async run({ page, path, phone }) {
      await openDemo(page, path);
      const count = await page.evaluate((s) => document.querySelectorAll(s).length, IMAGES);
      expect(count, `${page.engine}: the lazy images on the page`).toBe(4);
      for (let index = 0; index < count; index++) {
        await page.evaluate(
          (s, i) => document.querySelectorAll(s)[i]!.scrollIntoView({ block: 'center', behavior: 'instant' }),
          IMAGES,
          index,
        );
        await waitFor(
          page,
          `image ${index} to load`,
          (s, i) => {
            const img = document.querySelectorAll<HTMLImageElement>(s)[i]!;
            return img.complete && img.naturalWidth > 0 && !img.classList.contains('loading');
          },
          IMAGES,
          index,
        );
      }
      expect(await page.evaluate(images, IMAGES), `${page.engine}: the images once loaded`).toEqual([
        { file: 'lazy-harbour.svg', loaded: true, marks: 'loaded' },
        { file: phone ? 'lazy-dunes-narrow.svg' : 'lazy-dunes.svg', loaded: true, marks: 'loaded' },
        { file: 'lazy-forest.svg', loaded: true, marks: 'loaded' },
        { file: 'lazy-city.svg', loaded: true, marks: '' },
      ]);
    },
  },
];
