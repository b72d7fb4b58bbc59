// dist/fixtures.json: every block's markup fixtures (blocks/NAME/fixtures.json) in one file, the
// package's `site-widgets/fixtures.json` export, so a port of the markup to another CMS can test
// itself against the same examples as the Twig components and the WordPress blocks
// (docs/fixtures.md). A fixture file with a missing field or a repeated name stops the build.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Reads and checks one block folder's fixtures.json (a folder from build/block-folders.mjs: its
 * name, dir and blocks); null when the folder has none. The file names one block of the folder.
 */
export async function readBlockFixtures(folder) {
  const file = join(folder.dir, 'fixtures.json');
  if (!existsSync(file)) return null;
  const where = `blocks/${folder.name}/fixtures.json`;
  const names = folder.blocks?.map((block) => block.name) ?? [folder.name];
  let parsed;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${where} is no valid JSON: ${error.message}`, { cause: error });
  }
  const blocks = names.map((name) => `"${name}"`).join(' or ');
  if (!names.includes(parsed.block)) throw new Error(`${where} names the block "${parsed.block}", not ${blocks}.`);
  if (!Array.isArray(parsed.fixtures)) throw new Error(`${where} has no list of fixtures.`);
  const seen = new Set();
  for (const fixture of parsed.fixtures) {
    const name = fixture?.name;
    if (typeof name !== 'string' || !/^[a-z0-9-]+$/.test(name))
      throw new Error(`${where}: a fixture's name must be lowercase-words (${JSON.stringify(name)}).`);
    if (seen.has(name)) throw new Error(`${where}: two fixtures are named "${name}".`);
    seen.add(name);
    if (!['nl', 'en'].includes(fixture.lang)) throw new Error(`${where}: "${name}" needs a lang, nl or en.`);
    if (typeof fixture.params !== 'object' || fixture.params === null)
      throw new Error(`${where}: "${name}" needs params (an object).`);
    if (typeof fixture.html !== 'string') throw new Error(`${where}: "${name}" needs html (a string).`);
  }
  return parsed;
}

/** Writes dist/fixtures.json: { BLOCK: { block, fixtures } } for every block with fixtures. */
export async function writeFixtures(folders, dist) {
  const all = {};
  for (const folder of folders) {
    const fixtures = await readBlockFixtures(folder);
    if (fixtures) all[fixtures.block] = fixtures;
  }
  await writeFile(join(dist, 'fixtures.json'), `${JSON.stringify(all, null, 2)}\n`);
}
