import { describe, expect, it } from 'vitest';
import { introEase } from './intro-ease';
import { layoutRow, loopDistance, type ItemSize } from './layout';
import { seededRandom } from '../../tests/unit/support/seeded-random';

const sizes: ItemSize[] = [
  { width: 256, height: 320 },
  { width: 427, height: 320 },
  { width: 320, height: 320 },
  { width: 240, height: 320 },
  { width: 480, height: 320 },
  { width: 269, height: 320 },
  { width: 320, height: 320 },
];
const GAP = 24;

describe('seededRandom', () => {
  it('repeats a sequence for a seed and differs between seeds', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });
});

describe('loopDistance', () => {
  it('puts items after the centre to the right and before it to the left, around the loop', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => loopDistance(i, 0, 7))).toEqual([0, 1, 2, 3, -3, -2, -1]);
    expect([0, 1, 2, 3, 4, 5, 6].map((i) => loopDistance(i, 5, 7))).toEqual([2, 3, -3, -2, -1, 0, 1]);
  });

  it('sends the item opposite the centre of an even loop to the right', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => loopDistance(i, 0, 6))).toEqual([0, 1, 2, 3, -2, -1]);
  });
});

describe('layoutRow', () => {
  it('keeps the centred item at full size in the middle', () => {
    const placements = layoutRow(sizes, 2, seededRandom(1), GAP);
    expect(placements[2]).toEqual({ x: 0, y: 0, scale: 1, distance: 0 });
  });

  it('shrinks side items to 0.5–0.75 and shifts them by −100…100 px plus the lost height', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const placements = layoutRow(sizes, seed % sizes.length, seededRandom(seed), GAP);
      placements.forEach((placement, index) => {
        if (placement.distance === 0) return;
        expect(placement.scale).toBeGreaterThanOrEqual(0.5);
        expect(placement.scale).toBeLessThanOrEqual(0.75);
        const lostHeight = sizes[index]!.height * (1 - placement.scale);
        expect(placement.y - lostHeight).toBeGreaterThanOrEqual(-100);
        expect(placement.y - lostHeight).toBeLessThanOrEqual(100);
      });
    }
  });

  it('draws scale then vertical shift per side item, in item order', () => {
    // A source that replays known values: 0 → scale 0.5 / shift −100, 0.5 → 0.625 / 0.
    const values = [0, 0.5, 1 - 1e-12, 0.25];
    let next = 0;
    const placements = layoutRow(sizes.slice(0, 3), 0, () => values[next++]!, GAP);
    expect(next).toBe(4);
    expect(placements[1]!.scale).toBeCloseTo(0.5);
    expect(placements[1]!.y).toBeCloseTo(0 + 320 * 0.5);
    expect(placements[2]!.scale).toBeCloseTo(0.75);
    expect(placements[2]!.y).toBeCloseTo(-50 + 320 * 0.25);
  });

  it('pushes neighbours outward by a sixth of the lost width, and the lost width − 50 from distance 2', () => {
    const placements = layoutRow(sizes, 0, seededRandom(42), GAP);
    const [centre, right1, right2, right3, left3, left2, left1] = sizes;
    const lost = (index: number) => sizes[index]!.width * (1 - placements[index]!.scale);

    const baseRight1 = centre!.width / 2 + GAP + right1!.width / 2;
    const baseRight2 = baseRight1 + right1!.width / 2 + GAP + right2!.width / 2;
    const baseRight3 = baseRight2 + right2!.width / 2 + GAP + right3!.width / 2;
    expect(placements[1]!.x).toBeCloseTo(baseRight1 + lost(1) / 6);
    expect(placements[2]!.x).toBeCloseTo(baseRight2 + lost(2) - 50);
    expect(placements[3]!.x).toBeCloseTo(baseRight3 + lost(3) - 50);

    const baseLeft1 = -(centre!.width / 2 + GAP + left1!.width / 2);
    const baseLeft2 = baseLeft1 - (left1!.width / 2 + GAP + left2!.width / 2);
    const baseLeft3 = baseLeft2 - (left2!.width / 2 + GAP + left3!.width / 2);
    expect(placements[6]!.x).toBeCloseTo(baseLeft1 - lost(6) / 6);
    expect(placements[5]!.x).toBeCloseTo(baseLeft2 - (lost(5) - 50));
    expect(placements[4]!.x).toBeCloseTo(baseLeft3 - (lost(4) - 50));
  });

  it('keeps the row in loop order without overlapping items', () => {
    for (let seed = 1; seed <= 50; seed++) {
      const centre = seed % sizes.length;
      const placements = layoutRow(sizes, centre, seededRandom(seed), GAP);
      const ordered = placements
        .map((p, index) => ({ ...p, width: sizes[index]!.width * p.scale }))
        .sort((a, b) => a.distance - b.distance);
      for (let i = 1; i < ordered.length; i++) {
        const left = ordered[i - 1]!;
        const right = ordered[i]!;
        expect(right.x - right.width / 2).toBeGreaterThan(left.x + left.width / 2);
      }
    }
  });

  it('gives the same layout for the same seed', () => {
    expect(layoutRow(sizes, 3, seededRandom(9), GAP)).toEqual(layoutRow(sizes, 3, seededRandom(9), GAP));
    expect(layoutRow(sizes, 3, seededRandom(9), GAP)).not.toEqual(layoutRow(sizes, 3, seededRandom(10), GAP));
  });

  it('handles no items and rejects a centre that is not an item', () => {
    expect(layoutRow([], 0, seededRandom(1))).toEqual([]);
    expect(() => layoutRow(sizes, 7, seededRandom(1))).toThrow(/centre 7/);
    expect(() => layoutRow(sizes, 1.5, seededRandom(1))).toThrow(RangeError);
  });
});

describe('introEase', () => {
  it('runs from 0 to 1, starts fast and settles with at most a hair of overshoot', () => {
    expect(introEase(0)).toBe(0);
    expect(introEase(1)).toBe(1);
    expect(introEase(0.1)).toBeGreaterThan(0.3);
    let max = 0;
    for (let p = 0; p <= 1; p += 0.01) max = Math.max(max, introEase(p));
    expect(max).toBeGreaterThan(1);
    expect(max).toBeLessThan(1.005);
  });
});
