// A page behaviour block's declaration (blocks/NAME/NAME.block.ts): the markup it enhances and the
// events it fires, known without running it. Its runtime.ts (what the entry runs) takes the
// selectors from here; the README's table of blocks and the manifest read it too.
import type { EventDeclaration } from '../common/define-event';
import type { PageBehaviour } from './enhance';

export interface PageBehaviourBlock {
  name: string;
  /** One line: what it does, for the README's table of blocks. */
  summary: string;
  /** Its docs page (its folder's README.md, from the repository root), for the tables that link to it. */
  docs: string;
  /** The markup it enhances: a selector per page behaviour of the block, by the behaviour's name. */
  markup: Readonly<Record<string, string>>;
  /** The events it fires on the document or the window, declared with defineEvent(). */
  events?: readonly EventDeclaration[];
}

/** Declares a page behaviour block; returns the declaration with its literal types. */
export function definePageBehaviourBlock<const Block extends PageBehaviourBlock>(block: Block): Block {
  return block;
}

/**
 * A block's page behaviours, for its runtime.ts: one per key of its markup, named by the key, with
 * how its code loads. A key without a behaviour, or a behaviour without markup, is a type error.
 */
export function blockBehaviours<Block extends PageBehaviourBlock>(
  block: Block,
  behaviours: { [Name in keyof Block['markup']]: Omit<PageBehaviour, 'name' | 'selector'> },
): PageBehaviour[] {
  return Object.entries<Omit<PageBehaviour, 'name' | 'selector'>>(behaviours).map(([name, behaviour]) => ({
    name,
    selector: block.markup[name]!,
    ...behaviour,
  }));
}
