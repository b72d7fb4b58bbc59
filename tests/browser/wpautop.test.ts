// Classic WordPress content in Chromium against the built bundle. The fixtures are what WordPress's
// wpautop() makes of the blocks (tests/browser/fixtures/wpautop/): `<br />`s between a widget's
// children and empty `<p>`s inside it are ignored, and a widget that wpautop split from its
// children (left empty inside a `<p>`) says so once.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  axeViolations,
  describeViolations,
  openFixture,
  removeWidget,
  scrollToUpgrade,
  useBrowser,
  waitForUpgrade,
} from './support/browser';

const newPage = useBrowser();

const fixture = (name: string) => readFileSync(new URL(`fixtures/wpautop/${name}.html`, import.meta.url), 'utf8');
const page = (...names: string[]) => `<div id="app"><main>${names.map(fixture).join('\n')}</main></div>`;

const SPLIT_TAGS = ['image-slider', 'timeline-slider', 'updates-slider', 'newsletter-signup', 'language-switch'];
const splitWarning = (tag: string) =>
  `[site-widgets] <${tag}> is empty inside a <p>: WordPress's wpautop split it from its content. ` +
  'Use a Custom HTML block, or the site-widgets WordPress plugin, which keeps wpautop out of the blocks.';

describe('wpautop debris', () => {
  it(
    'is no slide, no collapse item and no stray link: ' +
      'slides counted right, the language switches work, nothing warned',
    async () => {
      const tab = await newPage();
      const body = page(
        'image-slider-images',
        'timeline-slider-lines',
        'updates-slider-links',
        'collapse-group',
        'language-switch',
        'language-switch-in-div',
      );
      await openFixture(tab, body, { lang: 'nl', head: '<link rel="stylesheet" href="/assets/demo.css">' });
      await scrollToUpgrade(
        tab,
        'image-slider, timeline-slider, updates-slider, collapse-group, collapse-item, language-switch',
      );

      const counts = await tab.evaluate(() => {
        const count = (selector: string) => document.querySelectorAll(selector).length;
        return {
          imageSlides: count('image-slider .swiper-slide'),
          imageBullets: count('image-slider .swiper-pagination-bullet'),
          timelineSlides: count('timeline-slider .swiper-slide'),
          updatesSlides: count('updates-slider .swiper-slide'),
          debrisInSliders: count(
            ':is(image-slider, timeline-slider, updates-slider) :is(.swiper-wrapper, .swiper-slide) > :is(br, p)',
          ),
          collapseItems: count('collapse-group .collapse-group__list-item'),
          emptyParagraphsInBodies: count('.collapse-item__content > p:empty'),
        };
      });
      expect(counts).toEqual({
        imageSlides: 4,
        imageBullets: 4,
        timelineSlides: 4,
        updatesSlides: 3,
        debrisInSliders: 0,
        collapseItems: 3,
        emptyParagraphsInBodies: 0,
      });

      // The switch in a <p> with <br />s between its links, and the one whose links wpautop put in
      // paragraphs: each offers the languages other than the page's (Dutch).
      const switches = tab.locator('language-switch');
      for (const [index, expected] of [
        [0, ['English']],
        [1, ['English', 'Deutsch']],
      ] as const) {
        const button = switches.nth(index).getByRole('button');
        await button.click();
        const list = switches.nth(index).getByRole('list');
        await list.waitFor();
        expect(await list.getByRole('link').allTextContents()).toEqual(expected);
        // The list's links sit one under the other, as without wpautop.
        const boxes = await list
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
        for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 1);
        await button.click();
      }

      // A collapse item still opens: the third, whose body held wpautop's empty <p>.
      const third = tab.locator('collapse-item').nth(2).getByRole('button');
      await third.click();
      expect(await third.getAttribute('aria-expanded')).toBe('true');

      expect(describeViolations(await axeViolations(tab))).toBe('');
      expect(tab.problems.pageErrors).toEqual([]);
      expect(tab.problems.consoleErrors).toEqual([]);
      expect(tab.problems.consoleWarnings).toEqual([]);
    },
  );

  it(
    'splits a widget from its children: one warning per widget left empty in a <p>, ' + 'naming wpautop and the fix',
    async () => {
      const tab = await newPage();
      const body = page(
        'image-slider-figures',
        'timeline-slider-articles',
        'updates-slider-articles',
        'newsletter-signup',
        'language-switch-blank-lines',
      );
      await openFixture(tab, body, { lang: 'en' });
      await scrollToUpgrade(tab, SPLIT_TAGS.join(', '));
      // Each warning also hands over the element (shown as a handle here).
      const warnings = tab.problems.consoleWarnings.map((text) => text.replace(/ JSHandle@node$/, ''));
      expect(warnings.toSorted()).toEqual(SPLIT_TAGS.map(splitWarning).toSorted());

      // Moved out and back in (a remount), it does not warn again.
      const paragraph = await tab.locator('image-slider').evaluateHandle((slider) => slider.parentElement!);
      const slider = await removeWidget(tab, 'image-slider');
      await paragraph.evaluate((element, removed) => element.append(removed), slider);
      await waitForUpgrade(tab, 'image-slider');
      expect(tab.problems.consoleWarnings).toHaveLength(SPLIT_TAGS.length);

      // The newsletter still works as a form; the sliders upgraded with nothing to slide.
      await expect(tab.locator('newsletter-signup input[type=email]').count()).resolves.toBe(1);
      await expect(tab.locator('image-slider .swiper-slide').count()).resolves.toBe(0);
      expect(tab.problems.pageErrors).toEqual([]);
      expect(tab.problems.consoleErrors).toEqual([]);
    },
  );
});
