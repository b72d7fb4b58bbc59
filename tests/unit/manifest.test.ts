// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  customElementsManifest,
  readRuntimeEvents,
  readWidgetDeclarations,
  typeDeclarations,
  // @ts-expect-error plain ESM module without type declarations
} from '../../build/manifest.mjs';
// @ts-expect-error plain ESM module without type declarations
import { renderPage } from '../../demo/server/pages.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('generated manifest and type declarations', () => {
  it('describe every widget folder from its attribute declaration', async () => {
    const declarations = await readWidgetDeclarations(root);
    const manifest = customElementsManifest(declarations);
    const declarationOf = (tag: string) =>
      manifest.modules
        .flatMap((m: { declarations: unknown[] }) => m.declarations)
        .find((d: { tagName: string }) => d.tagName === tag);
    const item = declarationOf('collapse-item');
    expect(item.attributes.map((a: { name: string; type: { text: string } }) => `${a.name}:${a.type.text}`)).toEqual([
      'heading:string',
      'opened:boolean',
      'heading-level:string',
      'data-no-early-interaction:boolean',
    ]);
    expect(item.events).toEqual([
      expect.objectContaining({ name: 'collapse-item:change', type: { text: 'CustomEvent<{ opened: boolean }>' } }),
      expect.objectContaining({ name: 'change', type: { text: 'CustomEvent<{ opened: boolean }>' } }),
    ]);
    const newsletter = declarationOf('newsletter-signup');
    expect(newsletter.events.map((e: { name: string; type: { text: string } }) => `${e.name} ${e.type.text}`)).toEqual([
      'newsletter-signup:success CustomEvent<{ messages: string[] }>',
      "newsletter-signup:error CustomEvent<{ kind: 'invalid' | 'rejected' | 'failed'; messages: string[] }>",
    ]);
    const group = declarationOf('collapse-group');
    expect(group.attributes.find((a: { name: string }) => a.name === 'element').type.text).toBe(
      "'div' | 'section' | 'ul' | 'ol'",
    );
    expect(group.attributes.find((a: { name: string }) => a.name === 'heading-level')).toMatchObject({
      type: { text: "'2' | '3' | '4' | '5' | '6'" },
      default: '"3"',
    });

    const types = typeDeclarations(declarations, await readRuntimeEvents(root));
    expect(types).toContain("'collapse-item': CollapseItemElement;");
    expect(types).toContain('leaveOpen: boolean;');
    expect(types).toContain(
      "'site-widgets:preload-error': CustomEvent<{ tag?: string; chunk: string; error: unknown }>;",
    );
    // A page behaviour block's event (blocks/cookiebar/cookiebar.block.ts), on the document.
    expect(types).toMatch(/interface DocumentEventMap \{\n.*\n\s+'cookiebar:change': CustomEvent<\{ choice: 'all'/);
    // The theme properties a widget's stylesheet uses, and those it declares on its element; not
    // one it sets for itself elsewhere (the items' fallback, in a keyframe).
    const names = (widget: { cssProperties: { name: string }[] }) => widget.cssProperties.map(({ name }) => name);
    expect(names(item)).toContain('--sw-focus-ring');
    expect(names(item)).not.toContain('--sw-collapse-fallback-display');
    const languageSwitch = declarationOf('language-switch');
    expect(names(languageSwitch)).toEqual(expect.arrayContaining(['--sw-language-switch-width', '--sw-radius']));
  });

  it('refuse a block whose declaration is missing or names another block, rather than describe nothing', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'manifest-'));
    try {
      await mkdir(join(dir, 'blocks/odd-widget'), { recursive: true });
      await mkdir(join(dir, 'common'));
      await writeFile(join(dir, 'common/define-event.ts'), 'export const detailTypeText = () => "{}";');
      await writeFile(join(dir, 'blocks/odd-widget/odd-widget.element.ts'), '');
      await expect(readWidgetDeclarations(dir)).rejects.toThrow(/blocks\/odd-widget\/ .* without a NAME\.block\.ts/);
      await writeFile(
        join(dir, 'blocks/odd-widget/odd-widget.block.ts'),
        "export const oddWidgetAttributes = { heading: { type: 'string', default: '' } };",
      );
      await expect(readWidgetDeclarations(dir)).rejects.toThrow(
        "blocks/odd-widget/odd-widget.block.ts must export default defineWidgetBlock({ tag: 'odd-widget', … })",
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('give the demo page a table of the events of each widget, beside its attributes', async () => {
    const manifestPath = join(await mkdtemp(join(tmpdir(), 'manifest-')), 'custom-elements.json');
    await writeFile(manifestPath, JSON.stringify(customElementsManifest(await readWidgetDeclarations(root))));
    const html: string = await renderPage(join(root, 'demo/pages'), 'en', manifestPath);
    expect(html).toMatch(/<caption id="[\w-]+">Events of <code>&lt;newsletter-signup&gt;<\/code><\/caption>/);
    expect(html).toContain('<code>newsletter-signup:success</code>');
    expect(html).toContain('<code>newsletter-signup:error</code>');
    expect(html).toMatch(/<caption id="[\w-]+">Events of <code>&lt;collapse-item&gt;<\/code><\/caption>/);
  });
});
