// The Swiper settings of the three sliders, as plain data (no DOM, no Swiper import), so they
// can be unit tested and kept in step with the pre-upgrade layout in the stylesheets, which
// uses the same numbers (see sliders.css and each slider's own stylesheet).
import type { SwiperOptions } from 'swiper/types';

type SliderKind = 'image' | 'timeline' | 'updates';

/**
 * Slider widths (px) where the layout changes: the breakpoints follow the slider's own width, not
 * the window's (breakpointsBase 'container'), so a slider in a narrow column lays out as on a narrow
 * screen. The stylesheets use the same thresholds in container queries on the slider element.
 */
const MEDIUM_WIDTH = 768;
const WIDE_WIDTH = 1024;
/** Gap between slides below and from a WIDE_WIDTH slider. */
const GAP = { narrow: 24, wide: 40 } as const;
const SPEED_MS = 300;
const THRESHOLD_PX = 5;

/** Slides visible at once in a slider from 0, MEDIUM_WIDTH and WIDE_WIDTH wide. */
const SLIDES_PER_VIEW = {
  timeline: [1.3, 2.2, 3.3],
  updates: [1.5, 2.2, 3.3],
} as const satisfies Record<Exclude<SliderKind, 'image'>, readonly [number, number, number]>;

export interface SliderMessages {
  prevSlide: string;
  nextSlide: string;
  firstSlide: string;
  lastSlide: string;
  paginationBullet: string;
  slideLabel: string;
  containerRoleDescription: string;
  itemRoleDescription: string;
  /** The timeline's name as a Tab stop of its own. */
  timelineLabel: string;
}

/** The options every slider shares: speed, threshold, breakpoints, keyboard, a11y messages, slide visibility. */
function commonOptions(messages: SliderMessages): SwiperOptions {
  return {
    // The breakpoints below compare with the width of Swiper's container (the slider), not the window's.
    breakpointsBase: 'container',
    speed: SPEED_MS,
    threshold: THRESHOLD_PX,
    spaceBetween: GAP.narrow,
    // Keyboard arrows move every slider in the viewport; while focus is inside one slider, only
    // that one (keys-to-focused-slider.ts).
    keyboard: { enabled: true, onlyInViewport: true },
    // Marks partly visible slides with swiper-slide-visible; off-screen slides are made inert.
    watchSlidesProgress: true,
    a11y: {
      enabled: true,
      prevSlideMessage: messages.prevSlide,
      nextSlideMessage: messages.nextSlide,
      firstSlideMessage: messages.firstSlide,
      lastSlideMessage: messages.lastSlide,
      paginationBulletMessage: messages.paginationBullet,
      slideLabelMessage: messages.slideLabel,
      itemRoleDescriptionMessage: messages.itemRoleDescription,
      scrollOnFocus: true,
    },
  };
}

/** image-slider: centred, looping slides whose width comes from the stylesheet. */
export function imageSliderOptions(messages: SliderMessages, { loop }: { loop: boolean }): SwiperOptions {
  return {
    ...commonOptions(messages),
    slidesPerView: 'auto',
    centeredSlides: true,
    loop,
    breakpoints: { [WIDE_WIDTH]: { spaceBetween: GAP.wide } },
  };
}

/** timeline-slider and updates-slider: a fixed, fractional number of slides per view. */
export function rowSliderOptions(kind: 'timeline' | 'updates', messages: SliderMessages): SwiperOptions {
  const [narrow, medium, wide] = SLIDES_PER_VIEW[kind];
  const common = commonOptions(messages);
  return {
    ...common,
    // The timeline has no buttons and its slides often no links: its track is the carousel, a
    // named region and a Tab stop of its own (see TimelineSlider), so the keyboard can reach it.
    // The other sliders' carousel is an element around their controls and track (SliderCarousel).
    a11y:
      kind === 'timeline'
        ? {
            ...(common.a11y as object),
            containerRole: 'region',
            containerMessage: messages.timelineLabel,
            containerRoleDescriptionMessage: messages.containerRoleDescription,
          }
        : common.a11y,
    slidesPerView: narrow,
    breakpoints: {
      [MEDIUM_WIDTH]: { slidesPerView: medium, spaceBetween: GAP.narrow },
      [WIDE_WIDTH]: { slidesPerView: wide, spaceBetween: GAP.wide },
    },
  };
}

/**
 * Whether centred slides of these widths can loop without Swiper's "not enough slides for loop
 * mode" warning. Mirrors Swiper 14's check (loopFix): the slides in view (counted from the
 * narrowest, until they fill the container) plus half of that on the side must exist.
 */
export function canLoopCentred(slideSizes: readonly number[], containerSize: number): boolean {
  if (containerSize <= 0 || slideSizes.length === 0) return false;
  const sorted = [...slideSizes].map(Math.ceil).sort((a, b) => a - b);
  let filled = 0;
  let perView = 0;
  for (const size of sorted) {
    filled += size;
    perView += 1;
    if (filled > containerSize) break;
  }
  if (filled <= containerSize) perView += 1; // every slide fits: Swiper would need one more
  const loopedSlides = Math.max(1, Math.ceil(perView / 2));
  return slideSizes.length >= perView + loopedSlides;
}
