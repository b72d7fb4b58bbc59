// The Nu HTML Checker, the W3C's (vnu.jar from npm's vnu-jar), as a second opinion on whole pages:
// run once for all the pages a test gives it, on Debian's Java (tests/support/java-setup.sh, which
// the tests' setups run). vnu-jar's own download of a Java runtime is never used (package.json
// denies its install script).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

interface NuMessage {
  type: string;
  url?: string;
  message: string;
  lastLine?: number;
  firstColumn?: number;
  extract?: string;
}

/** The Nu HTML Checker's errors in each page (name → its HTML), one line each: `NAME:LINE:COLUMN message`. */
export function nuErrors(pages: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'nu-checker-'));
  try {
    const names = Object.keys(pages);
    const files = names.map((name, index) => {
      const file = join(dir, `${index}.html`);
      writeFileSync(file, pages[name]!);
      return file;
    });
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error)
      throw new Error(`the Nu HTML Checker needs Java (tests/support/java-setup.sh): ${run.error.message}`);
    // JSON on stderr, exit 1 when there are errors; anything else is the checker failing.
    let messages: NuMessage[];
    try {
      messages = (JSON.parse(run.stderr) as { messages: NuMessage[] }).messages;
    } catch {
      throw new Error(`the Nu HTML Checker failed (exit ${run.status}): ${run.stderr}${run.stdout}`);
    }
    return messages.map((message) => {
      // Each page is the file named by its index (the checker writes file: URLs its own way).
      const index = /\/(\d+)\.html$/.exec(message.url ?? '')?.[1];
      const where = index === undefined ? (message.url ?? '(no file)') : names[Number(index)];
      const extract = message.extract ? ` (${message.extract.trim()})` : '';
      const line = `${message.lastLine ?? 0}:${message.firstColumn ?? 0}`;
      return `${where}:${line} ${message.type}: ${message.message}${extract}`;
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
