import { defineTexts, type SectionKeys } from '../../common/i18n/define-texts';

/** The hero's pause/play button (WCAG 2.2.2: moving content can be paused). */
const heroTexts = defineTexts({
  en: {
    'hero.pause': 'Pause animation',
    'hero.play': 'Play animation',
  },
  nl: {
    'hero.pause': 'Animatie pauzeren',
    'hero.play': 'Animatie afspelen',
  },
});

export default heroTexts;

declare global {
  // Its keys, in the one type of every text key (TextKey).
  interface SiteWidgetsTexts extends SectionKeys<typeof heroTexts> {}
}
