import { existsSync } from 'node:fs';

/** CHROME_PATH or Debian's /usr/bin/chromium (the browser tests install it when missing). */
export function findChromium() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path))
    throw new Error(`The bench needs Chromium at ${path} (or set CHROME_PATH): sudo apt-get install chromium`);
  return path;
}
