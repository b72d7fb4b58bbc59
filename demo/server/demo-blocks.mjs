// The demo's markup of the blocks: each block folder's demo/NN-name.LANG.html (blocks/NAME/demo/),
// shown on the demo page of LANG in the order of NN across all folders, as a CMS page would put
// them. The first line of a file is `<!-- title: … -->`; the second may be `<!-- docs: PATH.md -->`
// (a path in the repository: `blocks/NAME/README.md`, `docs/consent.md`).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's block folders. */
export const BLOCKS_DIR = fileURLToPath(new URL('../../blocks', import.meta.url));

/** Every demo block of `language` as `{ name: 'NN-name', path }`, in the page's order. */
export function demoBlockFiles(language, blocksDir = BLOCKS_DIR) {
  const suffix = `.${language}.html`;
  const files = [];
  for (const block of readdirSync(blocksDir)) {
    const dir = join(blocksDir, block, 'demo');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir))
      if (file.endsWith(suffix)) files.push({ name: file.slice(0, -suffix.length), path: join(dir, file) });
  }
  return files.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The path of one demo block (`30-image-slider`) in `language`. */
export function demoBlockPath(language, name, blocksDir = BLOCKS_DIR) {
  const found = demoBlockFiles(language, blocksDir).find((file) => file.name === name);
  if (!found) throw new Error(`no demo block ${name}.${language}.html in blocks/*/demo/`);
  return found.path;
}
