// The blocks in the newest default block theme of the WordPress under test (Twenty Twenty-Five on
// 7.0, Twenty Twenty-Three on 6.1), as a visitor sees them in Chromium at 1280 and 390 wide: every
// block upgrades; a wide slider is as wide as the theme's wide size (or the content area, where that
// is narrower), a full one as wide as the viewport; the others keep to the content's width, and
// nothing makes the page scroll sideways.
import { describe, expect, inject, it } from 'vitest';
import { scrollToUpgrade, useBrowser } from '../browser/support/browser';
import { ALIGNED_SLIDERS, everyBlock, saveBlockPost, UNALIGNED } from './support/block-post';
import { defaultTheme } from './support/default-theme';

const newPage = useBrowser();
const site = inject('wordpress');

const WIDGETS = 'collapse-group, image-slider, timeline-slider, updates-slider, language-switch, newsletter-signup';

/** Where each block sits: its width and left edge, and what its alignment allows it in its container. */
interface Measured {
  id: string;
  width: number;
  left: number;
  /** The theme's wide size resolved in the block's container, capped by the container's content box. */
  wide: number;
  content: number;
}

describe(`the blocks in the default theme of WordPress ${site.version}`, () => {
  const post = saveBlockPost(site, 'theme-widths', 'Every block, wide and full', everyBlock());

  it('is the newest default block theme this WordPress ships', () => {
    expect(post.theme).toBe(defaultTheme(site));
    expect(post.wideSize).toMatch(/^\d+px$/);
  });

  for (const width of [1280, 390]) {
    it(`at ${width} wide: wide sliders at the theme's wide size, full ones as wide as the viewport`, async () => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await page.goto(post.url);
      await scrollToUpgrade(page, WIDGETS);
      const ids = [...ALIGNED_SLIDERS.map(({ id }) => id), ...UNALIGNED];
      const { blocks, viewport, scrollWidth, wideSize } = await page.evaluate((wanted) => {
        /** A length of the theme's CSS resolved in `container`, as a width there. */
        const resolve = (container: Element, length: string) => {
          const probe = document.createElement('div');
          probe.style.width = length;
          // Not held to the content's width, as the theme's constrained layout holds its children.
          probe.style.maxWidth = 'none';
          container.append(probe);
          const resolved = probe.getBoundingClientRect().width;
          probe.remove();
          return resolved;
        };
        const measured = wanted.map((id) => {
          const element = document.getElementById(id);
          if (!element?.parentElement) return { id, width: -1, left: -1, wide: -1, content: -1 };
          const container = element.parentElement;
          const style = getComputedStyle(container);
          const box = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          const rect = element.getBoundingClientRect();
          return {
            id,
            width: rect.width,
            left: rect.left,
            wide: Math.min(resolve(container, 'var(--wp--style--global--wide-size)'), box),
            content: Math.min(resolve(container, 'var(--wp--style--global--content-size)'), box),
          };
        });
        return {
          blocks: measured,
          viewport: document.documentElement.clientWidth,
          scrollWidth: document.documentElement.scrollWidth,
          wideSize: getComputedStyle(document.body).getPropertyValue('--wp--style--global--wide-size').trim(),
        };
      }, ids);
      // The theme's stylesheet gives its theme.json's wide size.
      expect(wideSize).toBe(post.wideSize);
      const byId = new Map<string, Measured>(blocks.map((block) => [block.id, block]));
      for (const { id, align } of ALIGNED_SLIDERS) {
        const block = byId.get(id)!;
        expect(block.width, `#${id}`).toBeGreaterThan(0);
        if (align === 'wide') {
          expect(block.width, `#${id} as wide as the theme's wide size`).toBeCloseTo(block.wide, 0);
          // At 1280, a wide block is wider than the text; at 390 both are the content area.
          if (width === 1280) expect(block.width, `#${id} wider than the text`).toBeGreaterThan(block.content + 1);
        } else {
          expect(block.width, `#${id} as wide as the viewport`).toBeCloseTo(viewport, 0);
          expect(block.left, `#${id} from the viewport's left edge`).toBeCloseTo(0, 0);
        }
      }
      for (const id of UNALIGNED) {
        const block = byId.get(id)!;
        expect(block.width, `#${id} within the text's width`).toBeGreaterThan(0);
        expect(block.width, `#${id} within the text's width`).toBeLessThanOrEqual(block.content + 0.5);
      }
      expect(scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(viewport);
      expect(page.problems.pageErrors).toEqual([]);
    });
  }
});
