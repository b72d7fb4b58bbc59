// Declares a block's CMS parameters once (NAME.params.ts beside NAME.block.ts): what a template or
// an editor passes to the block's Twig component and WordPress block. The build makes the WordPress
// block.json attributes, the kses list and the checks of every fixture from it; `npm run docs`
// makes the parameter tables of docs/fixtures.md and each Twig component's "Takes:" header. The
// bundle never imports it. See docs/internals.md#parameter-schema.

import type { HEADING_LEVELS } from './heading-level';

type AsNumber<Text> = Text extends `${infer N extends number}` ? N : never;
/** A heading level as a template passes it: a number of HEADING_LEVELS. */
type Level = AsNumber<(typeof HEADING_LEVELS)[number]>;

interface About {
  /** What the parameter is for, and how the faces treat an odd value. */
  description: string;
  /** The fixtures must pass it; a face without it prints nothing for the entry or block. */
  required?: boolean;
  /** The attribute of the block's element it prints as (`leave-open`); without it, `markup` says what it prints. */
  attribute?: string;
  /** What it prints, where that is no attribute of the element. */
  markup?: string;
}

/** A value a list entry or a block takes. */
type Param = About &
  (
    | { type: 'text' | 'rich text' | 'url'; default?: string }
    | { type: 'switch'; default?: boolean }
    | { type: 'number'; default?: number }
    | { type: 'choice'; choices: readonly string[]; default: string }
    /** A level of HEADING_LEVELS (anything else falls back to the default); without a default the face prints none. */
    | { type: 'heading level'; default?: Level; wordpressDefault?: Level }
    | { type: 'image' }
    | { type: 'list'; fields: Readonly<Record<string, Param>> }
  );

/** A block's parameters, by the name a template passes (camelCase, as Twig and block.json write them). */
export type Params = Readonly<Record<string, Param>>;

/** The block's parameters, checked against the types above. */
export const defineParams = <const P extends Params>(params: P): P => params;
