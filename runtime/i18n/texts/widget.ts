import { defineTexts } from '../define-texts';

/** Texts every widget may show. */
export const widgetTexts = defineTexts({
  en: {
    'widget.load_error': 'This part of the page could not be made interactive; its content is shown as it is.',
  },
  nl: {
    'widget.load_error': 'Dit deel van de pagina kon niet interactief worden gemaakt; de inhoud staat er zoals hij is.',
  },
});
