// The three engines as the after-load bench drives them, the way the engine tests do
// (tests/engines/support/): Chromium over the DevTools protocol and Firefox ESR over WebDriver BiDi,
// both by puppeteer-core; WebKitGTK by its WebDriver server and MiniBrowser (selenium-webdriver), on
// a display of its own (Xvfb). One tab per engine, reused for every page: `goto`, `evaluate`, a real
// pointer `click` at a point, a real key `press`. Only Chromium slows its CPU (`throttle`) and tells
// its heap (`heap`); the others answer null.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { Builder, Key, Origin } from 'selenium-webdriver';
import { CHROMIUM_ARGS } from './chromium-args.mjs';
import { findChromium } from './find-chromium.mjs';

export const ENGINE_NAMES = ['chromium', 'firefox', 'webkit'];
const FIREFOX = '/usr/bin/firefox-esr';
const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

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
    close: () => browser.close(),
  };
}

const WEBDRIVER_KEYS = { ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT, Enter: Key.ENTER };

async function openWebKit(viewport) {
  const processes = [];
  const configDir = await mkdtemp(join(tmpdir(), 'site-widgets-bench-webkit-'));
  try {
    const display = await startXvfb(processes);
    const port = await freePort();
    processes.push(
      spawn(WEBKIT_DRIVER, [`--port=${port}`], {
        stdio: 'ignore',
        // Software GL under Xvfb draws a composited page a few frames a second (webdriver-page.ts).
        env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: configDir, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
      }),
    );
    const driver = await connect(`http://127.0.0.1:${port}`);
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...viewport });
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
      async close() {
        try {
          await driver.quit();
        } finally {
          for (const child of processes) child.kill();
          await rm(configDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    for (const child of processes) child.kill();
    await rm(configDir, { recursive: true, force: true });
    throw error;
  }
}

/** The WebDriver server takes a moment to listen: the new session is tried again for a while. */
async function connect(server) {
  const capabilities = {
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation', '--full-screen'] },
  };
  for (let attempt = 0; ; attempt++) {
    try {
      return await new Builder().usingServer(server).withCapabilities(capabilities).build();
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/** Xvfb on the first free display (it writes the number to fd 3); resolves to `:N`. */
function startXvfb(processes) {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  processes.push(xvfb);
  return new Promise((resolve, reject) => {
    let errors = '';
    xvfb.stderr.on('data', (chunk) => (errors += chunk));
    xvfb.stdio[3].on('data', (chunk) => resolve(`:${String(chunk).trim()}`));
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
