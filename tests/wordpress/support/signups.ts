// The test site's stored signups, read with MariaDB's client as root (setup.sh runs as root).
import { execFileSync } from 'node:child_process';
import type { WordPressSite } from './global-setup';

/** The stored rows for an address: [email, consent]. */
export function storedRows(site: WordPressSite, email: string): string[][] {
  if (!/^[a-z0-9.@+-]+$/.test(email)) throw new Error(`not a test address: ${email}`);
  const sql = `SELECT email, consent FROM ${site.signupsTable} WHERE email = '${email}'`;
  const output = execFileSync('mysql', ['--batch', '--skip-column-names', site.database, '-e', sql], {
    encoding: 'utf8',
  });
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}
