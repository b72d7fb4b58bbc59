// The slider messages the option tests pass: short, so that each shows where it lands.
import type { SliderMessages } from '../../../blocks/sliders/slider-options';

export const messages: SliderMessages = {
  prevSlide: 'prev',
  nextSlide: 'next',
  firstSlide: 'first',
  lastSlide: 'last',
  paginationBullet: 'Go to slide {{index}}',
  slideLabel: '{{index}} / {{slidesLength}}',
  containerRoleDescription: 'carousel',
  itemRoleDescription: 'slide',
  timelineLabel: 'Timeline',
};
