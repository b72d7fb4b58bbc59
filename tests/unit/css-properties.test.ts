// @vitest-environment node
// The CSS custom properties a site may set are read from the stylesheets that declare them
// (build/css-properties.mjs): a documented declaration is public, with its comment as description
// and its value as default; an undocumented one is the stylesheet's own.
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { documentedProperties } from '../../build/css-properties.mjs';
// @ts-expect-error plain ESM module without type declarations
import { readWidgetDeclarations } from '../../build/manifest.mjs';

const root = new URL('../..', import.meta.url).pathname;

describe('CSS custom properties', () => {
  it('are the declarations with a doc comment: name, rule, default and description', () => {
    const source = `/* a plain comment */
x-card {
  /** The card's padding,
      on every side. */
  --x-card-padding: 1rem;
  --x-card-private: 2px;
}
/** A width with no default. */
@property --x-card-width {
  syntax: '*';
  inherits: true;
}`;
    expect(documentedProperties(source)).toEqual([
      { name: '--x-card-padding', on: 'x-card', default: '1rem', description: "The card's padding, on every side." },
      { name: '--x-card-width', on: null, default: null, description: 'A width with no default.' },
    ]);
  });

  it('reach custom-elements.json with description and default, and the theme properties a block uses', async () => {
    const widgets = (await readWidgetDeclarations(root)) as {
      tag: string;
      cssProperties: { name: string; default: string | null; description: string }[];
    }[];
    const of = (tag: string) => widgets.find((widget) => widget.tag === tag)!.cssProperties;
    expect(of('language-switch')).toContainEqual(
      expect.objectContaining({ name: '--sw-language-switch-width', default: '4.5rem' }),
    );
    // The accordion draws the focus ring through the theme's --sw-focus-outline, which is worked
    // out from --sw-focus-ring and the accent: both are listed, the private one is not.
    const item = of('collapse-item').map(({ name }) => name);
    expect(item).toEqual(expect.arrayContaining(['--sw-focus-ring', '--sw-color-accent']));
    expect(item).not.toContain('--sw-focus-outline');
    expect(item).not.toContain('--sw-collapse-ring-room');
    for (const property of widgets.flatMap(({ cssProperties }) => cssProperties))
      expect(property.description, property.name).toMatch(/\w/);
  });
});
