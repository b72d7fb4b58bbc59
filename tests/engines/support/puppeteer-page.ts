// Chromium (over the DevTools protocol) and Firefox ESR (over WebDriver BiDi, no geckodriver), both
// driven by puppeteer-core, as an EnginePage.
import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';
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
      const browser = await launch(name, executablePath, reducedMotion);
      const page = await browser.newPage();
      await page.setViewport(viewport);
      if (name === 'chromium')
        await page.emulateMediaFeatures([
          { name: 'prefers-reduced-motion', value: reducedMotion ? 'reduce' : 'no-preference' },
        ]);
      return new PuppeteerPage(name, browser, page, baseUrl);
    },
  };
}

class PuppeteerPage implements EnginePage {
  private problems: string[] = [];

  constructor(
    readonly engine: EngineName,
    private browser: Browser,
    private page: Page,
    private baseUrl: string,
  ) {
    page.on('console', (message) => {
      const where = message.location().url;
      if (message.type() === 'error') this.problems.push(`console: ${message.text()}${where ? ` (${where})` : ''}`);
    });
    page.on('pageerror', (error) => this.problems.push(`page error: ${String(error)}`));
  }

  async setViewport(viewport: Viewport) {
    await this.page.setViewport(viewport);
  }

  async goto(path: string) {
    await this.page.goto(new URL(path, this.baseUrl).href, { waitUntil: 'load' });
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
    const late = new Promise<false>((resolve) => setTimeout(resolve, 10_000, false));
    if (!(await Promise.race([answered, late]))) this.browser.process()?.kill('SIGKILL');
  }
}
