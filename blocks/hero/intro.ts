// The hero's intro, one GSAP timeline:
//   0    s  the intro words slide up in turn: 1 s each, 0.5 s apart (ease: introEase)
//   0.75 s  the site header slides down and fades in over 1.5 s. The contract's "from 0.75 s" is
//           read as a position on this timeline: the header starts while the words still rise and
//           ends last (2.25 s), so the three phases finish in the contract's order
//   2.25 s  the images fade in (0.5 s, quad.out, like every other tween) — the intro ends at 2.75 s
//
// The words and the header fade with `filter: opacity()`, not `opacity`: it looks the same and is
// composited the same, but a contrast check (axe, and so Lighthouse) that runs mid-fade reads the
// text's own colours, where `opacity` would have it blend the text into the background and report
// the words and the header's links as low contrast. The words are also `visibility: hidden` at the
// very start, as GSAP's autoAlpha does; the header never is, or Tab would skip its links and buttons
// during the intro: a focus inside it shows it at once instead (showHeaderNow). The images have no
// text and keep autoAlpha.
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
