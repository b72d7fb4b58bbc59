// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without type declarations
import { customElementsManifest, readWidgetDeclarations, typeDeclarations } from '../../widgets/manifest.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

describe('generated manifest and type declarations', () => {
  it('describe every widget folder from its attribute declaration', async () => {
    const declarations = await readWidgetDeclarations(root);
    const manifest = customElementsManifest(declarations);
    const item = manifest.modules.flatMap((m: { declarations: unknown[] }) => m.declarations).find((d: { tagName: string }) => d.tagName === 'collapse-item');
    expect(item.attributes.map((a: { name: string; type: { text: string } }) => `${a.name}:${a.type.text}`)).toEqual(['heading:string', 'opened:boolean']);
    expect(item.events).toEqual([expect.objectContaining({ name: 'change', type: { text: 'CustomEvent<{ opened: boolean }>' } })]);
    const group = manifest.modules.flatMap((m: { declarations: unknown[] }) => m.declarations).find((d: { tagName: string }) => d.tagName === 'collapse-group');
    expect(group.attributes.find((a: { name: string }) => a.name === 'element').type.text).toBe("'div' | 'section' | 'ul' | 'ol'");

    const types = typeDeclarations(declarations);
    expect(types).toContain("'collapse-item': CollapseItemElement;");
    expect(types).toContain('leaveOpen: boolean;');
    expect(types).toContain("'site-widgets:preload-error': CustomEvent<{ tag?: string; chunk: string; error: unknown }>;");
  });
});
