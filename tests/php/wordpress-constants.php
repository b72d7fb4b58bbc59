<?php
/**
 * The constants WordPress defines as it starts (wp-includes/default-constants.php, wp-settings.php)
 * and the plugin uses, for PHPStan, which reads WordPress's functions from its stubs but not these.
 *
 * @package site-widgets
 */

define( 'ABSPATH', '/' );
define( 'ARRAY_A', 'ARRAY_A' );
define( 'WP_LANG_DIR', '/wp-content/languages' );
define( 'OBJECT', 'OBJECT' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'HOUR_IN_SECONDS', 3600 );
define( 'DAY_IN_SECONDS', 86400 );
define( 'WEEK_IN_SECONDS', 604800 );
