// Captures a part of the page as a visitor sees it: the viewport's screenshot, cut to the region's
// box, taken again until two captures in a row agree (a late image or font, a frame still settling),
// with the text caret and the scrollbars out of the picture.
import { PNG } from 'pngjs';
import type { EnginePage } from '../../engines/support/engine';

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

/** Captures the region once the page has stopped changing there: two captures in a row alike, within 20 tries. */
export async function capture(page: EnginePage, region: Region): Promise<PNG> {
  const box = await regionBox(page, region);
  if (box.width < 1 || box.height < 1) throw new Error(`${page.engine}: the region to capture is not on screen`);
  const cssWidth = await page.evaluate(() => innerWidth);
  let last: PNG | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const shot = PNG.sync.read(await page.screenshot());
    const part = crop(shot, box, shot.width / cssWidth);
    if (last && last.width === part.width && last.height === part.height && last.data.equals(part.data)) return part;
    last = part;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${page.engine}: the region kept changing over 20 captures (an animation that never ends?)`);
}
