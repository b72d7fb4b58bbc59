// What a journey may do in a page, the same calls in every engine: a journey is written once
// against this and runs in Chromium and Firefox (puppeteer-page.ts) and in WebKit (webdriver-page.ts).
// Everything a visitor does goes through the engine's own input (pointer, keys), never a
// dispatched event; what a test reads comes from the page through `evaluate`.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  width: number;
  height: number;
}

export interface LaunchOptions {
  viewport: Viewport;
  /** The system setting `prefers-reduced-motion: reduce`, at launch: Firefox and WebKit cannot change it later. */
  reducedMotion: boolean;
}

/** The keys a journey presses; `Shift+Tab` holds Shift for one Tab. */
export type Key =
  | 'Enter'
  | 'Escape'
  | 'Tab'
  | 'Shift+Tab'
  | 'Space'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'ArrowUp'
  | 'ArrowDown'
  | 'Home'
  | 'End';

/** A function run in the page: its arguments and result cross as JSON. */
export type PageFunction<A extends unknown[], R> = (...args: A) => R;

export interface EnginePage {
  readonly engine: EngineName;
  setViewport(viewport: Viewport): Promise<void>;
  /** Opens a path of the test server and waits for the page's load event. */
  goto(path: string): Promise<void>;
  evaluate<A extends unknown[], R>(fn: PageFunction<A, R>, ...args: A): Promise<Awaited<R>>;
  /** Evaluates a script's source as it is (axe-core's). */
  run(source: string): Promise<void>;
  /** A pointer click at the centre of the `index`th match of `selector`, first scrolled to the viewport's middle. */
  click(selector: string, index?: number): Promise<void>;
  press(key: Key): Promise<void>;
  /** Types text into the focused element. */
  type(text: string): Promise<void>;
  /** A swipe to the next item: pressed near the element's right edge, moved in small steps to its left, released. */
  swipeLeft(selector: string): Promise<void>;
  /** What the browser reported beside the page's probe: console and page errors, where the protocol has them. */
  reportedProblems(): string[];
  /** A PNG of the viewport as it is now, at one device pixel per CSS pixel. */
  screenshot(): Promise<Buffer>;
  /** The browser's name and version, as it reports them ("chrome/156.0.8078.108"). */
  version(): Promise<string>;
  /** Forgets the origin's cookies and storage, as a first visit. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  name: EngineName;
  open(options: LaunchOptions): Promise<EnginePage>;
}

/**
 * Centres the element in the viewport so a pointer can reach it past the sticky header and the
 * cookie bar, and waits until it stays put for a frame (a section above may still be folding, as
 * Playwright waits for a stable element): resolves to its centre.
 */
export const SCROLL_TO_CENTRE = async (selector: string, index = 0) => {
  const element = document.querySelectorAll(selector)[index];
  if (!element) throw new Error(`no element ${index} matches ${selector}`);
  const centre = () => {
    const rect = element.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  };
  let last = { x: NaN, y: NaN };
  for (let frame = 0; frame < 60; frame++) {
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const now = centre();
    if (now.x === last.x && now.y === last.y) return now;
    last = now;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return last;
};

/**
 * Where a swipe to the left across the element starts and ends: from 90 % of its width to 10 %, so
 * that Swiper takes it for the next slide whether it counts it as a flick or as a slow drag (over
 * half a slide), kept inside the viewport (WebDriver refuses a pointer outside it).
 */
export const SWIPE_LEFT = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const rect = element.getBoundingClientRect();
  const inside = (x: number) => Math.round(Math.min(innerWidth - 2, Math.max(2, x)));
  const y = Math.round(rect.top + rect.height / 2);
  return { from: { x: inside(rect.left + rect.width * 0.9), y }, to: { x: inside(rect.left + rect.width * 0.1), y } };
};
