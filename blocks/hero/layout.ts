// The hero row's layout maths (one { x, y, scale } per item), kept pure so it can be tested with a
// seeded random source. The rules are the README's (Behaviour: Row).

export interface ItemSize {
  width: number;
  height: number;
}

export interface ItemPlacement {
  /** Horizontal offset of the item's centre from the row's centre, in px. */
  x: number;
  /** Vertical offset from the item's own place on the baseline, in px. */
  y: number;
  scale: number;
  /** Signed loop distance from the centred item (0 for the centred item). */
  distance: number;
}

/** A source of numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

const SIDE_SCALE = { min: 0.5, max: 0.75 } as const;
const VERTICAL_JITTER = 100;

/** Signed distance of `index` from `centre` around a loop of `count` items: −⌊(count−1)/2⌋ … ⌊count/2⌋. */
export function loopDistance(index: number, centre: number, count: number): number {
  const ahead = (((index - centre) % count) + count) % count;
  return ahead > count / 2 ? ahead - count : ahead;
}

/**
 * Places every item for the given centre. Draws exactly two numbers from `random` per side item
 * (scale, then vertical shift), in item order, so a layout step can be replayed exactly.
 */
export function layoutRow(sizes: readonly ItemSize[], centre: number, random: RandomSource, gap = 24): ItemPlacement[] {
  const count = sizes.length;
  if (count === 0) return [];
  if (!Number.isInteger(centre) || centre < 0 || centre >= count)
    throw new RangeError(`hero layout: centre ${centre} is not an item index (0–${count - 1})`);

  // Full-size row positions, walking outward from the centre on each side.
  const base = new Array<number>(count).fill(0);
  const byDistance = sizes.map((_, index) => ({ index, distance: loopDistance(index, centre, count) }));
  for (const side of [1, -1]) {
    const outward = byDistance
      .filter(({ distance }) => Math.sign(distance) === side)
      .sort((a, b) => Math.abs(a.distance) - Math.abs(b.distance));
    let previous = centre;
    for (const { index } of outward) {
      base[index] = base[previous]! + side * (sizes[previous]!.width / 2 + gap + sizes[index]!.width / 2);
      previous = index;
    }
  }

  return sizes.map((size, index) => {
    const distance = byDistance[index]!.distance;
    if (distance === 0) return { x: 0, y: 0, scale: 1, distance };
    const scale = SIDE_SCALE.min + random() * (SIDE_SCALE.max - SIDE_SCALE.min);
    const jitter = (random() * 2 - 1) * VERTICAL_JITTER;
    const lostWidth = size.width * (1 - scale);
    const lostHeight = size.height * (1 - scale);
    const push = Math.abs(distance) === 1 ? lostWidth / 6 : lostWidth - 50;
    return { x: base[index]! + Math.sign(distance) * push, y: jitter + lostHeight, scale, distance };
  });
}
