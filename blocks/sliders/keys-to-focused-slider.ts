// Swiper's keyboard module answers arrow keys on the whole page: with two sliders on screen, one
// key would move both. While focus is inside one slider, the others hold still for that key press.
import type Swiper from 'swiper';

// The tags of the sliders: every widget that runs Swiper through useSwiper adds its own when one
// of its elements mounts, so a new slider widget needs no list kept by hand.
const sliderTags = new Set<string>();

/** Holds `swiper` (the slider of `host`) still for keys pressed while another slider has focus. */
export function keepKeysToFocusedSlider(swiper: Swiper, host: Element): () => void {
  sliderTags.add(host.localName);
  let held: { next: boolean; prev: boolean } | null = null;

  const release = () => {
    if (held && !swiper.destroyed) {
      swiper.allowSlideNext = held.next;
      swiper.allowSlidePrev = held.prev;
    }
    held = null;
  };

  // Window, capture phase: before Swiper's own listener on the document.
  const holdUnlessFocused = () => {
    // A key that comes before the last one's release has run (keys sent faster than a task apart)
    // ends that hold first: it is this key's focus that counts.
    release();
    const focusedSlider = document.activeElement?.closest([...sliderTags].join(', '));
    if (!focusedSlider || focusedSlider === host) return;
    held = { next: swiper.allowSlideNext, prev: swiper.allowSlidePrev };
    swiper.allowSlideNext = false;
    swiper.allowSlidePrev = false;
    // A task later the key has been dispatched, whoever stopped it on the way.
    setTimeout(release, 0);
  };

  window.addEventListener('keydown', holdUnlessFocused, true);
  return () => {
    window.removeEventListener('keydown', holdUnlessFocused, true);
    release();
  };
}
