// A slider as a visitor sees it, read in the page (pass it to page.evaluate): its slide and whether
// it still moves. Swiper's `animating` alone says too little: Chromium (headless, without a GPU) at
// times fires the wrapper's transitionend at 0 s of a transition that then runs its whole 300 ms,
// so Swiper counts the move as over while the slides still glide. The wrapper's running
// animations count too.

export interface SliderState {
  /** The slider's tag (the upgraded element around its `.swiper`). */
  slider: string;
  /** Swiper's `realIndex`: the slide shown, a loop's copies aside. */
  realIndex: number;
  moving: boolean;
}

/** The state of each Swiper container matching `selector` ("timeline-slider .swiper"). */
export const SLIDER_STATES = (selector: string): SliderState[] =>
  Array.from(document.querySelectorAll<HTMLElement>(selector)).flatMap((element) => {
    const { swiper } = element as unknown as { swiper?: { realIndex: number; animating: boolean; wrapperEl: Element } };
    if (!swiper) return [];
    const gliding = swiper.wrapperEl.getAnimations().some((animation) => animation.playState === 'running');
    const slider = element.closest('[data-upgraded]')?.localName ?? 'a .swiper';
    return [{ slider, realIndex: swiper.realIndex, moving: swiper.animating || gliding }];
  });
