// The sliders' early answer: before a slider's code arrives, its keys and a swipe move the row by one
// slide as Swiper will, and the widget starts from that slide (README.md, "Before the code arrives").
// Part of the entry: no React, no Swiper.
import { UPGRADE_FAILED_ATTRIBUTE, UPGRADED_ATTRIBUTE } from '../../common/upgrade-state';

const EARLY_SLIDE = 'data-early-slide';
/** The slides, as the pre-upgrade stylesheet lays them out: no slotted parts, no wpautop debris. */
const SLIDES = ':scope > :not([slot], br, p:empty)';
/** Swiper's keys and their direction (reversed right to left): Page Down and → go to the next slide. */
const STEPS: Readonly<Record<string, number>> = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 };
/** Swiper's threshold: a swipe shorter than this is no swipe. */
const SWIPE_PX = 5;

/** The slider tags with an early answer (a selector), and those that centre their slides. */
let tags = '';
const centred = new Set<string>();
let request: (tag: string) => void;
let swipe: { slider: Element; x: number } | null = null;

const waiting = (slider: Element) =>
  !slider.matches(`[${UPGRADED_ATTRIBUTE}],[${UPGRADE_FAILED_ATTRIBUTE}]`) &&
  !slider.closest('[data-no-early-interaction]');

/** Swiper's onlyInViewport: a corner of the slider inside the window. */
function inView(slider: Element): boolean {
  const { left, right, top, bottom } = slider.getBoundingClientRect();
  const within = (start: number, end: number, size: number) =>
    (start >= 0 && start <= size) || (end >= 0 && end <= size);
  return within(left, right, innerWidth) && within(top, bottom, innerHeight);
}

/**
 * The sliders waiting for their code that a key moves, as the upgraded ones choose: none for a key
 * with a modifier or typed in a field; a slider holding the focus takes it alone; else every slider
 * in view does (keys-to-focused-slider.ts, Swiper's keyboard module).
 */
export function slidersTakingKey(event: KeyboardEvent, selector: string): Element[] {
  const focused = document.activeElement as HTMLElement | null;
  if (!STEPS[event.key] || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return [];
  if (focused?.isContentEditable || focused?.matches('input, textarea')) return [];
  const own = focused?.closest(selector);
  return (own ? [own] : [...document.querySelectorAll(selector)]).filter((slider) => waiting(slider) && inView(slider));
}

/** Moves the row of `slider` by one slide towards `step` (1: the next one, on screen left to right). */
function move(slider: Element, step: number): void {
  request(slider.localName);
  const slides = [...slider.querySelectorAll<HTMLElement>(SLIDES)];
  const box = (index: number) => slides[index]!.getBoundingClientRect();
  // Right to left, the row runs the other way, and so do the keys (as Swiper's).
  const sign = slides[1] ? Math.sign(box(1).left - box(0).left) : 0;
  const from = Number(slider.getAttribute(EARLY_SLIDE)) || 0;
  const to = (from + step * sign + slides.length) % slides.length;
  // Distances along the row from the first slide, which a translate on every slide leaves as they are.
  const along = (index: number) => (box(index).left - box(0).left) * sign;
  // A slide beyond the row's ends (a loop's wrap round) is not laid out there: left to the widget.
  if (!sign || (along(to) - along(from)) * step * sign <= 0) return;
  // Slides that start at the slider's edge stop where the last one ends at the other, as Swiper's.
  const end = centred.has(slider.localName) ? Infinity : along(slides.length - 1) + box(0).width - slider.clientWidth;
  if (step * sign > 0 && along(from) >= end) return;
  // First: the attribute gives the slides their transition (sliders.css), unless motion is reduced.
  const translate = `${-Math.min(along(to), end) * sign}px`;
  slider.setAttribute(EARLY_SLIDE, String(to));
  for (const slide of slides) slide.style.translate = translate;
}

function key(event: KeyboardEvent): void {
  const taking = slidersTakingKey(event, tags);
  // As Swiper does: the key moves the slider, not the page.
  if (taking[0] && event.cancelable) event.preventDefault();
  for (const slider of taking) move(slider, STEPS[event.key]!);
}

function press(event: PointerEvent): void {
  const slider = (event.target as Element).closest?.(tags);
  swipe = slider ? { slider, x: event.clientX } : null;
}

// A vertical swipe scrolls the page, and the browser cancels the pointer: no release comes then.
function release(event: PointerEvent): void {
  const dx = event.clientX - (swipe?.x ?? 0);
  if (swipe && Math.abs(dx) > SWIPE_PX && waiting(swipe.slider)) move(swipe.slider, dx < 0 ? 1 : -1);
  swipe = null;
}

/**
 * Answers keys and swipes for the sliders of `tag` (`centres`: its slides are centred) until their
 * code arrives; `load` asks for a tag's chunk. The listeners are added once, for every tag.
 */
export function keepEarlySlides(tag: string, centres: boolean, load: (tag: string) => void): void {
  if (!tags) {
    document.addEventListener('keydown', key);
    document.addEventListener('pointerdown', press, { passive: true });
    document.addEventListener('pointerup', release, { passive: true });
  }
  tags += (tags && ',') + tag;
  if (centres) centred.add(tag);
  request = load;
}

/**
 * The slide the row was moved to before the code arrived (a real index: a loop's slide as the
 * server rendered it), or undefined. Takes it from the slider and clears the row's translate, in
 * the task that lays Swiper out: the upgrade moves nothing back.
 */
export function takeEarlySlide(slider: Element, slides: readonly HTMLElement[]): number | undefined {
  const early = slider.getAttribute(EARLY_SLIDE);
  if (early === null) return undefined;
  slider.removeAttribute(EARLY_SLIDE);
  for (const slide of slides) slide.style.removeProperty('translate');
  return Number(early);
}
