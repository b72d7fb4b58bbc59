import { defineWidget, type WidgetElement } from '../../widgets/define-widget';
import block, { updatesSliderAttributes } from './block';
import { UpdatesSlider } from './updates-slider';

defineWidget({
  tag: block.tag,
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
