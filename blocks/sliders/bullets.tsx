import { useLayoutEffect, useState } from 'react';
import type Swiper from 'swiper';

/** What the bullets show: one per position the slider can stop at, the current one, and whether it can move at all. */
interface BulletState {
  count: number;
  current: number;
  locked: boolean;
}

const NO_BULLETS: BulletState = { count: 0, current: 0, locked: false };
const CHANGES = 'slideChange realIndexChange snapIndexChange snapGridLengthChange slidesLengthChange lock unlock';

// As Swiper's pagination counts them: in a loop one per slide, else one per snap point.
function bulletState(swiper: Swiper): BulletState {
  const loop = Boolean(swiper.params.loop);
  return {
    count: loop ? swiper.slides.length : swiper.snapGrid.length,
    current: loop ? swiper.realIndex : swiper.snapIndex,
    locked: swiper.isLocked,
  };
}

const sameState = (a: BulletState, b: BulletState) =>
  a.count === b.count && a.current === b.current && a.locked === b.locked;

/**
 * Loops whose re-seat after a resize is still to come: Swiper's onResize puts a loop back on its
 * slide through slideToLoop, in the next animation frame, at a position counted at the resize; a
 * move made before that frame would be undone by it.
 */
const reseatPending = new WeakSet<Swiper>();

function markReseat(swiper: Swiper): void {
  if (!swiper.params.loop) return;
  reseatPending.add(swiper);
  requestAnimationFrame(() => reseatPending.delete(swiper));
}

/** Goes to slide `index` at once, or just after a pending re-seat (in the same frame, queued after it). */
function goTo(swiper: Swiper, index: number): void {
  if (!reseatPending.has(swiper)) return move(swiper, index);
  requestAnimationFrame(() => {
    if (!swiper.destroyed) move(swiper, index);
  });
}

/** Moves as Swiper's pagination does: a loop takes one step to a neighbour, so it never jumps round. */
function move(swiper: Swiper, index: number): void {
  if (!swiper.params.loop) return void swiper.slideTo(index);
  const current = swiper.realIndex;
  if (index === current) return;
  if (index === current + 1) swiper.slideNext();
  else if (index === current - 1) swiper.slidePrev();
  else swiper.slideToLoop(index);
}

/**
 * Clickable bullets below the slides, built as elements: Swiper's pagination would write them as
 * an HTML string, which a page that requires Trusted Types refuses (docs/security.md). The
 * classes and attributes are those of Swiper's pagination with its a11y module.
 */
export function Bullets({
  swiper,
  label,
  slidesId,
}: {
  swiper: Swiper | null;
  /** A bullet's name, `{{index}}` its slide's number (Swiper's placeholder). */
  label: string;
  slidesId: string;
}) {
  const [state, setState] = useState(NO_BULLETS);
  useLayoutEffect(() => {
    if (!swiper) return;
    // Read now: React may run an updater later, after a rebuild has destroyed this instance.
    const update = () => {
      if (swiper.destroyed) return;
      const next = bulletState(swiper);
      setState((previous) => (sameState(previous, next) ? previous : next));
    };
    const onResize = () => markReseat(swiper);
    update();
    swiper.on(CHANGES, update);
    swiper.on('resize', onResize);
    return () => {
      swiper.off(CHANGES, update);
      swiper.off('resize', onResize);
      setState(NO_BULLETS);
    };
  }, [swiper]);

  const classes = ['swiper-pagination', 'slider__pagination'];
  if (swiper) classes.push('swiper-pagination-bullets', 'swiper-pagination-horizontal', 'swiper-pagination-clickable');
  if (state.locked) classes.push('swiper-pagination-lock');
  return (
    <div className={classes.join(' ')}>
      {Array.from({ length: state.count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={`swiper-pagination-bullet${index === state.current ? ' swiper-pagination-bullet-active' : ''}`}
          aria-label={label.replace('{{index}}', String(index + 1))}
          aria-controls={slidesId}
          aria-current={index === state.current ? 'true' : undefined}
          onClick={() => swiper && goTo(swiper, index)}
        />
      ))}
    </div>
  );
}
