// @vitest-environment node
// The build writes each documented custom property's default into its `var()`s as the fallback,
// registers a plain default as the initial value and takes the declaration out
// (build/theme-fallbacks.mjs), so that a site's value wins wherever it is set; the browser test
// tests/browser/theme-properties.test.ts holds what a visitor sees. The WordPress editor's own
// stylesheet falls back to the same defaults.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { fallbackValues, withFallbacks } from '../../build/theme-fallbacks.mjs';

const THEME = `:root {
  /** Spacing. */
  --x-space: 1rem;
  /** The heading font. */
  --x-font: inherit;
  --x-private: 3px;
}`;
const CARD = `x-card {
  /** The card's gap. */
  --x-card-gap: calc(var(--x-space) * 2);
  display: grid;
  gap: var(--x-card-gap);
}
/** A width with no default. */
@property --x-card-width {
  syntax: '*';
  inherits: true;
}
.x-card__title {
  font-family: var(--x-font);
  margin: var( --x-space ) var(--x-private);
  width: var(--x-card-width, 50%);
}`;

describe('theme fallbacks', () => {
  it('are the documented defaults, with the fallbacks of the properties a default reads', () => {
    expect(Object.fromEntries(fallbackValues([THEME, CARD]))).toEqual({
      '--x-space': '1rem',
      '--x-card-gap': 'calc(var(--x-space, 1rem) * 2)',
    });
  });

  it('take each documented declaration out, give its var()s the fallback and register a plain default', () => {
    const fallbacks = fallbackValues([THEME, CARD]);
    const built = withFallbacks(CARD, fallbacks);
    expect(built).not.toContain('--x-card-gap:');
    expect(built).toContain('gap: var(--x-card-gap, calc(var(--x-space, 1rem) * 2));');
    expect(built).toContain('margin: var(--x-space, 1rem) var(--x-private);');
    expect(built).toContain('font-family: var(--x-font);');
    expect(built).toContain('width: var(--x-card-width, 50%);');
    expect(built).toContain('@property --x-card-width {');
    expect(built).not.toContain('@property --x-card-gap');
    expect(withFallbacks(THEME, fallbacks).replace(/\s+/g, ' ').trim()).toBe(
      ":root { --x-private: 3px; }@property --x-space { syntax: '*'; inherits: true; initial-value: 1rem; }",
    );
  });

  it('stop the build on a property declared twice with two defaults, or one whose default reads itself', () => {
    expect(() => fallbackValues([THEME, ':root { /** Again. */ --x-space: 2rem; }'])).toThrow(
      'theme fallbacks: --x-space is declared twice, as 1rem and as 2rem',
    );
    const loop = ':root { /** A. */ --x-a: var(--x-b); /** B. */ --x-b: var(--x-a); }';
    expect(() => fallbackValues([loop])).toThrow('theme fallbacks: --x-a reads --x-b reads --x-a');
  });

  it("in the WordPress editor's own stylesheet, are the theme's defaults", () => {
    const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
    const fallbacks = fallbackValues([read('runtime/theme.css')]);
    const editor = read('integrations/wordpress/site-widgets/editor/blocks.css');
    const used = [...editor.matchAll(/var\((--sw-[a-z-]+), ([^)]+)\)/g)].map(([, name, value]) => [name, value]);
    expect(used.length).toBeGreaterThan(0);
    for (const [name, value] of used) expect(value, name).toBe(fallbacks.get(name) ?? 'inherit');
  });
});
