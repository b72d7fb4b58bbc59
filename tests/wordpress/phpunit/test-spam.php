<?php
/**
 * The spam guard's logic (includes/spam.php): whose address a request counts as, and the rate
 * limit's window of a minute.
 *
 * @package site-widgets
 */

use PHPUnit\Framework\TestCase;

/** The client's address and the rate limit. */
class Site_Widgets_Spam_Test extends TestCase {

	/** X-Forwarded-For counts only from a named proxy, and only up to a hop that is no address. */
	public function test_client_address(): void {
		$proxies = array( '10.0.0.1', '10.0.0.2' );
		$request = static fn( string $remote, string $forwarded = '' ) => array_filter(
			array(
				'REMOTE_ADDR'          => $remote,
				'HTTP_X_FORWARDED_FOR' => $forwarded,
			)
		);
		$this->assertSame( '203.0.113.9', site_widgets_client_address( $request( '203.0.113.9' ), $proxies ) );
		// Not from a proxy: the header is the visitor's own word, not believed.
		$direct = $request( '203.0.113.9', '198.51.100.1' );
		$this->assertSame( '203.0.113.9', site_widgets_client_address( $direct, $proxies ) );
		$this->assertSame( '198.51.100.1', site_widgets_client_address( $request( '10.0.0.1', '198.51.100.1' ), $proxies ) );
		// The last hop that is not a proxy of the site: what the visitor put before it is ignored.
		$this->assertSame(
			'198.51.100.1',
			site_widgets_client_address( $request( '10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2' ), $proxies )
		);
		// A malformed hop ends the trust: the connection's address.
		$malformed = $request( '10.0.0.1', '198.51.100.1, nonsense' );
		$this->assertSame( '10.0.0.1', site_widgets_client_address( $malformed, $proxies ) );
		$this->assertSame( '', site_widgets_client_address( array(), $proxies ) );
	}

	/** Within a minute the limit holds; an attempt older than a minute no longer counts. */
	public function test_rate_limit_window(): void {
		global $wpdb;
		$client = 'phpunit-' . wp_generate_password( 8, false );
		$limit  = static fn() => 3;
		add_filter( 'site_widgets_signup_rate_limit', $limit );
		try {
			// Two attempts from before the window, which the limit must not count.
			$long_ago = (int) floor( microtime( true ) * 1000000 ) - 61 * 1000000;
			foreach ( array( $long_ago, $long_ago + 1 ) as $attempted_at ) {
				$wpdb->insert(
					site_widgets_attempts_table(),
					array(
						'client'       => $client,
						'attempted_at' => $attempted_at,
					)
				);
			}
			$waits = array_map( static fn() => site_widgets_rate_limit_wait( $client ), range( 1, 4 ) );
			$this->assertSame( array( 0, 0, 0 ), array_slice( $waits, 0, 3 ) );
			// The fourth in the minute waits until the first of the three leaves it: up to a minute.
			$this->assertGreaterThanOrEqual( 1, $waits[3] );
			$this->assertLessThanOrEqual( 60, $waits[3] );
		} finally {
			remove_filter( 'site_widgets_signup_rate_limit', $limit );
			$wpdb->delete( site_widgets_attempts_table(), array( 'client' => $client ) );
		}
	}
}
