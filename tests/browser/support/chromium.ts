// Finds Debian's Chromium for the browser tests: CHROME_PATH, else /usr/bin/chromium. On a Debian
// machine where it is missing and we are root, installs it with apt-get (saying so); otherwise
// fails with the command to run. Never skips.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEFAULT_PATH = '/usr/bin/chromium';

export function findChromium(): string {
  const configured = process.env.CHROME_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROME_PATH is set to ${configured}, but there is no file there.`);
    return configured;
  }
  if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(
      'Chromium is missing: installing it with `apt-get install chromium` (Debian package) for the browser tests…',
    );
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(DEFAULT_PATH)) return DEFAULT_PATH;
  }
  throw new Error(
    `The browser tests need Chromium at ${DEFAULT_PATH} (or set CHROME_PATH). ` +
      'Install it with: sudo apt-get install chromium',
  );
}

export { CHROMIUM_ARGS } from '../../bench/chromium-args.mjs';
