// Newsletter signups as JSON lines in DATA_DIR/newsletter-signups.jsonl. Writes run one after
// another, so concurrent signups of one address store it once; each line is flushed to disk
// before the caller replies.
//
// A crash mid-write can leave a torn last line (no closing newline). On start the store cuts the
// file back to its last newline, after keeping the torn bytes in a side file next to it
// (newsletter-signups.jsonl.torn-<time>), so the next line starts on a line of its own.
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const SIGNUPS_FILE = 'newsletter-signups.jsonl';
const NEWLINE = 0x0a;

export function createSignupStore(dataDir) {
  const file = join(dataDir, SIGNUPS_FILE);
  // The stored addresses, read (and the file repaired) as the store is created; a failure is
  // reported to the signups that need it, and the next one tries again.
  let loaded = load();
  loaded.catch(() => {});
  let queue = Promise.resolve();

  async function load() {
    await mkdir(dataDir, { recursive: true });
    let bytes = await readFile(file).catch((error) => (error.code === 'ENOENT' ? Buffer.alloc(0) : Promise.reject(error)));
    if (bytes.length > 0 && bytes[bytes.length - 1] !== NEWLINE) bytes = await cutTornLine(file, bytes);
    const emails = new Set();
    for (const line of bytes.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        emails.add(normaliseEmail(JSON.parse(line).email));
      } catch {
        // A damaged line inside the file is skipped, not fatal.
      }
    }
    return emails;
  }

  async function store({ email, consent }) {
    const known = await loaded.catch(() => (loaded = load()));
    const key = normaliseEmail(email);
    if (known.has(key)) return { stored: false };
    const handle = await open(file, 'a');
    try {
      await handle.appendFile(`${JSON.stringify({ email: String(email).trim().normalize('NFC'), consent, time: new Date().toISOString() })}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    known.add(key);
    return { stored: true };
  }

  return {
    file,
    /** Appends the signup unless the address is stored already; resolves `{ stored }` once on disk. */
    add(signup) {
      const result = queue.then(() => store(signup));
      queue = result.catch(() => {});
      return result;
    },
  };
}

/**
 * Addresses compare as one address whatever their Unicode form (NFC: a precomposed "é" and
 * "e" + combining accent are the same), case and surrounding spaces.
 */
function normaliseEmail(email) {
  return String(email).trim().normalize('NFC').toLowerCase();
}

/**
 * Keeps the bytes after the last newline in a side file (flushed), then truncates the file to that
 * newline (flushed). A crash between the two leaves both copies, never neither. Returns the kept part.
 */
async function cutTornLine(file, bytes) {
  const keep = bytes.lastIndexOf(NEWLINE) + 1;
  const torn = bytes.subarray(keep);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  let side;
  for (let attempt = 0; ; attempt++) {
    side = `${file}.torn-${stamp}${attempt ? `-${attempt}` : ''}`;
    const handle = await open(side, 'wx').catch((error) => (error.code === 'EEXIST' ? null : Promise.reject(error)));
    if (!handle) continue;
    try {
      await handle.writeFile(torn);
      await handle.sync();
    } finally {
      await handle.close();
    }
    break;
  }
  const handle = await open(file, 'r+');
  try {
    await handle.truncate(keep);
    await handle.sync();
  } finally {
    await handle.close();
  }
  console.warn(`demo server: ${file} ended in a torn line (${torn.length} bytes, from a crash mid-write); cut back to its last whole line, the torn bytes kept in ${side}`);
  return bytes.subarray(0, keep);
}
