// A widget block's declaration (its NAME.block.ts): everything a site and the build know of it without
// running it. The custom element (defineWidget), the tag-name map (WidgetElements), the manifest,
// the demo page's tables and the README's block table all read this.
import type { EventDeclaration } from '../common/define-event';
import type { AttributeSpecs, AttributeValues } from './attributes';

export interface WidgetBlock<
  Tag extends string = string,
  Specs extends AttributeSpecs = AttributeSpecs,
  Events extends readonly EventDeclaration[] = readonly EventDeclaration[],
> {
  tag: Tag;
  /** One line: what it does, for the README's table of blocks. */
  summary: string;
  /** Its docs page (its folder's README.md, from the repository root), for the tables that link to it. */
  docs: string;
  attributes: Specs;
  /** The events it fires on its element, declared with defineEvent(). */
  events?: Events;
}

/** Declares a widget block; returns the declaration with its literal types. */
export function defineWidgetBlock<
  const Tag extends string,
  const Specs extends AttributeSpecs,
  const Events extends readonly EventDeclaration[] = readonly [],
>(block: WidgetBlock<Tag, Specs, Events>): WidgetBlock<Tag, Specs, Events> {
  return block;
}

/** A widget element: an HTMLElement with a property per declared attribute. */
type WidgetElement<Specs extends AttributeSpecs> = HTMLElement & AttributeValues<Specs>;

/**
 * A block's entry in the tag-name map, so `document.querySelector('collapse-item')` is typed:
 * `declare global { interface HTMLElementTagNameMap extends WidgetElements<typeof block> {} }`.
 */
export type WidgetElements<Block extends WidgetBlock> = {
  [Tag in Block['tag']]: WidgetElement<Block['attributes']>;
};
