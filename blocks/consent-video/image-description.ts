// The one description of an image the runtime creates, rendered with lit-html: only image attributes,
// every value bound as data, so nothing from the page or the server becomes markup.
import { html, type TemplateResult } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';

interface ImageAttributes {
  src?: string;
  srcset?: string;
  sizes?: string;
  /** Required on `img`: "" marks a decorative image. */
  alt?: string;
  width?: number | string;
  height?: number | string;
  class?: string;
  decoding?: 'async' | 'sync' | 'auto';
  fetchpriority?: 'high' | 'low' | 'auto';
  /** On `source`: */
  type?: string;
  media?: string;
}

export interface ImageDescription {
  tag: 'img' | 'picture' | 'source';
  attributes: ImageAttributes;
  /** For `picture`: its `source`s and then its `img`. */
  children?: ImageDescription[];
  /** `loading="lazy"` (the default) or `"eager"`; for a picture it applies to its `img`. */
  lazy?: boolean;
}

/** The lit-html template of an image description. */
export function imageTemplate(description: ImageDescription, inheritedLazy?: boolean): TemplateResult {
  const { tag, attributes: a, children = [], lazy = inheritedLazy ?? true } = description;
  const text = (value: number | string | undefined) => (value === undefined ? undefined : String(value));
  switch (tag) {
    case 'picture': {
      const inner = children.filter((c) => c.tag !== 'picture').map((child) => imageTemplate(child, lazy));
      return html`<picture class=${ifDefined(a.class)}>${inner}</picture>`;
    }
    case 'source':
      return html`<source srcset=${ifDefined(a.srcset)} sizes=${ifDefined(a.sizes)} type=${ifDefined(a.type)}
        media=${ifDefined(a.media)} width=${ifDefined(text(a.width))} height=${ifDefined(text(a.height))}>`;
    case 'img':
      return html`<img src=${ifDefined(a.src)} srcset=${ifDefined(a.srcset)} sizes=${ifDefined(a.sizes)}
        alt=${a.alt ?? ''} width=${ifDefined(text(a.width))} height=${ifDefined(text(a.height))}
        class=${ifDefined(a.class)} loading=${lazy ? 'lazy' : 'eager'}
        decoding=${a.decoding ?? (lazy ? 'async' : 'auto')} fetchpriority=${ifDefined(a.fetchpriority)}>`;
  }
}
