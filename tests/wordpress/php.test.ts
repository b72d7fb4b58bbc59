// The plugin's functions under PHPUnit (tests/wordpress/phpunit/) on the test site, with the plugin
// as installed from its zip (Debian's phpunit, which setup.sh installs). Its coding standards and
// static analysis are `npm run lint:php` (phpcs.xml.dist, phpstan.neon.dist), from Composer.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { sitePhpEnv } from './support/site-php';

const site = inject('wordpress');
const root = fileURLToPath(new URL('../..', import.meta.url));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: sitePhpEnv(site),
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the plugin’s PHP', () => {
  it('passes its unit tests (phpunit)', () => {
    const { status, output } = run('phpunit', ['-c', 'tests/wordpress/phpunit/phpunit.xml.dist']);
    expect(status, output).toBe(0);
    expect(output).toMatch(/OK \(\d+ tests/);
  });
});
