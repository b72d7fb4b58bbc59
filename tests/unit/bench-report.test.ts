// @vitest-environment node
// The bench report (tests/bench/report.mjs): `npm run bench -- --report` writes the benches' rows
// between the markers of docs/performance.md. A run of some benches replaces only their rows, so a
// partial run keeps the rest of the table, and the line above the table says which browser and
// date each bench's rows come from.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parseReport, REPORT_FILE, rowCells, withReport } from '../bench/report.mjs';

const BENCH_FOLDER = new URL('../bench/', import.meta.url);
const ORDER = ['sizes', 'pages', 'collapse'];
const EMPTY = '# Performance\n\nProse before.\n\n<!-- generated: bench -->\n<!-- /generated -->\n\nAfter.\n';

const sizes = [
  { bench: 'sizes', case: 'entry, gzip', value: '9.4 KB', budget: '≤ 10 KB', ok: true },
  { bench: 'sizes', case: 'stylesheet, gzip', value: '5.8 KB', budget: '≤ 15 KB', ok: true },
];
const collapse = [
  {
    bench: 'collapse',
    case: '10 items: ours',
    value: '214 ms',
    ratio: '1.40× floor',
    budget: '≤ 1.3× floor',
    ok: false,
  },
];

describe('the bench report', () => {
  it('writes the rows of a run between the markers, and leaves the rest of the page as it was', () => {
    const page = withReport(EMPTY, {
      ran: ['sizes'],
      rows: sizes,
      browser: 'Chromium 156.0.1',
      date: '2026-11-27',
      order: ORDER,
    });
    expect(page.startsWith('# Performance\n\nProse before.\n\n<!-- generated: bench -->\n')).toBe(true);
    expect(page.endsWith('<!-- /generated -->\n\nAfter.\n')).toBe(true);
    expect(page).toContain('Measured: sizes in Chromium 156.0.1 on 2026-11-27.');
    expect(page).toContain('| bench | case | value | ratio | budget |');
    expect(page).toContain('| sizes | entry, gzip | 9.4 KB |  | met |');
  });

  it('marks a budget that was not met', () => {
    expect(rowCells(collapse[0]!)).toEqual(['collapse', '10 items: ours', '214 ms', '1.40× floor', '**over**']);
  });

  it('replaces only the rows of the benches that ran, keeping the others with their browser and date', () => {
    const first = withReport(EMPTY, {
      ran: ['sizes', 'collapse'],
      rows: [...sizes, ...collapse],
      browser: 'Chromium 155',
      date: '2026-10-01',
      order: ORDER,
    });
    const newer = [{ bench: 'sizes', case: 'entry, gzip', value: '9.5 KB', budget: '≤ 10 KB', ok: true }];
    const second = withReport(first, {
      ran: ['sizes'],
      rows: newer,
      browser: 'Chromium 156',
      date: '2026-11-27',
      order: ORDER,
    });
    const { runs, rows } = parseReport(second);
    expect(rows.map((cells) => cells.slice(0, 3))).toEqual([
      ['sizes', 'entry, gzip', '9.5 KB'],
      ['collapse', '10 items: ours', '214 ms'],
    ]);
    expect(runs.get('sizes')).toEqual({ browser: 'Chromium 156', date: '2026-11-27' });
    expect(runs.get('collapse')).toEqual({ browser: 'Chromium 155', date: '2026-10-01' });
    expect(second).toContain('Measured: sizes in Chromium 156 on 2026-11-27; collapse in Chromium 155 on 2026-10-01.');
    // Written again with nothing new, the region stays as it is.
    expect(withReport(second, { ran: [], rows: [], browser: 'Chromium 157', date: '2026-12-01', order: ORDER })).toBe(
      second,
    );
  });

  it('orders the rows by bench and leaves out those of a bench that no longer exists', () => {
    const old = withReport(EMPTY, {
      ran: ['collapse', 'gone'],
      rows: [...collapse, { bench: 'gone', case: 'x', value: '1 ms' }],
      browser: 'Chromium 155',
      date: '2026-10-01',
      order: [...ORDER, 'gone'],
    });
    const page = withReport(old, {
      ran: ['sizes'],
      rows: sizes,
      browser: 'Chromium 156',
      date: '2026-11-27',
      order: ORDER,
    });
    expect(parseReport(page).rows.map(([bench]) => bench)).toEqual(['sizes', 'sizes', 'collapse']);
    expect(page).not.toContain('gone');
  });

  it('keeps a pipe in a cell as text', () => {
    const rows = [{ bench: 'pages', case: 'a | b', value: '1 ms' }];
    const page = withReport(EMPTY, { ran: ['pages'], rows, browser: 'Chromium 156', date: '2026-11-27', order: ORDER });
    expect(page).toContain('| pages | a \\| b | 1 ms |  |  |');
    expect(parseReport(page).rows[0]![1]).toBe('a \\| b');
  });

  it('refuses a page without the markers', () => {
    expect(() => withReport('# Performance\n', { ran: [], rows: [], browser: '', date: '', order: ORDER })).toThrow(
      '<!-- generated: bench -->',
    );
  });

  it('is in docs/performance.md, whose table reads back as written, each row named by a bench', async () => {
    const page = await readFile(REPORT_FILE, 'utf8');
    const benches = [...new Set(parseReport(page).rows.map(([bench]) => bench!))];
    for (const bench of benches) expect(existsSync(new URL(`${bench}.mjs`, BENCH_FOLDER)), bench).toBe(true);
    expect(withReport(page, { ran: [], rows: [], browser: '', date: '', order: benches })).toBe(page);
  });
});
