import { canLoopCentred } from './slider-options';

/** Whether the slides, as laid out now in `container`, are enough for a centred loop. */
export function centredLoopFits(container: HTMLElement, slides: readonly HTMLElement[]): boolean {
  return canLoopCentred(
    slides.map((slide) => slide.getBoundingClientRect().width),
    container.getBoundingClientRect().width,
  );
}
