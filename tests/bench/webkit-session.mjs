// A WebKitGTK session, as the engine tests (tests/engines/support/webdriver-page.ts) and the
// after-load bench (engines.mjs) drive WebKit: Debian's WebKitWebDriver with the MiniBrowser it
// ships, over classic WebDriver (selenium-webdriver). MiniBrowser has no headless mode, so each
// session gets a display of its own (Xvfb), and a config folder of its own.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder } from 'selenium-webdriver';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * Starts Xvfb, the WebDriver server at `driverPath` and MiniBrowser with a window of `viewport`'s
 * size; `reducedMotion` is GTK's animation setting, which WebKitGTK follows for
 * `prefers-reduced-motion`. Resolves to the session's driver and `close()`, which ends every
 * process it started and removes its config folder.
 */
export async function startWebKitSession({ driverPath, viewport, reducedMotion }) {
  const processes = [];
  const configDir = await mkdtemp(join(tmpdir(), 'site-widgets-webkit-'));
  const end = async () => {
    for (const child of processes) child.kill();
    await rm(configDir, { recursive: true, force: true });
  };
  try {
    const display = await startXvfb(processes);
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
    return {
      driver,
      async close() {
        try {
          await driver.quit();
        } finally {
          await end();
        }
      },
    };
  } catch (error) {
    await end();
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

/** Starts Xvfb on the first free display (it writes the number it took to fd 3); resolves to `:N`. */
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
