import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';

/**
 * Texts of the gallery lightbox (PhotoSwipe's button titles, its counter and error message, and
 * what a screen reader calls a slide).
 */
const galleryTexts = defineTexts({
  en: {
    'gallery.dialog': 'Image viewer',
    'gallery.close': 'Close',
    'gallery.zoom': 'Zoom in or out',
    'gallery.previous': 'Previous image',
    'gallery.next': 'Next image',
    'gallery.counter_separator': ' of ',
    'gallery.image_error': 'Something went wrong, the image could not be loaded.',
    'gallery.slide_role': 'slide',
  },
  nl: {
    'gallery.dialog': 'Afbeeldingen bekijken',
    'gallery.close': 'Sluiten',
    'gallery.zoom': 'In- of uitzoomen',
    'gallery.previous': 'Vorige afbeelding',
    'gallery.next': 'Volgende afbeelding',
    'gallery.counter_separator': ' van ',
    'gallery.image_error': 'Er ging iets mis, de afbeelding kon niet worden geladen.',
    'gallery.slide_role': 'dia',
  },
});

export default galleryTexts;

declare global {
  // Its keys, in the one type of every text key (TextKey).
  interface SiteWidgetsTexts extends SectionKeys<typeof galleryTexts> {}
}
