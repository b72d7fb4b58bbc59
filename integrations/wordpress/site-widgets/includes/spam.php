<?php
/**
 * Bots held off the signup without a CAPTCHA: a per-client rate limit (answered with 429 and
 * Retry-After), a honeypot field and a minimum fill time, both of which people never notice.
 *
 * The client is the connection's address. An X-Forwarded-For header counts only when the
 * connection comes from a proxy the site names (the `site_widgets_trusted_proxies` filter), so a
 * visitor cannot pick the address that is counted.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/** Signups a client may attempt in a minute, unless the `site_widgets_signup_rate_limit` filter says otherwise. */
const SITE_WIDGETS_RATE_LIMIT = 20;

/** The shortest time (ms) from the form being shown to its submission that a person takes. */
const SITE_WIDGETS_MIN_FILL_MS = 2000;

/**
 * The client's address: the connection's, or, from a named proxy, the last address of
 * X-Forwarded-For that is not itself a named proxy.
 *
 * @param array<string, mixed> $server  $_SERVER.
 * @param string[]             $proxies The addresses of the site's own proxies.
 */
function site_widgets_client_address( array $server, array $proxies ): string {
	$remote    = is_string( $server['REMOTE_ADDR'] ?? null ) ? $server['REMOTE_ADDR'] : '';
	$forwarded = is_string( $server['HTTP_X_FORWARDED_FOR'] ?? null ) ? $server['HTTP_X_FORWARDED_FOR'] : '';
	if ( '' === $forwarded || ! in_array( $remote, $proxies, true ) ) {
		return $remote;
	}
	foreach ( array_reverse( array_map( 'trim', explode( ',', $forwarded ) ) ) as $hop ) {
		if ( false === filter_var( $hop, FILTER_VALIDATE_IP ) ) {
			break; // Anything before a malformed hop may be made up.
		}
		if ( ! in_array( $hop, $proxies, true ) ) {
			return $hop;
		}
	}
	return $remote;
}

/** This request's client, as site_widgets_client_address() finds it. */
function site_widgets_current_client(): string {
	/**
	 * The addresses of the site's own reverse proxies, whose X-Forwarded-For is believed.
	 *
	 * @param string[] $proxies None by default.
	 */
	$proxies = apply_filters( 'site_widgets_trusted_proxies', array() );
	return site_widgets_client_address( $_SERVER, is_array( $proxies ) ? $proxies : array() );
}

/**
 * Counts a signup attempt of `$client` and answers how many seconds it must wait: 0 while it has
 * made no more than the limit in the last minute. Every attempt is counted, the refused ones too,
 * so a client that keeps trying stays refused. Two attempts at once each count the other.
 *
 * @param string $client The client's address.
 */
function site_widgets_rate_limit_wait( string $client ): int {
	global $wpdb;
	/**
	 * Signup attempts a client may make in a minute.
	 *
	 * @param int    $limit  20 by default.
	 * @param string $client The client's address.
	 */
	$limit = max( 1, (int) apply_filters( 'site_widgets_signup_rate_limit', SITE_WIDGETS_RATE_LIMIT, $client ) );
	$table = site_widgets_attempts_table();
	$now   = (int) floor( microtime( true ) * 1000000 );
	$since = $now - 60 * 1000000;
	// The plugin's own table, its name the prefix and a constant (%i needs WordPress 6.2); nothing cached.
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
	$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE attempted_at < %d", $since ) );
	$wpdb->insert(
		$table,
		array(
			'client'       => substr( $client, 0, 45 ),
			'attempted_at' => $now,
		),
		array( '%s', '%d' )
	);
	$recent = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT attempted_at FROM $table WHERE client = %s AND attempted_at >= %d ORDER BY attempted_at",
			$client,
			$since
		)
	);
	// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	if ( count( $recent ) <= $limit ) {
		return 0;
	}
	// The next attempt is let through once no more than limit - 1 attempts are left in its minute:
	// wait until the one that makes that room has left it.
	$making_room = (int) $recent[ count( $recent ) - $limit ];
	return max( 1, (int) ceil( ( $making_room - $since ) / 1000000 ) );
}

/**
 * Whether the signup looks like a bot's: the honeypot field (`website`, hidden from people and
 * assistive technology) filled in, or the form sent sooner after it was shown (`elapsed`, in ms,
 * which the widget sends) than a person can.
 *
 * @param WP_REST_Request $request The signup.
 * @param string          $client  The client's address.
 */
function site_widgets_looks_automated( WP_REST_Request $request, string $client ): bool {
	$trap    = $request->get_param( 'website' );
	$elapsed = $request->get_param( 'elapsed' );
	/**
	 * The shortest time, in milliseconds, from the form being shown to its submission.
	 *
	 * @param int    $minimum 2000 by default.
	 * @param string $client  The client's address.
	 */
	$minimum = (int) apply_filters( 'site_widgets_signup_min_fill_ms', SITE_WIDGETS_MIN_FILL_MS, $client );
	$filled  = is_string( $trap ) && '' !== trim( $trap );
	$too_new = ! is_numeric( $elapsed ) || (float) $elapsed < $minimum;
	return $filled || $too_new;
}
