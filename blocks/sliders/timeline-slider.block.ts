import type { AttributeSpecs } from '../../widgets/attributes';
import { defineWidgetBlock, type WidgetElements } from '../../widgets/widget-block';

/** timeline-slider has no attributes: every child element is a slide. */
export const timelineSliderAttributes = {} as const satisfies AttributeSpecs;

const timelineSliderBlock = defineWidgetBlock({
  tag: 'timeline-slider',
  summary: 'a row of 1.3 / 2.2 / 3.3 milestones, a Tab stop of its own',
  docs: 'blocks/sliders/README.md',
  attributes: timelineSliderAttributes,
});

export default timelineSliderBlock;

declare global {
  interface HTMLElementTagNameMap extends WidgetElements<typeof timelineSliderBlock> {}
}
