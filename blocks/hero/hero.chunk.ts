// The animated hero on `[data-hero]`: the intro, the looping row and what pauses it. Its own chunk,
// with GSAP, loaded only when a hero is on the page.
import { gsap } from 'gsap';
import type { Cleanup } from '../../runtime/enhance';
import { createIntro, FADE_PROPS, showHeaderNow } from './intro';
import { createPauseButton, PAUSE_CONTROLS_CLASS } from './pause-button';
import { createRow } from './row';

type PauseReason = 'user' | 'hidden' | 'offscreen';

/** The site header slides in with the first hero only; a second hero leaves it alone. */
const claimedHeaders = new WeakSet<HTMLElement>();
const RESIZE_DEBOUNCE_MS = 200;
const ANIMATED_PROPS = 'transform,opacity,visibility,filter';

export function setup(hero: HTMLElement): Cleanup {
  // A copy of an enhanced hero (a router's cached page, shown again) still carries the last
  // setup's pause button: it goes, and a new one is made below.
  for (const leftover of hero.querySelectorAll(`:scope > .${PAUSE_CONTROLS_CLASS}`)) leftover.remove();
  const words = Array.from(hero.querySelectorAll<HTMLElement>('[data-hero-intro] > span'));
  const list = hero.querySelector<HTMLElement>('[data-hero-items]');
  const items = list
    ? Array.from(list.children).filter((child): child is HTMLElement => child instanceof HTMLElement)
    : [];
  const candidate = document.querySelector<HTMLElement>('[data-site-header]');
  const header = candidate && !claimedHeaders.has(candidate) ? candidate : null;
  if (header) claimedHeaders.add(header);
  // …and its animated elements the inline styles of wherever the intro or the row was: the intro
  // reads the items' end state from them.
  const animated = [...words, ...items, ...(header ? [header] : [])];
  removeAnimatedStyles(animated);

  const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
  const reasons = new Set<PauseReason>();
  // With reduced motion nothing moves on its own; the button offers to play instead.
  if (motionQuery.matches) reasons.add('user');
  if (document.visibilityState === 'hidden') reasons.add('hidden');

  // The stylesheet hides the intro until this mark is set; it must be set before GSAP reads the
  // elements' end states. If any step below throws, everything set up so far is undone, the hero
  // is marked failed (the stylesheet then shows it as it is, at once) and one error is logged.
  hero.setAttribute('data-hero-enhanced', '');
  let introDone = false;
  let introStarted = false;
  let startFrame: number | undefined;
  let row: ReturnType<typeof createRow> | null = null;
  let intro: gsap.core.Timeline | null = null;
  let button: ReturnType<typeof createPauseButton> | null = null;
  let observer: IntersectionObserver | null = null;
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  let lastWidth = window.innerWidth;

  const onVisibility = () => setReason('hidden', document.visibilityState === 'hidden');
  // Tab reaches the header's links and buttons while it slides in: it is shown at once.
  const onHeaderFocus = () => {
    if (!introDone && intro && header) showHeaderNow(intro, header, ANIMATED_PROPS);
  };
  const onMotionPreference = () => {
    if (motionQuery.matches) setReason('user', true);
  };
  // Lay out again when the width changes (not the height: mobile toolbars resize that while
  // scrolling), once the resizing has settled.
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => {
      if (window.innerWidth === lastWidth) return;
      lastWidth = window.innerWidth;
      row?.layoutNow();
    }, RESIZE_DEBOUNCE_MS);
  };

  try {
    row =
      list && items.length
        ? createRow(list, items, { onStep: (centre) => hero.setAttribute('data-hero-centre', String(centre)) })
        : null;
    // The first layout is instant: done while the items are still hidden by the intro.
    row?.layoutNow();
    intro = createIntro(words, header, items);
    intro.eventCallback('onComplete', finishIntro);
    if (header?.contains(document.activeElement)) onHeaderFocus(); // reached before this code arrived
    button = createPauseButton(hero, () => {
      if (reasons.has('user')) reasons.delete('user');
      else reasons.add('user');
      update();
    });

    // The intro starts from its first frame: the page may still be busy (other chunks evaluating)
    // between here and the next frame, and the words must not start part-way through.
    const timeline = intro;
    startFrame = requestAnimationFrame(() => {
      introStarted = true;
      if (introDone) return; // reduced motion: shown in its end state already
      timeline.time(0);
      update();
    });
    if (motionQuery.matches) {
      // The intro appears at once, in its end state.
      intro.progress(1, true);
      finishIntro();
    }
    update();

    document.addEventListener('visibilitychange', onVisibility);
    header?.addEventListener('focusin', onHeaderFocus);
    observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) setReason('offscreen', !entry.isIntersecting);
    });
    observer.observe(hero);
    motionQuery.addEventListener('change', onMotionPreference);
    window.addEventListener('resize', onResize);
  } catch (error) {
    undoAll(); // its own failures are left out: the error that matters is the one above
    hero.setAttribute('data-hero-failed', '');
    console.error(
      '[site-widgets] hero: the animation could not start; the hero is shown as it is, without motion.',
      hero,
      error,
    );
    return () => hero.removeAttribute('data-hero-failed');
  }

  function finishIntro(): void {
    if (introDone) return;
    introDone = true;
    // A transform or filter left on the header would trap its fixed-position children (a mobile
    // menu); the words keep no filter either.
    if (header) gsap.set(header, { clearProps: ANIMATED_PROPS });
    if (words.length) gsap.set(words, { clearProps: FADE_PROPS });
    row?.start();
    update();
  }

  function update(): void {
    const running = reasons.size === 0;
    if (!introDone) intro?.paused(!running || !introStarted);
    row?.setRunning(running);
    button?.update(reasons.has('user'));
    hero.setAttribute('data-hero-state', running ? (introDone ? 'playing' : 'intro') : 'paused');
  }

  function setReason(reason: PauseReason, active: boolean): void {
    if (reasons.has(reason) === active) return;
    if (active) reasons.add(reason);
    else reasons.delete(reason);
    update();
  }

  /**
   * Undoes whatever was set up, also part-way: each step runs even if an earlier one throws, and
   * the inline styles that hide the words, the header and the items go last, GSAP or not.
   * Returns the steps' errors.
   */
  function undoAll(): unknown[] {
    const steps: (() => void)[] = [
      () => document.removeEventListener('visibilitychange', onVisibility),
      () => header?.removeEventListener('focusin', onHeaderFocus),
      () => window.removeEventListener('resize', onResize),
      () => motionQuery.removeEventListener('change', onMotionPreference),
      () => clearTimeout(resizeTimer),
      () => observer?.disconnect(),
      () => button?.remove(),
      () => startFrame !== undefined && cancelAnimationFrame(startFrame),
      () => intro?.kill(),
      () => row?.destroy(),
      () => gsap.set(animated, { clearProps: ANIMATED_PROPS }),
      () => removeAnimatedStyles(animated),
      () => header && claimedHeaders.delete(header),
      () => {
        for (const name of ['data-hero-enhanced', 'data-hero-state', 'data-hero-centre']) hero.removeAttribute(name);
      },
    ];
    const failures: unknown[] = [];
    for (const step of steps) {
      try {
        step();
      } catch (error) {
        failures.push(error);
      }
    }
    return failures;
  }

  return () => {
    const [failure] = undoAll();
    if (failure) throw failure;
  };
}

/** Takes the inline styles the intro and the row animate off `elements`, GSAP or not. */
function removeAnimatedStyles(elements: readonly HTMLElement[]): void {
  for (const element of elements)
    for (const property of ANIMATED_PROPS.split(',')) element.style.removeProperty(property);
}
