import { defineWidget, type WidgetElement } from '../../widgets/define-widget';
import block, { imageSliderAttributes } from './block';
import { ImageSlider } from './image-slider';

defineWidget({
  tag: block.tag,
  attributes: imageSliderAttributes,
  component: ImageSlider,
  showsChildren: true,
});

export type ImageSliderElement = WidgetElement<typeof imageSliderAttributes>;

declare global {
  interface HTMLElementTagNameMap {
    'image-slider': ImageSliderElement;
  }
}
