// WebKit, as Safari's engine ships in Debian (WebKitGTK): its WebDriver server, WebKitWebDriver, with
// the MiniBrowser it ships, driven by selenium-webdriver over classic WebDriver, as an EnginePage.
// MiniBrowser has no headless mode, so each session gets a display of its own (Xvfb).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key as WebDriverKey, Origin, type WebDriver } from 'selenium-webdriver';
import {
  SWIPE_LEFT,
  SCROLL_TO_CENTRE,
  type Engine,
  type EnginePage,
  type Key,
  type LaunchOptions,
  type Viewport,
} from './engine';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

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
      const session = await startSession(driverPath, options);
      return new WebDriverPage(session, baseUrl);
    },
  };
}

interface Session {
  driver: WebDriver;
  processes: ChildProcess[];
  configDir: string;
}

async function startSession(driverPath: string, { viewport, reducedMotion }: LaunchOptions): Promise<Session> {
  const processes: ChildProcess[] = [];
  const configDir = await mkdtemp(join(tmpdir(), 'site-widgets-webkit-'));
  try {
    const display = await startXvfb(processes);
    // WebKitGTK follows GTK's animation setting for `prefers-reduced-motion`.
    await mkdir(join(configDir, 'gtk-3.0'));
    await writeFile(
      join(configDir, 'gtk-3.0', 'settings.ini'),
      `[Settings]\ngtk-enable-animations=${reducedMotion ? 'false' : 'true'}\n`,
    );
    const port = await freePort();
    const driverProcess = spawn(driverPath, [`--port=${port}`], {
      stdio: 'ignore',
      env: {
        ...process.env,
        DISPLAY: display,
        XDG_CONFIG_HOME: configDir,
        // With software GL under Xvfb, WebKitGTK's compositing draws a few frames a second: the
        // sliders' and the hero's animations would stretch past any wait.
        WEBKIT_DISABLE_COMPOSITING_MODE: '1',
      },
    });
    processes.push(driverProcess);
    const driver = await connect(`http://127.0.0.1:${port}`);
    // Without its toolbar (--full-screen) the window can be as narrow as a phone.
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...viewport });
    await driver.manage().setTimeouts({ script: SCRIPT_TIMEOUT });
    return { driver, processes, configDir };
  } catch (error) {
    for (const child of processes) child.kill();
    await rm(configDir, { recursive: true, force: true });
    throw error;
  }
}

/** The WebDriver server takes a moment to listen: retry the new session for a while. */
async function connect(server: string): Promise<WebDriver> {
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

/** Starts Xvfb on the first free display (it writes the number it took to fd 3); resolves to `:N`. */
function startXvfb(processes: ChildProcess[]): Promise<string> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  processes.push(xvfb);
  return new Promise((resolve, reject) => {
    let errors = '';
    xvfb.stderr!.on('data', (chunk) => (errors += chunk));
    xvfb.stdio[3]!.on('data', (chunk) => resolve(`:${String(chunk).trim()}`));
    xvfb.on('error', reject);
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

class WebDriverPage implements EnginePage {
  readonly engine = 'webkit';

  constructor(
    private session: Session,
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
    try {
      await this.driver.quit();
    } finally {
      for (const child of this.session.processes) child.kill();
      await rm(this.session.configDir, { recursive: true, force: true });
    }
  }
}
