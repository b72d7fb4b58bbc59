// A block's faces for the CMSs live in its folder, in cms/ (TAG.twig, one per block of the folder);
// the build copies each to the path a site takes it from, integrations/craft/components/TAG.twig,
// which is made, never edited. See docs/internals.md#cms-faces.
// Usage: node build/cms-faces.mjs (the build runs it too).
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { blockFolders } from './block-folders.mjs';

/** Each face: its file in a block folder's cms/, and the folder of the integrations it is copied to. */
const FACES = [{ name: 'Twig component', suffix: '.twig', released: 'integrations/craft/components' }];

/**
 * The CMS faces of the block folders: { block, face, source, target } for each file in a folder's
 * cms/, target relative to the root. A file there that is no face of one of the folder's blocks
 * stops the build with a message.
 */
async function cmsFaces(folders) {
  const faces = [];
  for (const folder of folders) {
    const dir = join(folder.dir, 'cms');
    if (!existsSync(dir)) continue;
    const names = folder.blocks.map((block) => block.name);
    for (const file of (await readdir(dir)).sort()) {
      const face = FACES.find(({ suffix }) => file.endsWith(suffix));
      const block = face && file.slice(0, -face.suffix.length);
      if (!face || !names.includes(block))
        throw new Error(
          `blocks/${folder.name}/cms/${file} is no CMS face of this folder's blocks: ` +
            `cms/ holds ${names.flatMap((name) => FACES.map(({ suffix }) => name + suffix)).join(', ')}.`,
        );
      faces.push({ block, face: face.name, source: join(dir, file), target: `${face.released}/${file}` });
    }
  }
  return faces;
}

/** Writes every released folder of faces afresh from the block folders. */
export async function writeCmsFaces(root, folders) {
  const faces = await cmsFaces(folders);
  for (const { released } of FACES) {
    await rm(join(root, released), { recursive: true, force: true });
    await mkdir(join(root, released), { recursive: true });
  }
  await Promise.all(faces.map(({ source, target }) => copyFile(source, join(root, target))));
  return faces;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  await writeCmsFaces(root, await blockFolders(join(root, 'blocks')));
}
