import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';

/**
 * Texts of the three sliders. The `*_label` texts name a carousel whose page gives it no name of
 * its own (the `label` attribute, an updates slider's title). {{index}} and {{slidesLength}} are
 * Swiper's placeholders (its a11y module, and the image slider's bullets, fill them in). `t()`
 * sees `{index}` inside them, but the sliders pass it no values, so they reach Swiper as written:
 * give a slider text a value named index or slidesLength and they would not.
 */
const sliderTexts = defineTexts({
  en: {
    'slider.prev_slide': 'Previous slide',
    'slider.next_slide': 'Next slide',
    'slider.first_slide': 'This is the first slide',
    'slider.last_slide': 'This is the last slide',
    'slider.pagination_bullet': 'Go to slide {{index}}',
    'slider.slide_label': '{{index}} of {{slidesLength}}',
    'slider.container_role_description': 'carousel',
    'slider.item_role_description': 'slide',
    'slider.timeline_label': 'Timeline, move with the arrow keys',
    'slider.image_label': 'Images',
    'slider.updates_label': 'Updates',
  },
  nl: {
    'slider.prev_slide': 'Vorige dia',
    'slider.next_slide': 'Volgende dia',
    'slider.first_slide': 'Dit is de eerste dia',
    'slider.last_slide': 'Dit is de laatste dia',
    'slider.pagination_bullet': 'Ga naar dia {{index}}',
    'slider.slide_label': '{{index}} van {{slidesLength}}',
    'slider.container_role_description': 'carrousel',
    'slider.item_role_description': 'dia',
    'slider.timeline_label': 'Tijdlijn, verschuif met de pijltjestoetsen',
    'slider.image_label': 'Afbeeldingen',
    'slider.updates_label': 'Actueel',
  },
});

export default sliderTexts;

declare global {
  // Its keys, in the one type of every text key (TextKey).
  interface SiteWidgetsTexts extends SectionKeys<typeof sliderTexts> {}
}
