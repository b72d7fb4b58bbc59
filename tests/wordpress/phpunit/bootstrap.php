<?php
/**
 * Loads the WordPress of the WordPress tests (tests/wordpress/setup.sh), with the plugin active
 * as the tests installed it from its zip, for the plugin's unit tests. Run with
 * SITE_WIDGETS_WP_SITE and SITE_WIDGETS_WP_PORT, as setup.sh sets them;
 * tests/wordpress/php.test.ts runs them.
 *
 * @package site-widgets
 */

// The site as setup.sh made it.
require __DIR__ . '/../load-site.php';

if ( ! function_exists( 'site_widgets_render_image_slider' ) ) {
	// phpcs:ignore WordPress.WP.AlternativeFunctions -- PHPUnit's error output.
	fwrite( STDERR, "The site-widgets plugin is not active on the test site.\n" );
	exit( 1 );
}
