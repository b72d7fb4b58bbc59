// The CMS test sites' databases, read with MariaDB's client as root (the setups run as root).
import { execFileSync } from 'node:child_process';

/** Rows of a query on a test site's database, as lists of column values. */
export function queryRows(site: { database: string }, sql: string): string[][] {
  const output = execFileSync('mysql', ['--batch', '--skip-column-names', site.database, '-e', sql], {
    encoding: 'utf8',
  });
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}
