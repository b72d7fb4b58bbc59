// Newsletter signups as JSON lines in DATA_DIR/newsletter-signups.jsonl (jsonl-file.mjs: each
// line flushed to disk before the caller replies, a torn last line from a crash repaired on start).
// The check for a known address and the append run as one write, so concurrent signups of one
// address store it once.
import { join } from 'node:path';
import { openJsonLines } from './jsonl-file.mjs';

const SIGNUPS_FILE = 'newsletter-signups.jsonl';

export function createSignupStore(dataDir) {
  const signups = openJsonLines(join(dataDir, SIGNUPS_FILE), knownEmails);

  return {
    file: signups.file,
    /** Appends the signup unless the address is stored already; resolves `{ stored }` once on disk. */
    add({ email, consent }) {
      return signups.write(async (known, append) => {
        const key = normaliseEmail(email);
        if (known.has(key)) return { stored: false };
        await append({ email: String(email).trim().normalize('NFC'), consent, time: new Date().toISOString() });
        known.add(key);
        return { stored: true };
      });
    },
  };
}

/** The stored addresses, normalised; a damaged line inside the file is skipped, not fatal. */
function knownEmails(lines) {
  const emails = new Set();
  for (const line of lines) {
    try {
      emails.add(normaliseEmail(JSON.parse(line).email));
    } catch {
      // skipped
    }
  }
  return emails;
}

/**
 * Addresses compare as one address whatever their Unicode form (NFC: a precomposed "é" and
 * "e" + combining accent are the same), case and surrounding spaces.
 */
function normaliseEmail(email) {
  return String(email).trim().normalize('NFC').toLowerCase();
}
