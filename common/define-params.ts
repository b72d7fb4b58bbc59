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
  /** The field's name in an editor (WordPress's block settings, Craft's fields): English, translated by each CMS. */
  label?: string;
  /** What the parameter is for, and how the faces treat an odd value. */
  description: string;
  /** A line under the editor's field for the person filling it in; the editor shows no other help. */
  help?: string;
  /** The fixtures must pass it; a face without it prints nothing for the entry or block. */
  required?: boolean;
  /** The attribute of the block's element it prints as (`leave-open`); without it, `markup` says what it prints. */
  attribute?: string;
  /** What it prints, where that is no attribute of the element. */
  markup?: string;
  /**
   * The WordPress block support that gives it (the block's own controls stay off it): `anchor` (its
   * id), `align` (the choices but '' become `supports.align`) or `className` (extra classes).
   */
  wordpress?: 'anchor' | 'align' | 'className';
}

/** A value a list entry or a block takes. */
type Param = About &
  (
    | { type: 'text'; default?: string; /** An editor gives it several lines. */ multiline?: boolean }
    | { type: 'rich text' | 'url'; default?: string }
    | { type: 'switch'; default?: boolean }
    | { type: 'number'; default?: number }
    | {
        type: 'choice';
        choices: readonly string[];
        default: string;
        /** The editor's name of each choice (by choice), English as `label` is. */
        choiceLabels?: Readonly<Record<string, string>>;
      }
    /**
     * A level of HEADING_LEVELS (anything else falls back to the default); without a default the
     * face prints none, and the editor offers leaving it to the widget, named `fallbackLabel`.
     */
    | { type: 'heading level'; default?: Level; wordpressDefault?: Level; fallbackLabel?: string }
    | { type: 'image' }
    | { type: 'list'; fields: Readonly<Record<string, Param>> }
  );

/** A block's parameters, by the name a template passes (camelCase, as Twig and block.json write them). */
export type Params = Readonly<Record<string, Param>>;

/** The block's parameters, checked against the types above. */
export const defineParams = <const P extends Params>(params: P): P => params;

/**
 * What every block's outer element takes, as WordPress's block supports give it (`id` from the
 * anchor, `class` from the extra classes); `align` too for a block that may be wider than the text.
 */
export const wrapperParams = ({ align = false } = {}) =>
  defineParams({
    id: {
      type: 'text',
      label: 'HTML anchor',
      wordpress: 'anchor',
      markup: '`id="…"`',
      description: "The element's id, for a link to it (`#faq`).",
    },
    ...(align
      ? {
          align: {
            type: 'choice',
            label: 'Alignment',
            choices: ['', 'wide', 'full'],
            default: '',
            wordpress: 'align',
            markup: 'the class `alignwide` or `alignfull`, before those of `class`',
            description: "As wide as the theme's wide width (`wide`) or the viewport (`full`).",
          },
        }
      : {}),
    class: {
      type: 'text',
      label: 'Additional CSS class(es)',
      wordpress: 'className',
      markup: '`class="…"`',
      description: 'Classes of its own, separated by spaces, for the theme.',
    },
  } as const);
