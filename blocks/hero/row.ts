// The hero's looping row: measured once per layout, never during a move, so each step is transforms and
// opacity only. Timings: README.md (Behaviour: Row).
import { gsap } from 'gsap';
import { layoutRow, type ItemPlacement, type ItemSize, type RandomSource } from './layout';

const ROW_TIMING = { move: 0.7, wait: 1.8 } as const;

export interface Row {
  /** Places the items for the current centre without motion, re-measuring them first. */
  layoutNow(): void;
  /** Schedules the next step after the wait (paused if `running` is false). */
  start(): void;
  setRunning(running: boolean): void;
  destroy(): void;
}

interface Options {
  /** Called after each step's centre is chosen. */
  onStep?: (centre: number) => void;
}

// The row's randoms come from Math.random; the layout maths take any source (layout.ts, tested
// with a seeded one).
const random: RandomSource = Math.random;

export function createRow(list: HTMLElement, items: HTMLElement[], { onStep }: Options = {}): Row {
  const count = items.length;
  let centre = 0;
  let running = true;
  let started = false;
  let sizes: ItemSize[] = [];
  let flowCentres: number[] = [];
  let gap = 0;
  let draws: number[] = [];
  let placements: ItemPlacement[] = [];
  let step: gsap.core.Timeline | null = null;

  gsap.set(items, { transformOrigin: '50% 0%', force3D: true });

  /** Sizes and in-flow centres (relative to the list's centre), read once per layout. */
  function measure(): void {
    sizes = items.map((item) => ({ width: item.offsetWidth, height: item.offsetHeight }));
    const listCentre = list.clientWidth / 2;
    flowCentres = items.map((item) => item.offsetLeft + item.offsetWidth / 2 - listCentre);
    gap = parseFloat(getComputedStyle(list).columnGap) || 0;
  }

  /** Layout for the current centre with fresh randoms, recorded so a re-layout can replay them. */
  function drawLayout(): ItemPlacement[] {
    draws = [];
    return layoutRow(
      sizes,
      centre,
      () => {
        const value = random();
        draws.push(value);
        return value;
      },
      gap,
    );
  }

  function replayLayout(): ItemPlacement[] {
    let next = 0;
    return layoutRow(sizes, centre, () => draws[next++] ?? random(), gap);
  }

  /** GSAP values for a placement: x is relative to the item's place in the flow. */
  function vars(index: number, placement: ItemPlacement): gsap.TweenVars {
    return { x: placement.x - flowCentres[index]!, y: placement.y, scale: placement.scale };
  }

  function schedule(delay: number): void {
    step?.kill();
    step = gsap.timeline({ paused: !running }).call(advance, undefined, delay);
  }

  function advance(): void {
    const previous = placements;
    centre = (centre + 1) % count;
    placements = drawLayout();
    const timeline = gsap.timeline({ paused: !running, defaults: { duration: ROW_TIMING.move, ease: 'quad.out' } });
    placements.forEach((placement, index) => {
      const item = items[index]!;
      const before = previous[index]?.distance;
      // An item that wraps from one end of the loop to the other would fly across the row:
      // it jumps there unseen and fades in instead.
      if (before !== undefined && placement.distance !== before - 1) {
        timeline.set(item, { ...vars(index, placement), autoAlpha: 0 }, 0).to(item, { autoAlpha: 1 }, 0);
      } else {
        timeline.to(item, vars(index, placement), 0);
      }
    });
    timeline.call(advance, undefined, ROW_TIMING.move + ROW_TIMING.wait);
    step?.kill();
    step = timeline;
    onStep?.(centre);
  }

  return {
    layoutNow() {
      if (!count) return;
      measure();
      placements = draws.length ? replayLayout() : drawLayout();
      // Once the row runs (the intro is over) every item is shown: a wrap fade cut short ends visible.
      placements.forEach((placement, index) =>
        gsap.set(items[index]!, { ...vars(index, placement), ...(started ? { autoAlpha: 1 } : {}) }),
      );
      // A move in progress was aimed at the old sizes: the wait starts again from the new layout.
      if (started) schedule(ROW_TIMING.wait);
      onStep?.(centre);
    },
    start() {
      if (count < 2 || started) return;
      started = true;
      schedule(ROW_TIMING.wait);
    },
    setRunning(value) {
      running = value;
      if (!step) return;
      if (running) step.resume();
      else step.pause();
    },
    destroy() {
      step?.kill();
      step = null;
      gsap.killTweensOf(items);
    },
  };
}
