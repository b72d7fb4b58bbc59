<?php
/**
 * Plugin Name: site-widgets tests: theme parts
 * Description: What a site's theme adds to the content: a site icon, the blocks to preload, and the cookie bar.
 *
 * Copied to wp-content/mu-plugins by tests/wordpress/setup.sh; seed.php stores the cookie bar's
 * markup (the demo's: the consent blocks take their categories from it).
 *
 * @package site-widgets
 */

add_action(
	'wp_head',
	static function (): void {
		printf(
			'<link rel="icon" href="%s" type="image/svg+xml">' . "\n",
			esc_url( content_url( 'uploads/site-widgets-demo/favicon.svg' ) )
		);
	}
);

// The blocks a theme would name for its first viewport; the last one does not exist.
add_filter(
	'site_widgets_preload_tags',
	static function ( array $tags ): array {
		return array_merge( $tags, array( 'language-switch', 'collapse-item', 'gallery', 'no-such-block' ) );
	}
);

add_action(
	'wp_footer',
	static function (): void {
		// phpcs:ignore WordPress.Security.EscapeOutput -- the demo's own markup.
		echo get_option( 'site_widgets_test_cookiebar', '' );
	}
);
