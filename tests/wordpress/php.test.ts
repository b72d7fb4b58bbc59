// The plugin's PHP held like the TypeScript: PHP_CodeSniffer with the repository's ruleset
// (phpcs.xml.dist) over the plugin and these tests, and the plugin's functions under PHPUnit
// (tests/wordpress/phpunit/) on the test site, with the plugin as installed from its zip. Both from
// Debian's packages (php-codesniffer, phpunit), which setup.sh installs.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';

const site = inject('wordpress');
const root = fileURLToPath(new URL('../..', import.meta.url));

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SITE_WIDGETS_WP_SITE: site.config, SITE_WIDGETS_WP_PORT: new URL(site.baseUrl).port },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the plugin’s PHP', () => {
  it('follows the ruleset (phpcs)', () => {
    const { status, output } = run('phpcs', ['--no-colors', '--report=full']);
    expect(status, output).toBe(0);
  });

  it('passes its unit tests (phpunit)', () => {
    const { status, output } = run('phpunit', ['-c', 'tests/wordpress/phpunit/phpunit.xml.dist']);
    expect(status, output).toBe(0);
    expect(output).toMatch(/OK \(\d+ tests/);
  });
});
