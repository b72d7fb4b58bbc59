// The slider texts the option tests pass: short, so that each shows where it lands.
import type { SliderTexts } from '../../../widgets/slider/slider-options';

export const texts: SliderTexts = {
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
