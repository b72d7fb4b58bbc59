// The accordion: one open at a time in a group, by pointer and by keyboard (Tab to the next
// header, Enter and Space), and a `leave-open` group that keeps every opened section open. A
// section's height changes over its animation, in every engine.
import type { EnginePage } from '../../tests/engines/support/engine';
import type { Journey } from '../../tests/engines/support/journeys';
import { expect } from 'vitest';
import {
  chooseNecessaryCookies,
  expectFocusOn,
  openDemo,
  waitFor,
  waitForExpanded,
  waitForUpgraded,
} from '../../tests/engines/support/page-checks';

const GROUP = '#block-collapse-group';

/**
 * Waits until the accordions' bodies have finished folding, as a visitor sees them settle before
 * the next click: a body folding above moves what is below it (a slow engine shows it for longer).
 */
async function waitForFolding(page: EnginePage) {
  await waitFor(page, 'the sections to finish folding', () =>
    Array.from(document.querySelectorAll('collapse-item')).every(
      (item) => item.getAnimations({ subtree: true }).length === 0,
    ),
  );
}

/** Holds each body animation the page starts from now on a quarter of the way in. */
async function holdBodyAnimations(page: EnginePage) {
  await page.evaluate(() => {
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, ...args: Parameters<Element['animate']>) {
      const animation = animate.apply(this, args);
      if (this.matches('.collapse-item__body')) {
        animation.pause();
        animation.currentTime = Number(animation.effect!.getTiming().duration) / 4;
      }
      return animation;
    };
  });
}

/** The height of the `index`th match of `selector` as held, then at the end of its animation. */
async function heightsHeldAndDone(page: EnginePage, selector: string, index: number) {
  const heights = await waitFor(
    page,
    `an animation on ${selector} ${index}`,
    (s, i) => {
      const body = document.querySelectorAll(s)[i]!;
      const [animation] = body.getAnimations();
      if (!animation) return null;
      const held = body.getBoundingClientRect().height;
      animation.finish();
      return { held, done: body.getBoundingClientRect().height };
    },
    selector,
    index,
  );
  return heights!;
}
const BUTTONS = `${GROUP} .collapse-item__button`;
const LEAVE_OPEN_BUTTONS = '#block-collapse-leave-open .collapse-item__button';

export const journeys: Journey[] = [
  {
    name: 'accordion: a section unfolds and folds over frames, not at once',
    once: true,
    async run({ page }) {
      await openDemo(page, '/en/');
      await chooseNecessaryCookies(page);
      await waitForUpgraded(page, `${GROUP} collapse-item`);
      const before = await page.evaluate(
        (s) => document.querySelector(s)!.getBoundingClientRect().height,
        `${GROUP} .collapse-item__body`,
      );
      await holdBodyAnimations(page);
      await page.click(BUTTONS, 1);
      const opening = await heightsHeldAndDone(page, `${GROUP} .collapse-item__body`, 1);
      const closing = await heightsHeldAndDone(page, `${GROUP} .collapse-item__body`, 0);
      expect(opening.done).toBeGreaterThan(20);
      expect(opening.held).toBeGreaterThan(0);
      expect(opening.held).toBeLessThan(opening.done);
      // The one-open rule folds the first: a quarter in, it is smaller than it was, not yet gone.
      expect(before).toBeGreaterThan(20);
      expect(closing.held).toBeGreaterThan(0);
      expect(closing.held).toBeLessThan(before);
    },
  },
  {
    name: 'accordion: one open at a time by pointer and keys; leave-open keeps both',
    async run({ page, path }) {
      await openDemo(page, path);
      await chooseNecessaryCookies(page);
      await waitForUpgraded(page, `${GROUP} collapse-item`);
      await waitForExpanded(page, BUTTONS, [true, false, false]);

      await page.click(BUTTONS, 1);
      await waitForExpanded(page, BUTTONS, [false, true, false]);
      await page.press('Tab');
      await expectFocusOn(page, BUTTONS, 2);
      await page.press('Enter');
      await waitForExpanded(page, BUTTONS, [false, false, true]);
      await page.press('Space');
      await waitForExpanded(page, BUTTONS, [false, false, false]);
      await waitForFolding(page);

      await waitForUpgraded(page, '#block-collapse-leave-open collapse-item');
      await page.click(LEAVE_OPEN_BUTTONS, 0);
      await waitForExpanded(page, LEAVE_OPEN_BUTTONS, [true, false]);
      await waitForFolding(page);
      await page.click(LEAVE_OPEN_BUTTONS, 1);
      await waitForExpanded(page, LEAVE_OPEN_BUTTONS, [true, true]);
    },
  },
];
