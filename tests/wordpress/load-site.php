<?php
/**
 * Loads the test site's WordPress (setup.sh) in a PHP run from the command line, as a request for
 * its home page would: the site that SITE_WIDGETS_WP_SITE, SITE_WIDGETS_WP_PORT and
 * SITE_WIDGETS_WP_ROOT (its WordPress folder) name, as setup.sh sets them.
 *
 * @package site-widgets
 */

// Debian's wp-config.php picks /etc/wordpress/config-NAME.php from WORDPRESS_CONFIG; WordPress 7's
// reads its own.
$_SERVER['WORDPRESS_CONFIG'] = getenv( 'SITE_WIDGETS_WP_SITE' );
$_SERVER['HTTP_HOST']        = '127.0.0.1:' . getenv( 'SITE_WIDGETS_WP_PORT' );
$_SERVER['REQUEST_URI']      = '/';
$_SERVER['SERVER_PROTOCOL']  = 'HTTP/1.1';
require getenv( 'SITE_WIDGETS_WP_ROOT' ) . '/wp-load.php';
