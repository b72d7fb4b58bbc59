// The sliders' part of the entry: before their code arrives, an arrow key or a swipe moves a
// slider's server-rendered row as the upgraded slider will, and asks for its code (early-slide.ts).
import { defineBlockRuntime } from '../../runtime/block-runtime';
import { load } from '../../runtime/registry';
import { keepEarlySlides } from './early-slide';

export default defineBlockRuntime({
  start: {
    atOnce: () => {
      keepEarlySlides('image-slider', true, load);
      keepEarlySlides('timeline-slider', false, load);
      keepEarlySlides('updates-slider', false, load);
    },
  },
});
