// The three engines as the after-load bench drives them, the way the engine tests do
// (tests/engines/support/): Chromium over the DevTools protocol and Firefox ESR over WebDriver BiDi,
// both by puppeteer-core; WebKitGTK by its WebDriver server and MiniBrowser (selenium-webdriver), on
// a display of its own (Xvfb). One tab per engine, reused for every page: `goto`, `evaluate`, a real
// pointer `click` at a point, a real key `press`. Only Chromium slows its CPU (`throttle`) and tells
// its heap (`heap`, and `heapTypes`: heap-types.mjs); the others answer null.
import puppeteer from 'puppeteer-core';
import { Key, Origin } from 'selenium-webdriver';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { findChromium } from './find-chromium.mjs';
import { heapTypes } from './heap-types.mjs';
import { startWebKitSession } from './webkit-session.mjs';

export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'];
const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';

/** Opens `name`'s browser with one tab of `viewport`'s size; resolves to the tab's calls. */
export async function openEngine(name, viewport) {
  return name === 'webkit' ? openWebKit(viewport) : openPuppeteer(name, viewport);
}

async function openPuppeteer(name, { width, height }) {
  const browser =
    name === 'firefox'
      ? await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true })
      : await puppeteer.launch({ executablePath: findChromium(), headless: true, args: CHROMIUM_ARGS });
  // Each page in a browser context of its own: a tab that went on to the next page would keep the
  // last one in its back-forward cache, and its heap with it.
  let context = null;
  let tab = null;
  let cdp = null;
  let rate = 1;
  async function fresh() {
    await context?.close();
    context = await browser.createBrowserContext();
    tab = await context.newPage();
    // A phone's screen where the protocol has one (Chromium); Firefox takes the size only.
    await tab.setViewport(name === 'chromium' ? { width, height, isMobile: true, hasTouch: true } : { width, height });
    cdp = name === 'chromium' ? await tab.createCDPSession() : null;
    if (cdp && rate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  return {
    name,
    version: (await browser.version()).replace(/^(\w+)\//, (_, product) => `${product} `),
    async goto(url) {
      await fresh();
      await tab.goto(url, { waitUntil: 'load', timeout: 180_000 });
    },
    evaluate: (fn, ...args) => tab.evaluate(fn, ...args),
    click: (x, y) => tab.mouse.click(x, y),
    press: (key) => tab.keyboard.press(key),
    throttle: async (slowdown) => {
      if (name === 'chromium') rate = slowdown;
    },
    async heap() {
      if (!cdp) return null;
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    },
    heapTypes: async () => (cdp ? heapTypes(cdp) : null),
    close: () => browser.close(),
  };
}

const WEBDRIVER_KEYS = { ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, Enter: Key.ENTER };

async function openWebKit(viewport) {
  const session = await startWebKitSession({ driverPath: WEBKIT_DRIVER, viewport, reducedMotion: false });
  const { driver } = session;
  try {
    await driver.manage().setTimeouts({ script: 180_000, pageLoad: 180_000 });
    const capabilities = await driver.getCapabilities();
    return {
      name: 'webkit',
      version: `WebKitGTK ${String(capabilities.get('browserVersion'))}`,
      goto: (url) => driver.get(url),
      async evaluate(fn, ...args) {
        const outcome = await driver.executeAsyncScript(
          `const done = arguments[arguments.length - 1];
           Promise.resolve().then(() => (${String(fn)}).apply(null, Array.from(arguments).slice(0, -1)))
             .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
          ...args,
        );
        if ('error' in outcome) throw new Error(`in the page: ${outcome.error}`);
        return outcome.value;
      },
      click: (x, y) =>
        driver
          .actions()
          .move({ x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT })
          .press()
          .release()
          .perform(),
      press: (key) => driver.actions().sendKeys(WEBDRIVER_KEYS[key]).perform(),
      throttle: async () => null,
      heap: async () => null,
      heapTypes: async () => null,
      close: () => session.close(),
    };
  } catch (error) {
    await session.close();
    throw error;
  }
}
