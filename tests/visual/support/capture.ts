// Captures a part of the page as a visitor sees it: the viewport's screenshot, cut to the region's
// box, once nothing there is loading or moving and two captures in a row agree (a frame still
// settling), with the text caret and the scrollbars out of the picture.
import { PNG } from 'pngjs';
import type { EnginePage } from '../../engines/support/engine';
import { until } from '../../support/until';

/** The viewport, or the box around every element matching `selector` (only the first: `first`), `margin` px out. */
export type Region = 'viewport' | { selector: string; first?: boolean; margin?: number };

/**
 * What no screenshot should depend on: the caret blinks, and scrollbars are drawn by each engine
 * and desktop theme in their own way. Added as a constructed stylesheet, which the demo's CSP
 * (no inline styles) allows.
 */
const FOR_CAPTURE = `*, *::before, *::after { caret-color: transparent !important; }
html { scrollbar-width: none !important; }
::-webkit-scrollbar { display: none !important; }`;

/** Hides the caret and the scrollbars in the page open now; call it before bringing the page to its state. */
export async function hideCaretAndScrollbars(page: EnginePage) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, FOR_CAPTURE);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Brings the region into view and returns its box in the viewport, in whole CSS pixels, cut to the viewport. */
function regionBox(page: EnginePage, region: Region): Promise<Box> {
  return page.evaluate(async (r) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // The viewport less the strip at its right where an overlay scrollbar fades in and out
    // (WebKitGTK draws one over the page whatever its styles say).
    const viewport = { x: 0, y: 0, width: innerWidth - 16, height: innerHeight };
    if (r === 'viewport') return viewport;
    const elements = Array.from(document.querySelectorAll(r.selector)).slice(0, r.first ? 1 : undefined);
    if (!elements.length) throw new Error(`nothing to capture: no element matches ${r.selector}`);
    const first = elements[0]!;
    const tall = first.getBoundingClientRect().height > innerHeight;
    const fixed = getComputedStyle(first).position === 'fixed';
    if (!fixed) first.scrollIntoView({ block: tall ? 'start' : 'center', behavior: 'instant' });
    await frame();
    await frame();
    const rects = elements.map((element) => element.getBoundingClientRect()).filter((rect) => rect.width > 0);
    const margin = r.margin ?? 0;
    const left = Math.max(0, Math.floor(Math.min(...rects.map((rect) => rect.left)) - margin));
    const top = Math.max(0, Math.floor(Math.min(...rects.map((rect) => rect.top)) - margin));
    const right = Math.min(innerWidth, Math.ceil(Math.max(...rects.map((rect) => rect.right)) + margin));
    const bottom = Math.min(innerHeight, Math.ceil(Math.max(...rects.map((rect) => rect.bottom)) + margin));
    return { x: left, y: top, width: right - left, height: bottom - top };
  }, region);
}

/** The part of a PNG inside `box`, scaled by the image's pixels per CSS pixel. */
function crop(image: PNG, box: Box, scale: number): PNG {
  const [x, y, width, height] = [box.x, box.y, box.width, box.height].map((value) => Math.round(value * scale)) as [
    number,
    number,
    number,
    number,
  ];
  const part = new PNG({ width: Math.min(width, image.width - x), height: Math.min(height, image.height - y) });
  PNG.bitblt(image, part, x, y, part.width, part.height, 0, 0);
  return part;
}

/**
 * What may still change the pixels inside `box`: the page's fonts still loading, an image seen there
 * not yet loaded, a transition or animation running (the endless ones aside: a capture cannot wait
 * them out, and two captures in a row tell whether they move). An image is seen where an
 * IntersectionObserver finds it, past its ancestors' clipping: a lazy image cut off by a scroller
 * (the hero's far items) is not loaded by the browser, and not in the picture either.
 */
function stillChanging(page: EnginePage, box: Box): Promise<string[]> {
  return page.evaluate(async (b) => {
    const inBox = (rect: DOMRectReadOnly) =>
      rect.width > 0 && rect.right > b.x && rect.left < b.x + b.width && rect.bottom > b.y && rect.top < b.y + b.height;
    const loading = Array.from(document.images).filter((image) => !image.complete);
    const seen = await new Promise<IntersectionObserverEntry[]>((resolve) => {
      if (!loading.length) return resolve([]);
      const observer = new IntersectionObserver((entries) => {
        observer.disconnect();
        resolve(entries.filter((entry) => entry.isIntersecting && inBox(entry.intersectionRect)));
      });
      loading.forEach((image) => observer.observe(image));
    });
    const left = seen.map(
      ({ target }) => `image ${(target as HTMLImageElement).currentSrc || (target as HTMLImageElement).src} loading`,
    );
    if (document.fonts.status !== 'loaded') left.push('fonts loading');
    for (const animation of document.getAnimations()) {
      const endless = animation.effect?.getComputedTiming().iterations === Infinity;
      if (animation.playState === 'running' && !endless) left.push(`${animation.constructor.name} running`);
    }
    return left;
  }, box);
}

/** How many pixels of two captures of the region differ (all of them when their sizes do). */
function differingPixels(one: PNG, other: PNG): number {
  if (one.width !== other.width || one.height !== other.height) return one.width * one.height;
  let differing = 0;
  for (let offset = 0; offset < one.data.length; offset += 4)
    if (one.data.readUInt32BE(offset) !== other.data.readUInt32BE(offset)) differing++;
  return differing;
}

/** The time between two captures that must agree: what "holds still" means for a region. */
const HOLDS_STILL_MS = 250;

/**
 * Captures the region once the page has stopped changing there: nothing left loading or running
 * (stillChanging), then two captures in a row alike. Each wait fails, past the suites' deadline,
 * with what it saw last.
 */
export async function capture(page: EnginePage, region: Region): Promise<PNG> {
  const box = await regionBox(page, region);
  if (box.width < 1 || box.height < 1) throw new Error(`${page.engine}: the region to capture is not on screen`);
  await until(
    `${page.engine}: what may still change the region`,
    () => stillChanging(page, box),
    (left) => !left.length,
    {
      want: 'nothing',
      show: (left) => left.join(', '),
    },
  );
  const cssWidth = await page.evaluate(() => innerWidth);
  let last: PNG | undefined;
  const still = await until(
    `${page.engine}: the region`,
    async () => {
      const shot = PNG.sync.read(await page.screenshot());
      const part = crop(shot, box, shot.width / cssWidth);
      const differing = last ? differingPixels(last, part) : undefined;
      last = part;
      return { part, differing };
    },
    ({ differing }) => differing === 0,
    {
      want: 'two captures in a row alike',
      show: ({ differing }) => `changing (${differing ?? 'all'} pixels differ between the last two captures)`,
      between: () => new Promise((resolve) => setTimeout(resolve, HOLDS_STILL_MS)),
    },
  );
  return still.part;
}
