<?php
/**
 * The stored signups: one row per address with the proof of what the visitor agreed to (when, on
 * which page, in which language, the consent text shown, and the cookie bar's consent id of the
 * same browser), for the signup route, the admin page, the export and the privacy tools.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Stores a signup unless its address is there already, and returns the address's row (the new
 * one, or the one that was there), or null when the database refused. The unique key keeps one
 * row per address, also for two signups of it at once.
 *
 * @param array<string, string> $signup email, status, page, language, consent_text, consent_id.
 * @return array<string, mixed>|null
 */
function site_widgets_store_signup( array $signup ): ?array {
	global $wpdb;
	$table = site_widgets_signups_table();
	$now   = current_time( 'mysql', true );
	// The plugin's own table, its name the prefix and a constant (%i needs WordPress 6.2).
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
	$stored = $wpdb->query(
		$wpdb->prepare(
			"INSERT IGNORE INTO $table"
				. " (email, consent, created_at, status, confirmed_at, page, language, consent_text, consent_id)
			VALUES (%s, 1, %s, %s, NULLIF(%s, ''), %s, %s, %s, %s)",
			$signup['email'],
			$now,
			$signup['status'],
			'confirmed' === $signup['status'] ? $now : '',
			$signup['page'],
			$signup['language'],
			$signup['consent_text'],
			$signup['consent_id']
		)
	);
	// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	return false === $stored ? null : site_widgets_find_signup( $signup['email'] );
}

/**
 * The row of an address (as stored: normalised), or null.
 *
 * @param string $email The address.
 * @return array<string, mixed>|null
 */
function site_widgets_find_signup( string $email ): ?array {
	global $wpdb;
	$table = site_widgets_signups_table();
	// The plugin's own table (its name from $wpdb->prefix), the value prepared; a signup is read fresh.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE email = %s", $email ), ARRAY_A );
	return is_array( $row ) ? $row : null;
}

/**
 * Marks a pending signup confirmed; true when it was pending.
 *
 * @param int $id The row's id.
 */
function site_widgets_confirm_signup( int $id ): bool {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table; nothing cached.
	return (bool) $wpdb->update(
		site_widgets_signups_table(),
		array(
			'status'       => 'confirmed',
			'confirmed_at' => current_time( 'mysql', true ),
		),
		array(
			'id'     => $id,
			'status' => 'pending',
		)
	);
}

/**
 * Deletes signups by id; returns how many.
 *
 * @param int[] $ids The rows' ids.
 */
function site_widgets_delete_signups( array $ids ): int {
	global $wpdb;
	$ids = array_values( array_filter( array_map( 'absint', $ids ) ) );
	if ( ! $ids ) {
		return 0;
	}
	$table = site_widgets_signups_table();
	// The plugin's own table (its name from $wpdb->prefix), a %d placeholder per id; nothing cached.
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
	return (int) $wpdb->query(
		$wpdb->prepare(
			"DELETE FROM $table WHERE id IN (" . implode( ',', array_fill( 0, count( $ids ), '%d' ) ) . ')',
			$ids
		)
	);
	// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
}

/**
 * Deletes the pending signups older than the settings' number of days (the daily action).
 */
function site_widgets_expire_pending_signups(): void {
	global $wpdb;
	$table  = site_widgets_signups_table();
	$before = gmdate( 'Y-m-d H:i:s', time() - site_widgets_settings()['pending_days'] * DAY_IN_SECONDS );
	// The plugin's own table (its name from $wpdb->prefix), the date prepared; nothing cached.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
	$wpdb->query( $wpdb->prepare( "DELETE FROM $table WHERE status = 'pending' AND created_at < %s", $before ) );
}
add_action( 'site_widgets_expire_pending_signups', 'site_widgets_expire_pending_signups' );

/** Schedules the daily expiry of unconfirmed signups. */
function site_widgets_schedule_expiry(): void {
	if ( ! wp_next_scheduled( 'site_widgets_expire_pending_signups' ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', 'site_widgets_expire_pending_signups' );
	}
}
add_action( 'init', 'site_widgets_schedule_expiry' );

/**
 * A page of signups, newest first, optionally those whose address contains `$search`.
 *
 * @param string $search   Part of an address ('' for all).
 * @param int    $per_page Rows per page (0 for all).
 * @param int    $page     The page, from 1.
 * @return array{rows: array<int, array<string, mixed>>, total: int}
 */
function site_widgets_query_signups( string $search, int $per_page, int $page ): array {
	global $wpdb;
	$table = site_widgets_signups_table();
	$where = '' === $search ? '1=1' : $wpdb->prepare( 'email LIKE %s', '%' . $wpdb->esc_like( $search ) . '%' );
	$limit = $per_page > 0 ? $wpdb->prepare( ' LIMIT %d OFFSET %d', $per_page, max( 0, $page - 1 ) * $per_page ) : '';
	// The plugin's own table (its name from $wpdb->prefix); $where and $limit are prepared above.
	// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
	$rows  = $wpdb->get_results( "SELECT * FROM $table WHERE $where ORDER BY created_at DESC, id DESC$limit", ARRAY_A );
	$total = (int) $wpdb->get_var( "SELECT COUNT(*) FROM $table WHERE $where" );
	// phpcs:enable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL
	return array(
		'rows'  => is_array( $rows ) ? $rows : array(),
		'total' => $total,
	);
}
