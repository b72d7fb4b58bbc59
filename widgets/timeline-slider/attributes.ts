import type { AttributeSpecs } from '../attributes';

/** timeline-slider has no attributes: every child element is a slide. */
export const timelineSliderAttributes = {} as const satisfies AttributeSpecs;
