import { textsOf } from '../../common/i18n/catalogue';
import type { SliderMessages } from './slider-options';

/**
 * Swiper's a11y messages for the slider `host`, from the catalogue (or the site's overrides).
 * Swiper sets most of them as attributes (text), but writes the messages it announces into its
 * live region as markup, not text: those it only announces (first, last) are passed escaped, so
 * an override reads as the same text there and never becomes markup. Previous and next are also
 * the navigation buttons' labels (set as attributes, so not escaped); Swiper announces them only
 * for navigation elements that are not buttons, and ours are buttons.
 */
export function sliderMessagesOf(host: Element): SliderMessages {
  const t = textsOf(host);
  return {
    prevSlide: t('slider.prev_slide'),
    nextSlide: t('slider.next_slide'),
    firstSlide: escapeHtml(t('slider.first_slide')),
    lastSlide: escapeHtml(t('slider.last_slide')),
    paginationBullet: t('slider.pagination_bullet'),
    slideLabel: t('slider.slide_label'),
    containerRoleDescription: t('slider.container_role_description'),
    itemRoleDescription: t('slider.item_role_description'),
    timelineLabel: t('slider.timeline_label'),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
