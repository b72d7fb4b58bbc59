// A JSON-lines file that the demo server appends records to (the newsletter signups, the consent
// log). Writes run one after another, in the order asked for, and each line is flushed to disk
// before its write resolves: a caller that answers after the write never acknowledges a record a
// crash can lose, and two lines never interleave.
//
// A crash mid-write can leave a torn last line (no closing newline). When the file is opened it is
// cut back to its last newline, after the torn bytes are kept in a side file next to it
// (FILE.torn-<time>), so the next line starts on a line of its own and nothing is thrown away.
import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

const NEWLINE = 0x0a;
const EMPTY = Buffer.alloc(0);

/**
 * Opens `file` (it need not exist; its folder is made on the first append) and repairs a torn last
 * line at once. `load(lines)` turns the whole lines (text, empty ones left out) into the state each
 * `write` task gets. A failure to read is reported to the writes that need it; the next one tries
 * again.
 * @template State
 * @param {string} file
 * @param {(lines: string[]) => State} [load]
 */
export function openJsonLines(file, load = () => undefined) {
  let state = start();
  state.catch(() => {});
  let queue = Promise.resolve();

  async function start() {
    const text = (await readWholeLines(file)).toString('utf8');
    return load(text.split('\n').filter((line) => line.trim()));
  }

  /**
   * Runs `task(state, append)` once every earlier write has finished; `append(value)` writes
   * `value` as one JSON line and resolves once it is on disk. Resolves with the task's result.
   * @template T
   * @param {(state: State, append: (value: unknown) => Promise<void>) => T | Promise<T>} task
   * @returns {Promise<T>}
   */
  function write(task) {
    const result = queue.then(async () => {
      const current = await state.catch(() => (state = start()));
      return task(current, (value) => appendLine(file, value));
    });
    queue = result.catch(() => {});
    return result;
  }

  return {
    file,
    write,
    /** Appends `value` as one JSON line after every earlier write; resolves once it is on disk. */
    append: (value) => write((_, append) => append(value)),
  };
}

async function appendLine(file, value) {
  await mkdir(dirname(file), { recursive: true });
  const handle = await open(file, 'a');
  try {
    await handle.appendFile(`${JSON.stringify(value)}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The file's bytes up to its last newline (none when it does not exist), the torn rest cut off. */
async function readWholeLines(file) {
  const bytes = await readFile(file).catch((error) => (error.code === 'ENOENT' ? EMPTY : Promise.reject(error)));
  if (bytes.length === 0 || bytes[bytes.length - 1] === NEWLINE) return bytes;
  return cutTornLine(file, bytes);
}

/**
 * Keeps the bytes after the last newline in a side file (flushed), then truncates the file to that
 * newline (flushed). A crash between the two leaves both copies, never neither. Returns the kept part.
 */
async function cutTornLine(file, bytes) {
  const keep = bytes.lastIndexOf(NEWLINE) + 1;
  const torn = bytes.subarray(keep);
  const side = await keepInSideFile(file, torn);
  const handle = await open(file, 'r+');
  try {
    await handle.truncate(keep);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const problem = `${file} ended in a torn line (${torn.length} bytes, from a crash mid-write)`;
  console.warn(`demo server: ${problem}; cut back to its last whole line, the torn bytes kept in ${side}`);
  return bytes.subarray(0, keep);
}

/** Writes `bytes` (flushed) to a new file FILE.torn-<time>[-N], never over an earlier one; its path. */
async function keepInSideFile(file, bytes) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  for (let attempt = 0; ; attempt++) {
    const side = `${file}.torn-${stamp}${attempt ? `-${attempt}` : ''}`;
    const handle = await open(side, 'wx').catch((error) => (error.code === 'EEXIST' ? null : Promise.reject(error)));
    if (!handle) continue;
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    return side;
  }
}
