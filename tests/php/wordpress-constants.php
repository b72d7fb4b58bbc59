<?php
/**
 * The constants WordPress defines as it starts (wp-load.php, wp-includes/default-constants.php,
 * wp-includes/wp-db.php), for PHPStan (phpstan.neon.dist): the stubs of WordPress's API declare its
 * functions and classes, not these. The values are WordPress's own, but for the paths, which are a
 * site's.
 *
 * @package site-widgets
 */

define( 'ABSPATH', '/var/www/wordpress/' );
define( 'WPINC', 'wp-includes' );
define( 'WP_CONTENT_DIR', ABSPATH . 'wp-content' );
define( 'WP_LANG_DIR', WP_CONTENT_DIR . '/languages' );
define( 'WP_PLUGIN_DIR', WP_CONTENT_DIR . '/plugins' );
define( 'WP_DEBUG', false );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 60 * MINUTE_IN_SECONDS );
define( 'DAY_IN_SECONDS', 24 * HOUR_IN_SECONDS );
define( 'WEEK_IN_SECONDS', 7 * DAY_IN_SECONDS );
define( 'OBJECT', 'OBJECT' );
define( 'OBJECT_K', 'OBJECT_K' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'ARRAY_N', 'ARRAY_N' );
