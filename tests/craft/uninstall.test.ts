// Uninstalling the plugin (php craft plugin/uninstall) drops its tables; it is installed again
// afterwards (tests/craft/setup.sh plugin's steps), so the order of the test files does not matter.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { CRAFT_TABLES } from './support/backend';
import { queryRows } from '../support/mariadb';
import { craftCommand } from './support/site';

const site = inject('craft');
const siteContent = fileURLToPath(new URL('site-content.php', import.meta.url));
const pluginTables = () =>
  queryRows(site, `SHOW TABLES LIKE 'sitewidgets\\_%'`)
    .map(([table]) => table!)
    .sort();

describe('uninstalling the plugin on Craft', () => {
  it('drops the plugin’s tables', () => {
    expect(pluginTables()).toEqual(Object.values(CRAFT_TABLES).sort());
    try {
      craftCommand(site, 'plugin/uninstall', 'site-widgets');
      expect(pluginTables()).toEqual([]);
    } finally {
      craftCommand(site, 'plugin/install', 'site-widgets');
      execFileSync('runuser', ['-u', 'www-data', '--', 'php', siteContent, site.path, 'plugin']);
    }
    expect(pluginTables()).toEqual(Object.values(CRAFT_TABLES).sort());
  });
});
