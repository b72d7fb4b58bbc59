// The hero's intro as one GSAP timeline: the words, the site header, then the images. Timings and why
// it fades with `filter: opacity()`: README.md (Behaviour, For contributors).
import { gsap } from 'gsap';
import { introEase } from './intro-ease';

const INTRO = { wordDuration: 1, wordStagger: 0.5, headerStart: 0.75, headerDuration: 1.5 } as const;

/** The properties the intro's fades set (cleared when it ends). */
export const FADE_PROPS = 'filter,visibility';
const HIDDEN = { filter: 'opacity(0)', visibility: 'hidden' };
const SHOWN = { filter: 'opacity(1)', visibility: 'inherit' };

export function createIntro(
  words: HTMLElement[],
  header: HTMLElement | null,
  items: HTMLElement[],
): gsap.core.Timeline {
  // lazy: false: GSAP otherwise applies a from() tween's starting state on its next tick, and the
  // page would paint one frame with the words and the header fully shown before the intro.
  const timeline = gsap.timeline({ defaults: { duration: 0.5, ease: 'quad.out', lazy: false } });
  if (words.length) {
    timeline.fromTo(
      words,
      { yPercent: 100, ...HIDDEN },
      { yPercent: 0, ...SHOWN, duration: INTRO.wordDuration, stagger: INTRO.wordStagger, ease: introEase },
      0,
    );
  }
  if (header)
    timeline.fromTo(
      header,
      { yPercent: -100, filter: HIDDEN.filter },
      { yPercent: 0, filter: SHOWN.filter, duration: INTRO.headerDuration },
      INTRO.headerStart,
    );
  // Appended after everything above: starts when the last of the words and the header is done.
  if (items.length) timeline.from(items, { autoAlpha: 0 });
  return timeline;
}

/**
 * Takes the header out of the intro and shows it as it is: a keyboard user has reached it before
 * it slid in. The rest of the intro plays on.
 */
export function showHeaderNow(timeline: gsap.core.Timeline, header: HTMLElement, props: string): void {
  for (const tween of timeline.getTweensOf(header)) timeline.remove(tween);
  gsap.set(header, { clearProps: props });
}
