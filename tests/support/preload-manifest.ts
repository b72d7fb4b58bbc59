// The built preload manifest (dist/site-widgets.manifest.json, written by
// build/preload-manifest.mjs), read as the tests use it.
import { readFile } from 'node:fs/promises';

/** A file of dist/ with the `integrity` attribute that a page gives it. */
export interface DescribedFile {
  file: string;
  integrity: string;
}

/** One widget's or runtime module's files, in load order. */
export interface Preloads {
  preload: (DescribedFile & { as: 'script' | 'style' })[];
}

export interface PreloadManifest {
  entry: DescribedFile;
  stylesheet: DescribedFile;
  widgets: Record<string, Preloads>;
  modules: Record<string, Preloads>;
}

export const readPreloadManifest = async (): Promise<PreloadManifest> =>
  JSON.parse(await readFile(new URL('../../dist/site-widgets.manifest.json', import.meta.url), 'utf8'));
