// Runs once before the unit tests: the build, whose dist/ the size budgets' test measures, and whose
// CMS faces (the WordPress plugin's editor-blocks/ and editor/blocks.js, the Craft components) the
// plugin's zip and the parameters' tests read.
// @ts-expect-error plain ESM module without type declarations
import { build } from '../../build.mjs';

export default async function setup() {
  await build({ quiet: true });
}
