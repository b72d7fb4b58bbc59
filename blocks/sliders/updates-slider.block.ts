import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock, type WidgetElements } from '../../widgets/widget-block';

export const updatesSliderAttributes = {
  heading: {
    type: 'string',
    default: '',
    description: 'The title above the slides (an <h2>). A child with slot="title" takes its place.',
  },
  label: {
    type: 'string',
    default: '',
    description:
      'The carousel\'s name for screen readers; empty: the title (heading or slot="title"), ' +
      'else the text slider.updates_label ("Updates").',
  },
} as const satisfies AttributeSpecs;

const updatesSliderBlock = defineWidgetBlock({
  tag: 'updates-slider',
  summary: 'a row of cards under a title, with previous/next buttons',
  docs: 'blocks/sliders/README.md',
  attributes: updatesSliderAttributes,
});

export default updatesSliderBlock;

declare global {
  interface HTMLElementTagNameMap extends WidgetElements<typeof updatesSliderBlock> {}
}
