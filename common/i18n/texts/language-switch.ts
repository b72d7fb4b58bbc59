import { defineTexts } from '../define-texts';

/** Texts of <language-switch>. */
export const languageSwitchTexts = defineTexts({
  en: {
    // The button's accessible name is "EN, Choose another language": it starts with the
    // visible language code (WCAG 2.5.3, label in name).
    'language_switch.label': 'Choose another language',
  },
  nl: {
    'language_switch.label': 'Kies een andere taal',
  },
});
