// Every journey the engine tests run, found by its file, so a new block's journeys run without an
// edit here: each block folder's blocks/FOLDER/FOLDER.journeys.ts, and this folder's files for what
// spans blocks. Each file exports its list as `journeys`. The order is fixed, the same in every
// engine: the harness first (it shows that the checks fail when they should, before anything relies
// on them), then the block folders' files in the folders' alphabetical order, then the spanning
// ones, alphabetically. tests/unit/block-coverage.test.ts fails for a block folder without its file.
import type { ImportGlobFunction } from 'vite';
import type { Journey } from '../support/journeys';

declare global {
  // Vite's glob import, which vitest runs on; the project's types name Node's alone.
  interface ImportMeta {
    glob: ImportGlobFunction;
  }
}

const HARNESS = './harness.ts';
const BLOCKS = '../../../blocks/';

// Eager: the files are imported with this one, so a file that fails to load fails every engine's
// collection at once. This file is left out of its own pattern (it would import itself).
const modules: Record<string, unknown> = {
  ...import.meta.glob(['./*.ts', '!./index.ts'], { eager: true }),
  ...import.meta.glob('../../../blocks/*/*.journeys.ts', { eager: true }),
};

const rank = (path: string) => (path === HARNESS ? 0 : path.startsWith(BLOCKS) ? 1 : 2);
// Folder by folder: '/' sorts before any character of a name, so blocks/menu/ comes before
// blocks/menu-extra/, the build's order of folders (build/block-folders.mjs).
const byFolder = (path: string) => path.replaceAll('/', '\0');

/** The journey files by their paths from this folder, in the order they run. */
export const JOURNEY_FILES = Object.keys(modules).sort(
  (a, b) => rank(a) - rank(b) || (byFolder(a) < byFolder(b) ? -1 : byFolder(a) > byFolder(b) ? 1 : 0),
);

/**
 * The journeys a file's module exports as `journeys`; an error naming the file when it exports no
 * non-empty list of journeys each with a name and a `run`, so that a misnamed or empty export
 * fails rather than leaving its block untested.
 */
export function journeysOf(file: string, module: unknown): Journey[] {
  const list = (module as { journeys?: unknown } | null)?.journeys;
  const isJourney = (item: unknown) =>
    typeof (item as Journey | null)?.name === 'string' &&
    (item as Journey).name !== '' &&
    typeof (item as Journey).run === 'function';
  if (!Array.isArray(list) || list.length === 0 || !list.every(isJourney))
    throw new Error(
      `${file} exports no journeys: it must export \`journeys\`, a non-empty list of { name, run } (Journey[]).`,
    );
  return list as Journey[];
}

if (!JOURNEY_FILES.includes(HARNESS) || !JOURNEY_FILES.some((file) => file.startsWith(BLOCKS)))
  throw new Error(`The engine journeys were not found: ${JSON.stringify(JOURNEY_FILES)}`);

export const JOURNEYS: Journey[] = JOURNEY_FILES.flatMap((file) => journeysOf(file, modules[file]));
