// The one table of bench figures in docs/performance.md, written by `npm run bench -- --report`.
// Each bench's run() returns rows; this module puts them between the page's markers. A run of some
// benches replaces only their rows and keeps the others, so a partial run does not erase the
// table. Above the table, a line says which browser and date each bench's rows come from.
import { readFile, writeFile } from 'node:fs/promises';

export const REPORT_FILE = new URL('../../docs/performance.md', import.meta.url);
const START = '<!-- generated: bench -->';
const END = '<!-- /generated -->';
const COLUMNS = ['bench', 'case', 'value', 'ratio', 'budget'];
const MEASURED = 'Measured: ';

// A cell's pipes are escaped as they are written, and kept so when a row is read back.
const escape = (text) => String(text).replaceAll('|', '\\|');

/**
 * A row's cells as the table shows them. A checked budget shows only whether it was met: the page
 * lists each bench's budgets above the table, and the words stay within its budget.
 */
export function rowCells({ bench, case: what, value, ratio = '', budget = '', ok }) {
  const verdict = budget && ok !== undefined ? (ok ? 'met' : '**over**') : budget;
  return [bench, what, value, ratio, verdict].map(escape);
}

/** The region between the markers in `text`; an error when the markers are missing. */
function region(text) {
  const start = text.indexOf(START);
  const end = text.indexOf(END, start);
  if (start < 0 || end < 0) throw new Error(`the bench report needs the markers ${START} and ${END}`);
  return {
    before: text.slice(0, start + START.length),
    inside: text.slice(start + START.length, end),
    after: text.slice(end),
  };
}

/** A table line's cells, its pipes escaped in a cell left as they are. */
const cellsOf = (line) =>
  line
    .trim()
    .replace(/^\||\|$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** What the report in `text` holds: per bench, the browser and date of its rows, and the rows as cells. */
export function parseReport(text) {
  const { inside } = region(text);
  const runs = new Map();
  const rows = [];
  for (const line of inside.split('\n')) {
    if (line.startsWith(MEASURED)) {
      for (const part of line.slice(MEASURED.length).replace(/\.$/, '').split('; ')) {
        const [, benches, browser, date] = /^(.+?) in (.+) on (\d{4}-\d{2}-\d{2})$/.exec(part) ?? [];
        for (const bench of benches?.split(', ') ?? []) runs.set(bench, { browser, date });
      }
    } else if (line.startsWith('|')) {
      const cells = cellsOf(line);
      if (cells[0] === COLUMNS[0] || /^-+$/.test(cells[0])) continue;
      rows.push(cells);
    }
  }
  return { runs, rows };
}

/** The region's text: the line of browsers and dates, then the table. */
function renderReport({ runs, rows }) {
  const groups = new Map();
  for (const [bench, { browser, date }] of runs) {
    const key = `${browser} on ${date}`;
    groups.set(key, [...(groups.get(key) ?? []), bench]);
  }
  const measured = [...groups].map(([key, benches]) => `${benches.join(', ')} in ${key}`).join('; ');
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const table = [line(COLUMNS), line(COLUMNS.map(() => '---')), ...rows.map(line)];
  return `\n${MEASURED}${measured}.\n\n${table.join('\n')}\n`;
}

/**
 * `text` with its report region holding the new `rows` of the benches in `ran`, measured in
 * `browser` on `date`, and the old rows of every other bench. Rows are ordered by `order` (the
 * benches' names); the rows of a bench not in it, which no longer exists, are left out.
 */
export function withReport(text, { ran, rows, browser, date, order }) {
  const { before, after } = region(text);
  const old = parseReport(text);
  const runs = new Map();
  const kept = old.rows.filter(([bench]) => !ran.includes(bench));
  const all = [...kept, ...rows.map(rowCells)];
  for (const bench of order) {
    if (ran.includes(bench)) runs.set(bench, { browser, date });
    else if (old.runs.has(bench) && kept.some(([name]) => name === bench)) runs.set(bench, old.runs.get(bench));
  }
  const position = (cells) => order.indexOf(cells[0]);
  const sorted = all.filter((cells) => position(cells) >= 0).sort((a, b) => position(a) - position(b));
  const shown = new Map([...runs].filter(([bench]) => sorted.some(([name]) => name === bench)));
  return `${before}${renderReport({ runs: shown, rows: sorted })}${after}`;
}

/** Writes the rows of the benches in `ran` into docs/performance.md. */
export async function writeReport(options, file = REPORT_FILE) {
  await writeFile(file, withReport(await readFile(file, 'utf8'), options));
}
