// The environment of a PHP run against the test site (load-site.php reads it), as setup.sh sets it.
import type { WordPressSite } from './global-setup';

export function sitePhpEnv(site: WordPressSite): NodeJS.ProcessEnv {
  return {
    ...process.env,
    SITE_WIDGETS_WP_SITE: site.config,
    SITE_WIDGETS_WP_PORT: new URL(site.baseUrl).port,
    SITE_WIDGETS_WP_ROOT: site.root,
  };
}
