import { defineTexts } from '../define-texts';

/** The hero's pause/play button (WCAG 2.2.2: moving content can be paused). */
export const heroTexts = defineTexts({
  en: {
    'hero.pause': 'Pause animation',
    'hero.play': 'Play animation',
  },
  nl: {
    'hero.pause': 'Animatie pauzeren',
    'hero.play': 'Animatie afspelen',
  },
});
