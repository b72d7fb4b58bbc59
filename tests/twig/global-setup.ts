// Runs once before the Twig tests: setup.sh installs Debian's php-cli and php-twig, and Java for
// the Nu HTML Checker, when they are missing (as root on Debian), or stops with the command to
// run; then the Craft components are copied from the block folders to
// integrations/craft/components/, as the build does.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
// @ts-expect-error plain ESM module without type declarations
import { writeCmsFaces } from '../../build/cms-faces.mjs';

export default async function setup() {
  execFileSync(fileURLToPath(new URL('setup.sh', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit'] });
  const root = fileURLToPath(new URL('../../', import.meta.url));
  await writeCmsFaces(root);
}
