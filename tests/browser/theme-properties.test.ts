// A site's custom properties brand the blocks wherever its stylesheet sets them: before or after
// site-widgets.css, unlayered or inside a cascade layer (Tailwind CSS 4 puts a theme's base rules
// in `@layer base`, and layered rules lose to any unlayered one), on :root or on one block. A rule
// on a block's documented class restyles it outside a layer, and not inside one; a site's own rule
// that reads a property gets its default while the site sets none. In Chromium
// against the built bundle, on the demo's accordion and newsletter blocks.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openFixture, useBrowser, waitForUpgrade, type TestPage } from './support/browser';
import { frames, routeStylesheet } from './support/stylesheet';
// @ts-expect-error plain ESM module without type declarations
import { demoBlockPath } from '../../demo/server/demo-blocks.mjs';
// @ts-expect-error plain ESM module without type declarations
import { tailwindCompiler } from '../../demo/server/tailwind-theme.mjs';

const newPage = useBrowser();

const block = (name: string): string => readFileSync(demoBlockPath('en', name), 'utf8').replace(/^<!--.*?-->\s*/, '');
// A site's own element whose rule reads the accent, as a theme's button in the brand would.
const BODY = block('20-collapse-group') + block('40-newsletter') + '<p class="site-note">In the brand</p>';
const SITE_RULE = '.site-note { color: var(--sw-color-accent); }';

// The defaults (runtime/theme.css, the newsletter's stylesheet) and the site's values, written out.
const DEFAULT = { accent: 'rgb(11, 92, 173)', controlHeight: 44 };
const SITE = { accent: 'rgb(30, 107, 53)', controlHeight: 56 };
const SITE_PROPERTIES = '--sw-color-accent: #1e6b35; --sw-newsletter-control-height: 3.5rem;';

/** What the blocks draw with the properties (the accent in four places, a field's height), and the site's note. */
const branded = (page: TestPage) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    const button = document.querySelector<HTMLElement>('collapse-item .collapse-item__button')!;
    return {
      accordionBars: /rgba?\([^)]*\)/.exec(style('collapse-item .collapse-item__button').backgroundImage)?.[0],
      focusRing:
        button === document.activeElement ? style('collapse-item .collapse-item__button').outlineColor : 'not focused',
      newsletterButton: style('newsletter-signup .newsletter-signup__submit').backgroundColor,
      fieldHeight: document.querySelector('newsletter-signup .newsletter-signup__input')!.getBoundingClientRect()
        .height,
      siteNote: style('.site-note').color,
    };
  });

/**
 * Opens the blocks with the site's stylesheet (its note's rule, and `css`) before or after ours,
 * and focuses the first header by Tab. `bundled`: our stylesheet served as that text instead.
 */
async function openWithSiteStylesheet(css: string | null, order: 'before' | 'after', bundled?: string) {
  const page = await newPage({ viewport: { width: 1280, height: 900 } });
  const link = await routeStylesheet(page, '/test/site.css', `${SITE_RULE}\n${css ?? ''}`);
  if (bundled !== undefined) await routeStylesheet(page, '/dist/site-widgets.css', bundled);
  await openFixture(page, BODY, { lang: 'en', ...(order === 'before' ? { headFirst: link } : { head: link }) });
  await waitForUpgrade(page, 'collapse-item, newsletter-signup');
  await page.keyboard.press('Tab');
  await frames(page);
  return page;
}

const tailwind = async (css: string): Promise<string> =>
  (await tailwindCompiler(`@import "tailwindcss";\n${css}`)).build([]);

const everywhere = (accent: string, controlHeight: number) => ({
  accordionBars: accent,
  focusRing: accent,
  newsletterButton: accent,
  fieldHeight: controlHeight,
  siteNote: accent,
});

describe("a site's custom properties", () => {
  for (const order of ['after', 'before'] as const)
    it(`unset, the site's stylesheet ${order} ours: every block and the site's rule draw the defaults`, async () => {
      const page = await openWithSiteStylesheet(null, order);
      expect(await branded(page)).toEqual(everywhere(DEFAULT.accent, DEFAULT.controlHeight));
    });

  const cases: { name: string; css: () => Promise<string> | string; order: 'before' | 'after' }[] = [
    { name: 'on :root, in a stylesheet after ours', css: () => `:root { ${SITE_PROPERTIES} }`, order: 'after' },
    { name: 'on :root, in a stylesheet before ours', css: () => `:root { ${SITE_PROPERTIES} }`, order: 'before' },
    {
      name: 'in a cascade layer, after ours',
      css: () => `@layer theme { :root { ${SITE_PROPERTIES} } }`,
      order: 'after',
    },
    {
      name: "in Tailwind CSS 4's @layer base, after ours",
      css: () => tailwind(`@layer base { :root { ${SITE_PROPERTIES} } }`),
      order: 'after',
    },
    {
      name: "in Tailwind CSS 4's @layer base, before ours",
      css: () => tailwind(`@layer base { :root { ${SITE_PROPERTIES} } }`),
      order: 'before',
    },
  ];
  for (const { name, css, order } of cases)
    it(`${name}: every block draws the site's`, async () => {
      const page = await openWithSiteStylesheet(await css(), order);
      expect(await branded(page)).toEqual(everywhere(SITE.accent, SITE.controlHeight));
      expect(page.problems.consoleErrors).toEqual([]);
    });

  it('on one block, in a cascade layer: that block takes them, the others keep the defaults', async () => {
    const page = await openWithSiteStylesheet(
      await tailwind(`@layer components { collapse-group { --sw-color-accent: #1e6b35; } }`),
      'after',
    );
    expect(await branded(page)).toEqual({
      ...everywhere(DEFAULT.accent, DEFAULT.controlHeight),
      accordionBars: SITE.accent,
      focusRing: SITE.accent,
    });
  });

  it('unset, in a browser without @property (Firefox before 128): the blocks draw the defaults', async () => {
    const bundled = readFileSync(new URL('../../dist/site-widgets.css', import.meta.url), 'utf8');
    const unregistered = bundled.replace(/@property [^{]+\{[^}]*initial-value[^}]*\}/g, '');
    expect(unregistered.length, 'the stylesheet without its registrations').toBeLessThan(bundled.length);
    const page = await openWithSiteStylesheet(null, 'after', unregistered);
    const drawn = await branded(page);
    const notLookedAt = { siteNote: "the site's note" };
    expect({ ...drawn, ...notLookedAt }).toEqual({
      ...everywhere(DEFAULT.accent, DEFAULT.controlHeight),
      ...notLookedAt,
    });
    expect(drawn.siteNote, "the site's note: no default to read").not.toBe(DEFAULT.accent);
  });

  it("a rule on a block's documented class restyles it outside a cascade layer, and not inside one", async () => {
    const rule = '.newsletter-signup__form .newsletter-signup__submit { border-radius: 0; }';
    const corners = async (css: string) => {
      const page = await openWithSiteStylesheet(css, 'after');
      return page.evaluate(
        () => getComputedStyle(document.querySelector('newsletter-signup .newsletter-signup__submit')!).borderRadius,
      );
    };
    expect(await corners(rule)).toBe('0px');
    expect(await corners(await tailwind(`@layer components { ${rule} }`))).toBe('8px');
  });
});
