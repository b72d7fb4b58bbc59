// The after-load bench's figures (after-load.mjs): the full detail per engine on the console, and
// for the report's table a few compact rows and the targets as budgets, read in Chromium
// on the phone: every interaction's INP within 1.2× the native exclusive accordion's at 100 and
// 1,000 sections and under 200 ms at 1,000, and the accordion's heap within 1.2× the floor's.
import { ratio } from './support.mjs';

const NATIVE_FACTOR = 1.2;
const INP_LIMIT_MS = 200;
const HEAP_FACTOR = 1.2;
const NAMES = {
  native: 'native',
  govuk: 'GOV.UK',
  react: 'floor',
  hinted: 'floor+hint',
  ours: 'ours',
  before: 'before',
};

const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)}`);
const mb = (bytes) => (bytes === null || bytes === undefined ? '–' : (bytes / 2 ** 20).toFixed(1));
const times = (value, of) => (value && of ? ratio(value, of) : '–');

/** Prints one engine's rows: per case and size, each kind's INP, next frame and heap, and ours against each. */
export function printEngine({ version, rows }, runs) {
  console.log(
    `\nafter load, ${version}: worst of six interactions, median of ${runs} loads; ` +
      'INP (Event Timing) and click to next frame (rAF) in ms, heap after GC in MB',
  );
  for (const row of rows) {
    const { ours, ...peers } = row.kinds;
    const cells = Object.entries(row.kinds).map(
      ([kind, { inp, frame, heap }]) => `${NAMES[kind]} ${ms(inp)}/${ms(frame)}/${mb(heap)}`,
    );
    const against = Object.entries(peers).map(
      ([kind, peer]) =>
        `${NAMES[kind]}: INP ${times(ours.inp, peer.inp)}, frame ${times(ours.frame, peer.frame)}` +
        (ours.heap ? `, heap ${times(ours.heap, peer.heap)}` : ''),
    );
    console.log(
      `${row.case.padEnd(24)}${String(row.n).padStart(5)}  ${cells.join('  ')}  | ours/${against.join('; ')}`,
    );
  }
}

/** Prints, per size, each kind's heap in KB by kind of object (heap-types.mjs), the largest first. */
export function printHeapTypes(bySize) {
  const label = (type) => (type === 'native' ? 'DOM, engine' : type);
  for (const [n, byKind] of Object.entries(bySize)) {
    const kinds = Object.keys(byKind);
    const types = [...new Set(kinds.flatMap((kind) => Object.keys(byKind[kind])))];
    const total = (type) => kinds.reduce((sum, kind) => sum + (byKind[kind][type] ?? 0), 0);
    types.sort((a, b) => total(b) - total(a));
    console.log(`\nheap by kind of object, ${n} sections, KB (one load)`);
    console.log(`${''.padEnd(20)}${kinds.map((kind) => NAMES[kind].padStart(11)).join('')}`);
    for (const type of types) {
      const cells = kinds.map((kind) => String(Math.round((byKind[kind][type] ?? 0) / 1024)).padStart(11));
      console.log(`${label(type).padEnd(20)}${cells.join('')}`);
    }
  }
}

/** The native exclusive accordion's INP at `n` sections in `rows`. */
const nativeAccordion = (rows, n) => rows.find((row) => row.case === 'accordion' && row.n === n)?.kinds.native.inp;

/** The budgets (Chromium's rows) and the report's rows: few and short, the console has the rest. */
export function afterLoadRows(engines) {
  const budgets = [];
  const rows = [];
  const chromium = engines.find((engine) => engine.engine === 'chromium');
  const within = (inp, native) => inp <= NATIVE_FACTOR * native;
  if (chromium) {
    for (const n of [100, 1000]) {
      const native = nativeAccordion(chromium.rows, n);
      for (const row of chromium.rows.filter((r) => r.n === n && r.kinds.ours.inp !== null)) {
        const inp = row.kinds.ours.inp;
        const of = `${ms(inp)} ms, ${times(inp, native)}`;
        budgets.push({
          name: `after load, ${row.case}, ${n} sections: INP ≤ ${NATIVE_FACTOR}× native accordion (${of})`,
          ok: within(inp, native),
        });
        if (n === 1000)
          budgets.push({
            name: `after load, ${row.case}, 1000 sections: INP < ${INP_LIMIT_MS} ms (${ms(inp)} ms)`,
            ok: inp < INP_LIMIT_MS,
          });
      }
    }
    const inpBudget = { 100: `≤ ${NATIVE_FACTOR}×; `, 1000: `≤ ${NATIVE_FACTOR}×, < ${INP_LIMIT_MS} ms; ` };
    for (const row of chromium.rows.filter((r) => r.case === 'accordion')) {
      const { ours, react, native, govuk, hinted } = row.kinds;
      const heapOk = ours.heap <= HEAP_FACTOR * react.heap;
      const heapOf = times(ours.heap, react.heap);
      // Against the floor compiled as ours is: what of the heap is not React's code compiled ahead.
      const hintedOf = hinted ? `, ${times(ours.heap, hinted.heap)} floor+hint` : '';
      budgets.push({
        name: `after load, accordion heap, ${row.n} sections: ≤ ${HEAP_FACTOR}× the floor's (${heapOf})`,
        ok: heapOk,
      });
      const inpOk = within(ours.inp, native.inp) && (row.n < 1000 || ours.inp < INP_LIMIT_MS);
      rows.push({
        case: `${row.n.toLocaleString('en-US')} sections`,
        value: `INP native ${ms(native.inp)}, GOV.UK ${ms(govuk.inp)}, floor ${ms(react.inp)}, ours ${ms(ours.inp)} ms`,
        ratio: `${times(ours.inp, native.inp)} native; heap ${heapOf} floor${hintedOf}`,
        budget: `${inpBudget[row.n] ?? ''}heap ≤ ${HEAP_FACTOR}×`,
        ok: heapOk && (row.n === 10 || inpOk),
      });
    }
    // The other blocks' slowest interaction at 1,000 sections, against the native accordion's.
    const others = chromium.rows.filter((r) => r.n === 1000 && r.case !== 'accordion');
    const worst = others.reduce((a, b) => (b.kinds.ours.inp > (a?.kinds.ours.inp ?? -1) ? b : a), null);
    const native = nativeAccordion(chromium.rows, 1000);
    if (worst)
      rows.push({
        case: 'other blocks, 1,000',
        value: `slowest ${worst.case} ${ms(worst.kinds.ours.inp)} ms`,
        ratio: `${times(worst.kinds.ours.inp, native)} native accordion`,
        budget: `≤ ${NATIVE_FACTOR}×, < ${INP_LIMIT_MS} ms`,
        ok: within(worst.kinds.ours.inp, native) && worst.kinds.ours.inp < INP_LIMIT_MS,
      });
  }
  // The other engines: their accordion at 1,000 sections, click to next frame (WebKit has no INP).
  for (const { engine, rows: engineRows } of engines.filter((e) => e.engine !== 'chromium')) {
    const row = engineRows.find((r) => r.case === 'accordion' && r.n === 1000);
    if (!row) continue;
    const { ours, native, govuk, react } = row.kinds;
    rows.push({
      case: `${engine === 'webkit' ? 'WebKit' : 'Firefox'}, 1,000`,
      value:
        `next frame native ${ms(native.frame)}, GOV.UK ${ms(govuk.frame)}, ` +
        `floor ${ms(react.frame)}, ours ${ms(ours.frame)} ms`,
      ratio: `${times(ours.frame, native.frame)} native`,
    });
  }
  return { budgets, rows };
}
