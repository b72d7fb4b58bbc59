// Builds dist/: the eager entry (site-widgets.js), the stylesheet (site-widgets.css) and
// content-hashed chunks that the entry imports on demand, plus custom-elements.json and
// site-widgets.d.ts generated from the widgets' attribute declarations. Prints a size report.
// Usage: node build.mjs [--quiet]
import * as esbuild from 'esbuild';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { writeManifest } from './widgets/manifest.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = join(root, 'dist');

export async function build({ quiet = false } = {}) {
  await rm(dist, { recursive: true, force: true });
  const common = {
    absWorkingDir: root,
    bundle: true,
    minify: true,
    sourcemap: true,
    target: ['chrome111', 'firefox113', 'safari16.4'],
    legalComments: 'linked',
    logLevel: 'warning',
  };
  await Promise.all([
    esbuild.build({
      ...common,
      entryPoints: { 'site-widgets': 'runtime/index.ts' },
      outdir: dist,
      format: 'esm',
      splitting: true,
      // Chunks are imported with relative URLs, so the bundle works from any base URL or CDN folder.
      chunkNames: 'chunks/[name]-[hash]',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
    }),
    esbuild.build({
      ...common,
      entryPoints: { 'site-widgets': 'runtime/site-widgets.css' },
      outdir: dist,
      loader: { '.svg': 'dataurl' },
    }),
  ]);
  await writeManifest(root, dist);
  const report = await sizeReport();
  if (!quiet) printReport(report);
  return report;
}

/** Every .js and .css file in dist/ with its size and gzip size in bytes. */
export async function sizeReport() {
  const files = [];
  for (const path of await walk(dist)) {
    if (!/\.(js|css)$/.test(path)) continue;
    const content = await readFile(path);
    files.push({ file: relative(dist, path), bytes: (await stat(path)).size, gzip: gzipSync(content, { level: 9 }).length });
  }
  return files.sort((a, b) => a.file.localeCompare(b.file));
}

function printReport(files) {
  const width = Math.max(...files.map((f) => f.file.length));
  console.log(`${'file'.padEnd(width)}  ${'bytes'.padStart(8)}  ${'gzip'.padStart(8)}`);
  for (const f of files) console.log(`${f.file.padEnd(width)}  ${String(f.bytes).padStart(8)}  ${String(f.gzip).padStart(8)}`);
}

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await walk(path)));
    else out.push(path);
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await build({ quiet: process.argv.includes('--quiet') });
}
