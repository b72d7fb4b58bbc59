// How a capture is compared with its reference: pixelmatch (the image-diff library), with its
// tolerance stated here once.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * - `threshold` 0.1 (pixelmatch's own default): how far two colours may lie apart, in its perceptual
 *   (YIQ) distance from 0 to 1, and still count as the same pixel. It absorbs rounding in a
 *   gradient or a scaled image, and no more: a colour a person can tell apart counts.
 * - anti-aliased pixels (the soft edge of a glyph or a rounded corner) are not counted: an engine
 *   may draw them a shade differently from one run to the next.
 * - `pixels` 20: how many differing pixels an image may have and still pass. A box moved by one pixel
 *   or a colour changed on a bullet differs in far more; 20 leaves room for nothing larger than a
 *   few stray pixels of a glyph.
 */
export const TOLERANCE = { threshold: 0.1, pixels: 20 } as const;

export type Comparison = { kind: 'size' } | { kind: 'pixels'; differing: number; diff: PNG };

export function compareImages(actual: PNG, reference: PNG): Comparison {
  if (actual.width !== reference.width || actual.height !== reference.height) return { kind: 'size' };
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(actual.data, reference.data, diff.data, actual.width, actual.height, {
    threshold: TOLERANCE.threshold,
    includeAA: false,
  });
  return { kind: 'pixels', differing, diff };
}
