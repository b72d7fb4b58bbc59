import { defineWidget, type WidgetElement } from '../define-widget';
import { timelineSliderAttributes } from './attributes';
import { TimelineSlider } from './timeline-slider';

defineWidget({
  tag: 'timeline-slider',
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
