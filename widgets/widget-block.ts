// A widget block's declaration (blocks/TAG/block.ts): everything a site and the build know of it
// without running it. The custom element (defineWidget), the manifest (custom-elements.json and
// site-widgets.d.ts), the demo page's tables and the README's block table all read this.
import type { EventDeclaration } from '../common/define-event';
import type { AttributeSpecs } from './attributes';

export interface WidgetBlock<
  Specs extends AttributeSpecs = AttributeSpecs,
  Events extends readonly EventDeclaration[] = readonly EventDeclaration[],
> {
  tag: string;
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
  const Specs extends AttributeSpecs,
  const Events extends readonly EventDeclaration[] = readonly [],
>(block: WidgetBlock<Specs, Events>): WidgetBlock<Specs, Events> {
  return block;
}
