import { t } from '../../runtime/i18n/catalogue';
import type { SliderTexts } from './slider-options';

/** Swiper's a11y messages in the page language, from the catalogue. */
export function sliderTexts(): SliderTexts {
  return {
    prevSlide: t('slider.prev_slide'),
    nextSlide: t('slider.next_slide'),
    firstSlide: t('slider.first_slide'),
    lastSlide: t('slider.last_slide'),
    paginationBullet: t('slider.pagination_bullet'),
    slideLabel: t('slider.slide_label'),
    containerRoleDescription: t('slider.container_role_description'),
    itemRoleDescription: t('slider.item_role_description'),
    timelineLabel: t('slider.timeline_label'),
  };
}
