<?php
/**
 * Plugin Name: site-widgets tests: theme parts
 * Description: What a site's theme prints around the content: a site icon, and the demo's cookie bar at the end of every page (the consent blocks take their categories from it). Copied to wp-content/mu-plugins by tests/wordpress/setup.sh; seed.php stores the cookie bar's markup.
 *
 * @package site-widgets
 */

add_action(
	'wp_head',
	static function (): void {
		printf( '<link rel="icon" href="%s" type="image/svg+xml">' . "\n", esc_url( content_url( 'uploads/site-widgets-demo/favicon.svg' ) ) );
	}
);

add_action(
	'wp_footer',
	static function (): void {
		echo get_option( 'site_widgets_test_cookiebar', '' ); // phpcs:ignore WordPress.Security.EscapeOutput -- the demo's own markup.
	}
);
