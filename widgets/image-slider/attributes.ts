import type { AttributeSpecs } from '../attributes';

/** image-slider has no attributes: every child element is a slide. */
export const imageSliderAttributes = {} as const satisfies AttributeSpecs;
