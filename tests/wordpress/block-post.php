<?php
/**
 * Saves a post of editor blocks on the test site as its administrator, published, and prints what
 * the theme tests need to know of it as JSON: { id, url, theme, wideSize, contentSize }, the theme's
 * sizes as its theme.json gives them (wp_get_global_settings).
 *
 * Usage: php block-post.php KEY TITLE < BLOCK-MARKUP
 *
 * The same KEY (the post's slug) saves over the same post. Run with SITE_WIDGETS_WP_SITE, SITE_WIDGETS_WP_PORT and
 * SITE_WIDGETS_WP_ROOT, as setup.sh sets them.
 *
 * @package site-widgets
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line script.

require __DIR__ . '/load-site.php';

$key   = $argv[1] ?? '';
$title = $argv[2] ?? '';
if ( '' === $key || '' === $title ) {
	fwrite( STDERR, "Usage: php block-post.php KEY TITLE < BLOCK-MARKUP\n" );
	exit( 2 );
}
$admin = get_user_by( 'login', 'sw-admin' );
if ( ! $admin ) {
	fwrite( STDERR, "The test site has no user sw-admin: run tests/wordpress/setup.sh content first.\n" );
	exit( 1 );
}
wp_set_current_user( $admin->ID );
// The post's slug is its key.
$existing = get_page_by_path( $key, OBJECT, 'post' );
// wp_insert_post expects slashed data, as from a form.
$id = wp_insert_post(
	wp_slash(
		array(
			'ID'           => $existing instanceof WP_Post ? $existing->ID : 0,
			'post_name'    => $key,
			'post_title'   => $title,
			'post_content' => (string) stream_get_contents( STDIN ),
			'post_status'  => 'publish',
			'post_author'  => $admin->ID,
		)
	),
	true
);
if ( is_wp_error( $id ) ) {
	fwrite( STDERR, "Saving $key failed: " . $id->get_error_message() . "\n" );
	exit( 1 );
}
$layout = wp_get_global_settings( array( 'layout' ) );
echo wp_json_encode(
	array(
		'id'          => $id,
		'url'         => get_permalink( $id ),
		'theme'       => get_stylesheet(),
		'wideSize'    => $layout['wideSize'] ?? '',
		'contentSize' => $layout['contentSize'] ?? '',
	),
	JSON_UNESCAPED_SLASHES
);
