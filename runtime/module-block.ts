// A runtime module block's declaration (blocks/NAME/block.ts): the markup it enhances and the
// events it fires, known without running it. Its runtime.ts (what the entry runs) takes the
// selectors from here; the README's table of blocks and the manifest read it too.
import type { EventDeclaration } from '../common/define-event';
import type { RuntimeModule } from './enhance';

export interface ModuleBlock {
  name: string;
  /** One line: what it does, for the README's table of blocks. */
  summary: string;
  /** Its docs page (its folder's README.md, from the repository root), for the tables that link to it. */
  docs: string;
  /** The markup it enhances: a selector per runtime module of the block, by the module's name. */
  markup: Readonly<Record<string, string>>;
  /** The events it fires on the document or the window, declared with defineEvent(). */
  events?: readonly EventDeclaration[];
}

/** Declares a runtime module block; returns the declaration with its literal types. */
export function defineModuleBlock<const Block extends ModuleBlock>(block: Block): Block {
  return block;
}

/**
 * A block's runtime modules, for its runtime.ts: one per key of its markup, named by the key, with
 * how its code loads. A key without a module, or a module without markup, is a type error.
 */
export function blockModules<Block extends ModuleBlock>(
  block: Block,
  modules: { [Name in keyof Block['markup']]: Omit<RuntimeModule, 'name' | 'selector'> },
): RuntimeModule[] {
  return Object.entries<Omit<RuntimeModule, 'name' | 'selector'>>(modules).map(([name, module]) => ({
    name,
    selector: block.markup[name]!,
    ...module,
  }));
}
