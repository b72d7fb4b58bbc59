<?php
/**
 * Plugin Name: site-widgets tests: the test site's own settings
 * Description: Test site settings: mail kept, not sent; spam checks strict only for the clients that test them.
 *
 * Copied to wp-content/mu-plugins by tests/wordpress/setup.sh.
 *
 * - Mail (wp_mail) is stored in the option site_widgets_test_mail, newest last, not sent: the
 *   test machine has no mail server, and the tests read the confirmation links from it.
 * - The site sits behind "a proxy" at 127.0.0.1, so a test names its client with X-Forwarded-For.
 *   Clients in 198.51.100.0/24 and 2001:db8::/32 (blocks for documentation) get the plugin's real rate
 *   limit and minimum fill time; every other client (the tests' browsers, the load test) a rate
 *   limit of 100,000 a minute and no minimum, so that tests running side by side do not trip them.
 *
 * @package site-widgets
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $mail ) {
		$kept   = get_option( 'site_widgets_test_mail', array() );
		$kept[] = array(
			'to'      => $mail['to'],
			'subject' => $mail['subject'],
			'message' => $mail['message'],
		);
		update_option( 'site_widgets_test_mail', $kept, false );
		return true;
	},
	10,
	2
);

add_filter( 'site_widgets_trusted_proxies', static fn() => array( '127.0.0.1' ) );

$site_widgets_test_strict = static fn( string $client ): bool =>
	str_starts_with( $client, '198.51.100.' ) || str_starts_with( $client, '2001:db8:' );
add_filter(
	'site_widgets_signup_rate_limit',
	static fn( int $limit, string $client ) => $site_widgets_test_strict( $client ) ? $limit : 100000,
	10,
	2
);
add_filter(
	'site_widgets_signup_min_fill_ms',
	static fn( int $minimum, string $client ) => $site_widgets_test_strict( $client ) ? $minimum : 0,
	10,
	2
);
