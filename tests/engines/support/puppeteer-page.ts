// Chromium (over the DevTools protocol) and Firefox ESR (over WebDriver BiDi, no geckodriver), both
// driven by puppeteer-core, as an EnginePage.
import puppeteer, { TimeoutError, type Browser, type KeyInput, type Page } from 'puppeteer-core';
import { CHROMIUM_ARGS } from '../../bench/chromium-args.mjs';
import {
  SWIPE_LEFT,
  SCROLL_TO_CENTRE,
  type Engine,
  type EngineName,
  type EnginePage,
  type Key,
  type Viewport,
} from './engine';
import { within } from '../../support/within';

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, KeyInput> = {
  Enter: 'Enter',
  Escape: 'Escape',
  Tab: 'Tab',
  // Named by its character: WebDriver BiDi (Firefox) knows no key called Space.
  Space: ' ',
  ArrowLeft: 'ArrowLeft',
  ArrowRight: 'ArrowRight',
  ArrowUp: 'ArrowUp',
  ArrowDown: 'ArrowDown',
  Home: 'Home',
  End: 'End',
};

async function launch(name: 'chromium' | 'firefox', executablePath: string, reducedMotion: boolean): Promise<Browser> {
  if (name === 'firefox')
    return puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      extraPrefsFirefox: { 'ui.prefersReducedMotion': reducedMotion ? 1 : 0 },
    });
  return puppeteer.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

export function puppeteerEngine(name: 'chromium' | 'firefox', executablePath: string, baseUrl: string): Engine {
  return {
    name,
    async open({ viewport, reducedMotion }) {
      const start = async () => {
        const browser = await launch(name, executablePath, reducedMotion);
        const page = await browser.newPage();
        if (name === 'chromium')
          await page.emulateMediaFeatures([
            { name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' },
          ]);
        return { browser, page };
      };
      const page = new PuppeteerPage(name, start, baseUrl);
      await page.start();
      await page.setViewport(viewport);
      return page;
    },
  };
}

// A navigation's own limit, under the tests' 120 s: time to look at the page and to start again.
const NAVIGATION_MS = 20_000;
/** How long a browser that still answers takes to close or to read a page. */
const ANSWER_WITHIN_MS = 10_000;

class PuppeteerPage implements EnginePage {
  private problems: string[] = [];
  private browser!: Browser;
  private page!: Page;
  private viewport: Viewport | undefined;

  constructor(
    readonly engine: EngineName,
    private launchBrowser: () => Promise<{ browser: Browser; page: Page }>,
    private baseUrl: string,
  ) {}

  /** Launches the browser (again): a new profile, so no cookies or storage, at the last viewport set. */
  async start() {
    ({ browser: this.browser, page: this.page } = await this.launchBrowser());
    this.page.on('console', (message) => {
      const where = message.location().url;
      if (message.type() === 'error') this.problems.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    this.page.on('pageerror', (error) => this.problems.push(`page error: ${String(error)}`));
    if (this.viewport) await this.page.setViewport(this.viewport);
  }

  async setViewport(viewport: Viewport) {
    this.viewport = viewport;
    await this.page.setViewport(viewport);
  }

  // Firefox over WebDriver BiDi has, rarely, left a navigation unreported: the call timed out
  // although the browser had loaded the page, or had stopped navigating at all. The first goes on,
  // the second is tried once more in a browser launched again; both say so in the test's output.
  async goto(path: string) {
    const url = new URL(path, this.baseUrl).href;
    const navigate = () => this.page.goto(url, { waitUntil: 'load', timeout: NAVIGATION_MS });
    try {
      await navigate();
      return;
    } catch (error) {
      if (!(error instanceof TimeoutError)) throw error;
      const state = await this.documentState();
      if (state === `${url} complete`) {
        console.warn(`${this.engine}: ${url} loaded, but its navigation was not reported in ${NAVIGATION_MS} ms`);
        return;
      }
      console.warn(
        `${this.engine}: ${url} did not load in ${NAVIGATION_MS} ms (${state}); the browser is launched again`,
      );
    }
    await this.close();
    await this.start();
    await navigate();
  }

  /** The page's address and `document.readyState`, or why they could not be read. */
  private documentState(): Promise<string> {
    const read = this.page.evaluate(() => `${location.href} ${document.readyState}`);
    return within(read, ANSWER_WITHIN_MS, 'reading the page').catch((error: unknown) => String(error));
  }

  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.page.evaluate(fn as never, ...(args as unknown as never[])) as Promise<Awaited<R>>;
  }

  async run(source: string) {
    await this.page.evaluate(source);
  }

  async click(selector: string, index = 0) {
    const { x, y } = await this.evaluate(SCROLL_TO_CENTRE, selector, index);
    await this.page.mouse.click(x, y);
  }

  async press(key: Key) {
    if (key !== 'Shift+Tab') return this.page.keyboard.press(KEYS[key]);
    await this.page.keyboard.down('Shift');
    await this.page.keyboard.press('Tab');
    await this.page.keyboard.up('Shift');
  }

  async type(text: string) {
    await this.page.keyboard.type(text);
  }

  async swipeLeft(selector: string) {
    const { from, to } = await this.evaluate(SWIPE_LEFT, selector);
    await this.page.mouse.move(from.x, from.y);
    await this.page.mouse.down();
    await this.page.mouse.move(to.x, to.y, { steps: 12 });
    await this.page.mouse.up();
  }

  reportedProblems() {
    return [...this.problems];
  }

  async screenshot() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async version() {
    return (await this.browser.version()).replace(/^(\w+)\//, (_, name: string) => `${name.toLowerCase()}/`);
  }

  async reset() {
    await this.page.goto(new URL('/engines/blank', this.baseUrl).href);
    await this.page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await this.browser.deleteCookie(...(await this.browser.cookies()));
    // Forgotten only now: leaving the last journey's page cuts off its loads still under way, which
    // Firefox reports ("could not load …") as a navigation the page cannot see coming does.
    this.problems = [];
  }

  async close() {
    // A browser that stopped answering may never confirm over its protocol: its process is killed.
    const answered = this.browser.close().then(() => true);
    const late = new Promise<false>((resolve) => setTimeout(resolve, ANSWER_WITHIN_MS, false));
    if (!(await Promise.race([answered, late]))) this.browser.process()?.kill('SIGKILL');
  }
}
