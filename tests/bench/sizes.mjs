// Sizes of what the build wrote, against the budgets of size-budgets.mjs (which npm test holds on
// every build: tests/unit/size-budgets.test.ts): the entry and the stylesheet, gzip. The widget
// runtime's size is reported too: every widget loads it, React with it.
import { readFile } from 'node:fs/promises';
import { sizeReport } from '../../build.mjs';
import { ENTRY_KB, STYLESHEET_KB } from './size-budgets.mjs';
import { kbCell } from './support.mjs';

const KB = 1024;

/** The script files every widget loads (its preloads in the manifest): the widget runtime. */
async function widgetRuntimeFiles() {
  const manifest = JSON.parse(
    await readFile(new URL('../../dist/site-widgets.manifest.json', import.meta.url), 'utf8'),
  );
  const lists = Object.values(manifest.widgets).map(({ preload }) =>
    preload.filter((file) => file.as === 'script').map((file) => file.file),
  );
  return lists.reduce((shared, list) => shared.filter((file) => list.includes(file)));
}

export async function run() {
  const files = await sizeReport();
  console.log('\nbundle sizes (gzip level 9)');
  for (const f of files)
    console.log(`${f.file.padEnd(44)} ${String(f.bytes).padStart(8)} B  ${String(f.gzip).padStart(7)} B gzip`);
  const entry = files.find((f) => f.file === 'site-widgets.js');
  const css = files.find((f) => f.file === 'site-widgets.css');
  const runtime = await widgetRuntimeFiles();
  const runtimeGzip = files.filter((f) => runtime.includes(f.file)).reduce((sum, f) => sum + f.gzip, 0);
  const entryOk = entry.gzip <= ENTRY_KB * KB;
  const cssOk = css.gzip <= STYLESHEET_KB * KB;
  return {
    budgets: [
      { name: `entry ${kbCell(entry.gzip)} gzip ≤ ${ENTRY_KB} KB`, ok: entryOk },
      { name: `stylesheet ${kbCell(css.gzip)} gzip ≤ ${STYLESHEET_KB} KB`, ok: cssOk },
    ],
    rows: [
      { case: 'entry, gzip', value: kbCell(entry.gzip), budget: `≤ ${ENTRY_KB} KB`, ok: entryOk },
      { case: 'stylesheet, gzip', value: kbCell(css.gzip), budget: `≤ ${STYLESHEET_KB} KB`, ok: cssOk },
      { case: 'widget runtime, gzip', value: kbCell(runtimeGzip) },
    ],
  };
}
