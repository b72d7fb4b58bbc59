// The Craft test site that tests/craft/setup.sh makes, and its console (php craft); its database is
// read with tests/support/mariadb.ts.
import { execFileSync } from 'node:child_process';

export interface CraftSite {
  /** The Dutch site, the primary one; the English one is at `${baseUrl}/en`. */
  baseUrl: string;
  database: string;
  /** The site's folder (composer create-project craftcms/craft). */
  path: string;
}

export const CRAFT_SITE: CraftSite = {
  baseUrl: `http://127.0.0.1:${process.env.CRAFT_PORT ?? '8095'}`,
  database: 'site_widgets_craft',
  path: '/var/lib/site-widgets-craft-test/site',
};

/**
 * The site's users: setup.sh's admin (Dutch, the site's language), and site-content.php's author, who
 * has no plugin permission, and editor, whose control panel is English, with both the plugin's.
 */
export const CRAFT_USERS = {
  admin: { login: 'sw-admin', password: 'site-widgets-craft-admin' },
  author: { login: 'sw-author', password: 'site-widgets-craft-author' },
  editor: { login: 'sw-editor', password: 'site-widgets-craft-editor' },
} as const;

/** The site's address in a language: `/` is Dutch, `/en/` English. */
export const siteUrl = (site: CraftSite, lang: 'nl' | 'en') => `${site.baseUrl}${lang === 'en' ? '/en' : ''}`;

/** Runs `php craft ARGS…` in the site, as the web server's user (whose files Craft writes); returns its output. */
export function craftCommand(site: CraftSite, ...args: string[]): string {
  const command = [`${site.path}/craft`, ...args, '--interactive=0'];
  return execFileSync('runuser', ['-u', 'www-data', '--', 'php', ...command], { encoding: 'utf8' });
}
