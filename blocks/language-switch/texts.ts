import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';

/** Texts of <language-switch>. */
const languageSwitchTexts = defineTexts({
  en: {
    // The button's accessible name is "EN, Choose another language": it starts with the
    // visible language code (WCAG 2.5.3, label in name).
    'language_switch.label': 'Choose another language',
  },
  nl: {
    'language_switch.label': 'Kies een andere taal',
  },
});

export default languageSwitchTexts;

declare global {
  // Its keys, in the one type of every text key (TextKey).
  interface SiteWidgetsTexts extends SectionKeys<typeof languageSwitchTexts> {}
}
