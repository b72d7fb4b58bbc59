import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock } from '../../widgets/widget-block';

/** image-slider has no attributes: every child element is a slide. */
export const imageSliderAttributes = {} as const satisfies AttributeSpecs;

export default defineWidgetBlock({
  tag: 'image-slider',
  summary: 'centred, looping slides with bullets',
  docs: 'blocks/image-slider/README.md',
  attributes: imageSliderAttributes,
});
