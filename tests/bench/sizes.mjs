// Sizes of what the build wrote, against the budgets: entry ≤ 10 KB gzip, CSS ≤ 15 KB gzip.
import { sizeReport } from '../../build.mjs';

const KB = 1024;

export async function run() {
  const files = await sizeReport();
  console.log('\nbundle sizes (gzip level 9)');
  for (const f of files)
    console.log(`${f.file.padEnd(44)} ${String(f.bytes).padStart(8)} B  ${String(f.gzip).padStart(7)} B gzip`);
  const entry = files.find((f) => f.file === 'site-widgets.js');
  const css = files.find((f) => f.file === 'site-widgets.css');
  return {
    budgets: [
      { name: `entry ${(entry.gzip / KB).toFixed(1)} KB gzip ≤ 10 KB`, ok: entry.gzip <= 10 * KB },
      { name: `stylesheet ${(css.gzip / KB).toFixed(1)} KB gzip ≤ 15 KB`, ok: css.gzip <= 15 * KB },
    ],
  };
}
