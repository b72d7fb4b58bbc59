import { defineWidget, type WidgetElement } from '../define-widget';
import { updatesSliderAttributes } from './attributes';
import { UpdatesSlider } from './updates-slider';

defineWidget({
  tag: 'updates-slider',
  attributes: updatesSliderAttributes,
  component: UpdatesSlider,
  showsChildren: true,
});

export type UpdatesSliderElement = WidgetElement<typeof updatesSliderAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    'updates-slider': UpdatesSliderElement;
  }
}
