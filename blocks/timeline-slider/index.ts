import { defineWidget, type WidgetElement } from '../../widgets/define-widget';
import block, { timelineSliderAttributes } from './block';
import { TimelineSlider } from './timeline-slider';

defineWidget({
  tag: block.tag,
  attributes: timelineSliderAttributes,
  component: TimelineSlider,
  showsChildren: true,
});

export type TimelineSliderElement = WidgetElement<typeof timelineSliderAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    'timeline-slider': TimelineSliderElement;
  }
}
