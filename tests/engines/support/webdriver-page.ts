// WebKit, as Safari's engine ships in Debian (WebKitGTK): its WebDriver server, WebKitWebDriver, with
// the MiniBrowser it ships, driven by selenium-webdriver over classic WebDriver, as an EnginePage.
// The session (Xvfb, the server, the browser) is started as the benches start it
// (tests/bench/webkit-session.mjs).
import { Key as WebDriverKey, Origin } from 'selenium-webdriver';
import { startWebKitSession, type WebKitSession } from '../../bench/webkit-session.mjs';
import { SWIPE_LEFT, SCROLL_TO_CENTRE, type Engine, type EnginePage, type Key, type Viewport } from './engine';

const KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Enter: WebDriverKey.ENTER,
  Escape: WebDriverKey.ESCAPE,
  Tab: WebDriverKey.TAB,
  Space: WebDriverKey.SPACE,
  ArrowLeft: WebDriverKey.ARROW_LEFT,
  ArrowRight: WebDriverKey.ARROW_RIGHT,
  ArrowUp: WebDriverKey.ARROW_UP,
  ArrowDown: WebDriverKey.ARROW_DOWN,
  Home: WebDriverKey.HOME,
  End: WebDriverKey.END,
};

/** How long a page function may take (axe over the whole demo page is the longest). */
const SCRIPT_TIMEOUT = 60_000;

export function webkitEngine(driverPath: string, baseUrl: string): Engine {
  return {
    name: 'webkit',
    async open(options) {
      const session = await startWebKitSession({ driverPath, ...options });
      try {
        await session.driver.manage().setTimeouts({ script: SCRIPT_TIMEOUT });
      } catch (error) {
        await session.close();
        throw error;
      }
      return new WebDriverPage(session, baseUrl);
    },
  };
}

class WebDriverPage implements EnginePage {
  readonly engine = 'webkit';

  constructor(
    private session: WebKitSession,
    private baseUrl: string,
  ) {}

  private get driver() {
    return this.session.driver;
  }

  async setViewport(viewport: Viewport) {
    await this.driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...viewport });
  }

  async goto(path: string) {
    // Classic WebDriver's navigation waits for the load event (pageLoadStrategy "normal").
    await this.driver.get(new URL(path, this.baseUrl).href);
  }

  async evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    // Asynchronous, so that a page function may return a promise; an exception comes back as a
    // value, so that its message reaches the test.
    const outcome = (await this.driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${String(fn)}).apply(null, Array.from(arguments).slice(0, -1)))
         .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      ...args,
    )) as { value: Awaited<R> } | { error: string };
    if ('error' in outcome) throw new Error(`in the page: ${outcome.error}`);
    return outcome.value;
  }

  async run(source: string) {
    await this.driver.executeScript(source);
  }

  async click(selector: string, index = 0) {
    const { x, y } = await this.evaluate(SCROLL_TO_CENTRE, selector, index);
    await this.driver
      .actions()
      .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
      .press()
      .release()
      .perform();
  }

  async press(key: Key) {
    const actions = this.driver.actions();
    if (key === 'Shift+Tab')
      return actions.keyDown(WebDriverKey.SHIFT).sendKeys(WebDriverKey.TAB).keyUp(WebDriverKey.SHIFT).perform();
    await actions.sendKeys(KEYS[key]).perform();
  }

  async type(text: string) {
    await this.driver.actions().sendKeys(text).perform();
  }

  async swipeLeft(selector: string) {
    const { from, to } = await this.evaluate(SWIPE_LEFT, selector);
    // In small steps, as a hand moves: one jump would be a single pointermove.
    let actions = this.driver
      .actions()
      .move({ ...from, origin: Origin.VIEWPORT })
      .press();
    for (let step = 1; step <= 12; step++)
      actions = actions.move({ x: Math.round(from.x + ((to.x - from.x) * step) / 12), y: from.y, duration: 10 });
    await actions.release().perform();
  }

  reportedProblems() {
    return []; // classic WebDriver reports no console messages: the page's probe records them
  }

  async screenshot() {
    return Buffer.from(await this.driver.takeScreenshot(), 'base64');
  }

  async version() {
    const capabilities = await this.driver.getCapabilities();
    return `webkitgtk/${String(capabilities.get('browserVersion'))}`;
  }

  async reset() {
    await this.driver.get(new URL('/engines/blank', this.baseUrl).href);
    await this.driver.executeScript('localStorage.clear(); sessionStorage.clear();');
    await this.driver.manage().deleteAllCookies();
  }

  async close() {
    await this.session.close();
  }
}
