// Writes dist/fixtures.json from the block folders' fixtures, so a port of the markup to another CMS
// tests itself against the same examples. See docs/internals.md#the-build.
import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkFixtures, readParams } from './params.mjs';

const FIXTURE_FILE = /^(.+)\.fixtures\.json$/;

/**
 * The fixture files of the block folder `dir`, in name order: each with its path, its file name
 * and the block its name gives (NAME.fixtures.json).
 */
export function fixtureFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((file) => {
      const match = FIXTURE_FILE.exec(file);
      return match ? [{ path: join(dir, file), file, block: match[1] }] : [];
    });
}

/** Reads and checks one fixture file of `folder` (see readBlockFixtures). */
async function readFixtureFile(folder, { path, file, block }, names) {
  const where = `blocks/${folder.name}/${file}`;
  let parsed;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Error(`${where} is no valid JSON: ${error.message}`, { cause: error });
  }
  const blocks = names.map((name) => `"${name}"`).join(' or ');
  if (parsed.block !== block)
    throw new Error(`${where} names the block "${parsed.block}", not "${block}" (its file name).`);
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
  const declared = folder.blocks?.find((candidate) => candidate.name === block);
  const schema = declared && (await readParams(declared));
  if (declared && !schema)
    throw new Error(`${where} has no parameter schema: add blocks/${folder.name}/${block}.params.ts.`);
  if (schema) checkFixtures(where, schema, parsed.fixtures);
  return parsed;
}

/**
 * Reads and checks one block folder's fixture files (a folder from build/block-folders.mjs: its
 * name, dir and blocks): each file's `{ block, fixtures }`, none when the folder has no fixtures.
 * NAME.fixtures.json names the block NAME, one of the folder's, and its params match the block's
 * parameter schema (NAME.params.ts).
 */
export async function readBlockFixtures(folder) {
  const names = folder.blocks?.map((block) => block.name) ?? [folder.name];
  const files = [];
  for (const file of fixtureFiles(folder.dir)) files.push(await readFixtureFile(folder, file, names));
  return files;
}

/**
 * Writes dist/fixtures.json: { BLOCK: { block, fixtures } } for every block with fixtures, in the
 * order of the blocks' names, whichever folder holds them.
 */
export async function writeFixtures(folders, dist) {
  const files = [];
  for (const folder of folders) files.push(...(await readBlockFixtures(folder)));
  files.sort((a, b) => (a.block < b.block ? -1 : 1));
  const all = Object.fromEntries(files.map((fixtures) => [fixtures.block, fixtures]));
  await writeFile(join(dist, 'fixtures.json'), `${JSON.stringify(all, null, 2)}\n`);
}
