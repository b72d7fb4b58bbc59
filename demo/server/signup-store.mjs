// Newsletter signups as JSON lines in DATA_DIR/newsletter-signups.jsonl. Writes run one after
// another, so concurrent signups of one address store it once; each line is flushed to disk
// before the caller replies.
import { mkdir, open, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const SIGNUPS_FILE = 'newsletter-signups.jsonl';

export function createSignupStore(dataDir) {
  const file = join(dataDir, SIGNUPS_FILE);
  let known = null; // the stored addresses, read from the file on first use
  let queue = Promise.resolve();

  async function load() {
    await mkdir(dataDir, { recursive: true });
    const text = await readFile(file, 'utf8').catch((error) => (error.code === 'ENOENT' ? '' : Promise.reject(error)));
    const emails = new Set();
    for (const line of text.split('\n')) {
      if (!line.trim()) continue;
      try {
        emails.add(normalise(JSON.parse(line).email));
      } catch {
        // A damaged line (a crash mid-write) is skipped, not fatal.
      }
    }
    return emails;
  }

  async function store({ email, consent }) {
    known ??= await load();
    const key = normalise(email);
    if (known.has(key)) return { stored: false };
    const handle = await open(file, 'a');
    try {
      await handle.appendFile(`${JSON.stringify({ email: email.trim(), consent, time: new Date().toISOString() })}\n`);
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

/** Addresses compare without case and surrounding spaces. */
function normalise(email) {
  return String(email).trim().toLowerCase();
}
