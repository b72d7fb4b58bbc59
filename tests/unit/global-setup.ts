// Runs once before the unit tests: the CMS faces the build makes from the block folders (the
// WordPress plugin's editor-blocks/ and editor/blocks.js, the Craft components), which the plugin's
// zip and the parameters' tests read, written as the build writes them.
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM module without type declarations
import { writeCmsFaces } from '../../build/cms-faces.mjs';

export default async function setup() {
  const root = fileURLToPath(new URL('../../', import.meta.url));
  await writeCmsFaces(root);
}
