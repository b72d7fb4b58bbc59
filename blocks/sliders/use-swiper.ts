import Swiper from 'swiper';
import { useEffectEvent, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SwiperOptions } from 'swiper/types';
import { useWidget } from '../../widgets/widget-context';
import { takeEarlySlide } from './early-slide';
import { keepKeysToFocusedSlider } from './keys-to-focused-slider';
import { syncInertSlides } from './slide-state';
import './swiper.css';

export interface SwiperSetup {
  /** The options for this container, measured now (a loop may depend on the slide widths). */
  options: SwiperOptions;
  /** Called on resize: true when the options would differ enough to build Swiper again. */
  isStale?: () => boolean;
}

/**
 * Runs a Swiper instance on the `.swiper` element in `containerRef`, whose `.swiper-wrapper`
 * holds a slide element around each of `slides` (the CMS nodes; slide-track.tsx). It is built in
 * a layout effect, before the first paint, so the upgrade shows no intermediate frame, and
 * destroyed on cleanup (the element's disconnect), which removes every listener; the CMS nodes
 * carry none of Swiper's classes, styles or attributes, which are on the slide elements. It is
 * built again when `isStale` says so, at the slide shown then; `setup` is a new function each
 * render, and only the latest one is called then. Returns the instance while there is one, for
 * controls of the widget's own (image-slider's bullets).
 */
export function useSwiper(
  containerRef: RefObject<HTMLElement | null>,
  slides: readonly HTMLElement[],
  setup: (container: HTMLElement) => SwiperSetup,
): Swiper | null {
  const { host } = useWidget();
  const [generation, setGeneration] = useState(0);
  const [instance, setInstance] = useState<Swiper | null>(null);
  const currentSetup = useEffectEvent(setup);
  // The slide shown when the instance was last destroyed: a rebuild starts there.
  const shownSlide = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const container = containerRef.current!;
    // Moved before the code arrived (early-slide.ts): Swiper starts at that slide.
    const earlySlide = takeEarlySlide(host, slides);
    const { options, isStale } = currentSetup(container);
    const keptSlide = shownSlide.current === undefined ? undefined : Math.min(shownSlide.current, slides.length - 1);
    const initialSlide = earlySlide ?? keptSlide ?? options.initialSlide;
    // Swiper's slides: the slide elements around the CMS nodes.
    const sync = ({ slides: slideElements }: Swiper) => syncInertSlides(slideElements);
    // Reduced motion: Swiper moves at speed 0, and follows the setting as it changes. Never by a
    // stylesheet that zeroes the wrapper's transition-duration: at a speed above 0 Swiper waits
    // for the wrapper's transitionend, which a 0 s transition never fires, so it stayed
    // `animating` for good and a loop (loopPreventsSliding) moved no more (Safari, Reduce Motion).
    const motion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    const speed = () => (motion?.matches ? 0 : options.speed);
    const swiper = new Swiper(container, {
      ...options,
      speed: speed(),
      initialSlide,
      on: {
        afterInit: sync,
        progress: sync,
        transitionEnd: sync,
        resize: (instance) => {
          sync(instance);
          if (isStale?.()) setGeneration((value) => value + 1);
        },
      },
    });
    const syncOnFocus = () => sync(swiper);
    container.addEventListener('focusin', syncOnFocus);
    // originalParams too: Swiper takes its options back from there at a breakpoint.
    const followMotion = () => void (swiper.params.speed = swiper.originalParams.speed = speed());
    motion?.addEventListener('change', followMotion);
    const releaseKeys = keepKeysToFocusedSlider(swiper, host);
    setInstance(swiper);
    return () => {
      shownSlide.current = swiper.realIndex;
      setInstance(null);
      releaseKeys();
      container.removeEventListener('focusin', syncOnFocus);
      motion?.removeEventListener('change', followMotion);
      swiper.destroy(true, true);
    };
  }, [host, containerRef, slides, generation]);
  return instance;
}
