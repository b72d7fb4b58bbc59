// The committed reference images, one folder per engine (references/ENGINE/NAME.png), with the
// engine's version they were taken with (references/ENGINE/engine.txt); and, beside the test run,
// what a failure leaves to look at (test-results/visual/ENGINE/NAME.actual.png and .diff.png).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import type { EngineName } from '../../engines/support/engine';
import { compareImages, TOLERANCE } from './compare';

const REFERENCES = fileURLToPath(new URL('../references/', import.meta.url));
const RESULTS = fileURLToPath(new URL('../../../test-results/visual/', import.meta.url));

const write = (file: string, data: Buffer | string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, data);
};

/** The engine version the references were taken with, or null where there are none yet. */
export function referenceVersion(engine: EngineName): string | null {
  const file = join(REFERENCES, engine, 'engine.txt');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

export function writeReferenceVersion(engine: EngineName, version: string) {
  write(join(REFERENCES, engine, 'engine.txt'), `${version}\n`);
}

interface Check {
  engine: EngineName;
  /** The reference's name: block, state, language, width ("accordion-closed-nl-1280"). */
  name: string;
  /** What the failure names: the block, the state, the viewport, the engine. */
  what: string;
  /** The engine's version now, and the references'. */
  version: string;
  referencesVersion: string | null;
}

/**
 * Compares a capture with its reference; with `update`, writes it as the reference instead. Throws,
 * naming what and where, on a missing reference, another size, or more differing pixels than the
 * tolerance; the message says whether the engine differs from the one the references were taken with.
 */
export function matchReference(image: PNG, { engine, name, what, version, referencesVersion }: Check, update: boolean) {
  const file = join(REFERENCES, engine, `${name}.png`);
  if (update) return write(file, PNG.sync.write(image));
  const engineNote =
    referencesVersion === version
      ? `the engine is the references' own (${version}): the look changed`
      : `the engine differs from the references' (${referencesVersion ?? 'none'} → ${version}): ` +
        `a new engine's rendering, or a change of ours`;
  const fail = (problem: string, images: Record<string, PNG>) => {
    const written = Object.entries(images).map(([kind, png]) => {
      const path = join(RESULTS, engine, `${name}.${kind}.png`);
      write(path, PNG.sync.write(png));
      return path;
    });
    const update = 'After looking at them: npm run test:visual -- --update';
    throw new Error(`${what}: ${problem}; ${engineNote}.\n${written.join('\n')}\n${update}`);
  };
  if (!existsSync(file)) return fail(`no reference image (${file})`, { actual: image });
  const reference = PNG.sync.read(readFileSync(file));
  const result = compareImages(image, reference);
  if (result.kind === 'size')
    return fail(`${image.width}×${image.height} instead of the reference's ${reference.width}×${reference.height}`, {
      actual: image,
    });
  if (result.differing > TOLERANCE.pixels)
    fail(`${result.differing} pixels differ from the reference (at most ${TOLERANCE.pixels} may)`, {
      actual: image,
      diff: result.diff,
    });
}
