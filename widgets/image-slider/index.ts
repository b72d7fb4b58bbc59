import { defineWidget, type WidgetElement } from '../define-widget';
import { imageSliderAttributes } from './attributes';
import { ImageSlider } from './image-slider';

defineWidget({
  tag: 'image-slider',
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
