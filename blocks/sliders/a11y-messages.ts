import { textsOf } from '../../common/i18n/catalogue';
import type { SliderMessages } from './slider-options';

/**
 * Swiper's a11y messages for the slider `host`, from the catalogue (or the site's overrides).
 * Swiper sets most of them as attributes; the ones it announces it writes into its live region
 * through innerHTML, which the build routes through the bundle's Trusted Types policy
 * (common/trusted-types.ts): that escapes them, so an override reads as the same text there too
 * and never becomes markup.
 */
export function sliderMessagesOf(host: Element): SliderMessages {
  const t = textsOf(host);
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
