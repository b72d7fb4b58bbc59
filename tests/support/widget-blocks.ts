// The widgets as the build sees them (build/block-folders.mjs): each tag with its declaration file,
// whether its folder holds it alone or in a family.
import { join } from 'node:path';
// @ts-expect-error plain ESM module without type declarations
import { blockFolders, blocksOf } from '../../build/block-folders.mjs';
import type { WidgetBlock } from '../../widgets/widget-block';

const blocksDir = join(import.meta.dirname, '../../blocks');

interface FolderBlock {
  name: string;
  kind: 'widget' | 'behaviour';
  declaration: string;
}

/** Every widget's tag, in block-folder order. */
export async function widgetTags(): Promise<string[]> {
  const blocks = blocksOf(await blockFolders(blocksDir)) as FolderBlock[];
  return blocks.filter((block) => block.kind === 'widget').map((block) => block.name);
}

/** Every widget's declaration (its NAME.block.ts's default export), by tag. */
export async function widgetDeclarations(): Promise<Map<string, WidgetBlock>> {
  const blocks = blocksOf(await blockFolders(blocksDir)) as FolderBlock[];
  const widgets = new Map<string, WidgetBlock>();
  for (const block of blocks.filter(({ kind }) => kind === 'widget')) {
    const { default: declaration } = (await import(block.declaration)) as { default: WidgetBlock };
    widgets.set(declaration.tag, declaration);
  }
  return widgets;
}
