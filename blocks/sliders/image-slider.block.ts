import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock, type WidgetElements } from '../../widgets/widget-block';

/** Every child element is a slide. */
export const imageSliderAttributes = {
  label: {
    type: 'string',
    default: '',
    description:
      'The carousel\'s name for screen readers ("Photos of our projects"); ' +
      'empty: the text slider.image_label ("Images").',
  },
} as const satisfies AttributeSpecs;

const imageSliderBlock = defineWidgetBlock({
  tag: 'image-slider',
  summary: 'centred, looping slides with bullets',
  docs: 'blocks/sliders/README.md',
  attributes: imageSliderAttributes,
});

export default imageSliderBlock;

declare global {
  interface HTMLElementTagNameMap extends WidgetElements<typeof imageSliderBlock> {}
}
