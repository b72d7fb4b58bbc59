// Writes dist/site-widgets.manifest.json, so CMS templates can preload a page's files (with their
// SRI hashes) while it parses. See docs/internals.md#the-build.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const PRELOAD_MANIFEST = 'site-widgets.manifest.json';

/** `sha384-…` of a file, as the `integrity` attribute wants it. */
async function integrity(path) {
  return `sha384-${createHash('sha384')
    .update(await readFile(path))
    .digest('base64')}`;
}

/** `chunks` maps widgets and modules by name to their files in dist/chunks/, in load order. */
export async function writePreloadManifest(dist, chunks) {
  const described = async (file) => ({ file, integrity: await integrity(join(dist, file)) });
  const preloads = async (files) => ({
    preload: await Promise.all(
      files.map(async (file) => ({
        ...(await described(`chunks/${file}`)),
        as: file.endsWith('.css') ? 'style' : 'script',
      })),
    ),
  });
  const byName = async (lists) =>
    Object.fromEntries(
      await Promise.all(Object.entries(lists).map(async ([name, files]) => [name, await preloads(files)])),
    );
  const manifest = {
    entry: await described('site-widgets.js'),
    stylesheet: await described('site-widgets.css'),
    widgets: await byName(chunks.widgets),
    modules: await byName(chunks.modules),
  };
  await writeFile(join(dist, PRELOAD_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}
