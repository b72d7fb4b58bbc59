<?php
/**
 * A log for the cookie bar's consent records (docs/consent.md, "Consent records and the log"):
 *
 *   POST /wp-json/site-widgets/v1/consent   a record as JSON, from the page's own origin → 204
 *
 * Point the bar at it with `data-cookiebar-log="<?php echo esc_attr( site_widgets_consent_log_url() ); ?>"`.
 * Records are stored in {prefix}site_widgets_consent_records, with no address or other data that
 * identifies the visitor beyond the consent id; a newsletter signup made in the same browser
 * names that id, which is how the privacy tools find the records of an email address.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_MAX_RECORD = 4096;

/** The log's URL as a path on this site, for the bar's data-cookiebar-log. */
function site_widgets_consent_log_url(): string {
	return wp_make_link_relative( rest_url( 'site-widgets/v1/consent' ) );
}

/**
 * A record as it is stored, or null when any field is not what the bar sends.
 *
 * @param mixed $record The decoded JSON.
 * @return array<string, mixed>|null
 */
function site_widgets_consent_record( $record ): ?array {
	if ( ! is_array( $record ) ) {
		return null;
	}
	$list  = static fn( $value ) => is_array( $value ) && array_filter(
		$value,
		static fn( $item ) => ! is_string( $item ) || ! preg_match( '/^[a-z0-9_-]{1,40}$/', $item )
	) === array();
	$valid = is_string( $record['consentId'] ?? null ) && preg_match( '/^[A-Za-z0-9_-]{22}$/', $record['consentId'] )
		&& is_string( $record['time'] ?? null ) && false !== strtotime( $record['time'] ) && strlen( $record['time'] ) <= 30
		&& in_array( $record['choice'] ?? null, array( 'all', 'necessary', 'custom' ), true )
		&& $list( $record['categories'] ?? null ) && 'necessary' === ( $record['categories'][0] ?? null )
		&& $list( $record['withdrawn'] ?? array() )
		&& is_int( $record['revision'] ?? 0 )
		&& in_array( $record['language'] ?? 'nl', array( 'nl', 'en' ), true )
		&& is_bool( $record['gpc'] ?? false )
		&& is_string( $record['page'] ?? '' ) && strlen( $record['page'] ?? '' ) <= 2000;
	if ( ! $valid ) {
		return null;
	}
	return array(
		'consent_id'  => $record['consentId'],
		'made_at'     => $record['time'],
		'received_at' => current_time( 'mysql', true ),
		'revision'    => $record['revision'] ?? 0,
		'choice'      => $record['choice'],
		'categories'  => implode( ',', $record['categories'] ),
		'withdrawn'   => implode( ',', $record['withdrawn'] ?? array() ),
		'language'    => $record['language'] ?? '',
		'gpc'         => empty( $record['gpc'] ) ? 0 : 1,
		'page'        => $record['page'] ?? '',
	);
}

/**
 * POST consent: checks the origin and the record, stores it, answers 204.
 *
 * @param WP_REST_Request $request The request.
 */
function site_widgets_log_consent( WP_REST_Request $request ): WP_REST_Response {
	$origin = (string) $request->get_header( 'Origin' );
	$home   = wp_parse_url( home_url() );
	$own    = $home['scheme'] . '://' . $home['host'] . ( isset( $home['port'] ) ? ':' . $home['port'] : '' );
	if ( $origin !== $own ) {
		$message = __( 'Consent records are taken from this site only.', 'site-widgets' );
		return site_widgets_no_store( array( 'message' => $message ), 403 );
	}
	$body = $request->get_body();
	if ( strlen( $body ) > SITE_WIDGETS_MAX_RECORD ) {
		$message = __( 'The record is too large.', 'site-widgets' );
		return site_widgets_no_store( array( 'message' => $message ), 413 );
	}
	$record = site_widgets_consent_record( json_decode( $body, true ) );
	if ( null === $record ) {
		$message = __( 'This is no consent record of the cookie bar.', 'site-widgets' );
		return site_widgets_no_store( array( 'message' => $message ), 400 );
	}
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table; nothing cached.
	if ( false === $wpdb->insert( site_widgets_consent_table(), $record ) ) {
		$message = __( 'The record could not be stored.', 'site-widgets' );
		return site_widgets_no_store( array( 'message' => $message ), 500 );
	}
	return site_widgets_no_store( null, 204 );
}

/** The route. */
function site_widgets_consent_route(): void {
	register_rest_route(
		'site-widgets/v1',
		'/consent',
		array(
			'methods'             => 'POST',
			'callback'            => 'site_widgets_log_consent',
			// Every visitor records their choice; the origin is checked in the callback.
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', 'site_widgets_consent_route' );

/**
 * The consent records of some consent ids.
 *
 * @param string[] $ids The consent ids.
 * @return array<int, array<string, mixed>>
 */
function site_widgets_consent_records_of( array $ids ): array {
	global $wpdb;
	$ids = array_values( array_filter( $ids ) );
	if ( ! $ids ) {
		return array();
	}
	$table = site_widgets_consent_table();
	// The plugin's own table, its name the prefix and a constant (%i needs WordPress 6.2), a %s
	// placeholder per id; nothing cached.
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
	$rows = $wpdb->get_results(
		$wpdb->prepare(
			"SELECT * FROM $table WHERE consent_id IN ("
				. implode( ',', array_fill( 0, count( $ids ), '%s' ) ) . ') ORDER BY id',
			$ids
		),
		ARRAY_A
	);
	// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	return is_array( $rows ) ? $rows : array();
}
