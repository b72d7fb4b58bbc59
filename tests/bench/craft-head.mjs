// The <head> the Craft include prints for the accordion's two tags (the embed and the preloads from
// the built preload manifest): the benches' "with preloads" pages.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import Twig from 'twig';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The head for the build in `distDir` (this one's dist/ unless a baseline's is named), whose files
 * the page finds under `base`.
 */
export async function craftHead(distDir = `${root}dist`, base = '/dist') {
  const manifest = JSON.parse(await readFile(`${distDir}/site-widgets.manifest.json`, 'utf8'));
  const options = { data: await readFile(`${root}integrations/craft/site-widgets.twig`, 'utf8'), autoescape: true };
  return Twig.twig(options).render({ manifest, base, tags: ['collapse-group', 'collapse-item'] });
}
