// The default theme of each WordPress version the suite runs: the newest block theme it ships.
import type { WordPressSite } from './global-setup';

const DEFAULT_THEME: Record<string, string> = { '7.0.4': 'twentytwentyfive', '6.1': 'twentytwentythree' };

/** The site's default theme, by the version it runs (Debian's 6.1 is a 6.1.x). */
export const defaultTheme = (site: WordPressSite) =>
  Object.entries(DEFAULT_THEME).find(
    ([version]) => site.version === version || site.version.startsWith(`${version}.`),
  )?.[1];
