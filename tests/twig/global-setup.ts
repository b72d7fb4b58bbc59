// Runs once before the Twig tests: setup.sh installs Debian's php-cli and php-twig when they are
// missing (as root on Debian), or stops with the command to run.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export default function setup() {
  execFileSync(fileURLToPath(new URL('setup.sh', import.meta.url)), { stdio: ['ignore', 'inherit', 'inherit'] });
}
