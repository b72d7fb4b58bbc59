<?php
/**
 * WordPress's privacy tools (Tools → Export Personal Data, Erase Personal Data) for what the
 * plugin stores: an address's newsletter signup, and the cookie bar's consent records whose
 * consent id that signup names (a signup made in the same browser). And a suggested text for the
 * site's privacy policy.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * Exporters: the signup and its consent records.
 *
 * @param array<string, array<string, mixed>> $exporters The exporters.
 * @return array<string, array<string, mixed>>
 */
function site_widgets_privacy_exporters( $exporters ) {
	$exporters['site-widgets'] = array(
		'exporter_friendly_name' => __( 'Newsletter signup and consent records (site-widgets)', 'site-widgets' ),
		'callback'               => 'site_widgets_export_personal_data',
	);
	return $exporters;
}
add_filter( 'wp_privacy_personal_data_exporters', 'site_widgets_privacy_exporters' );

/**
 * Erasers: the signup and its consent records.
 *
 * @param array<string, array<string, mixed>> $erasers The erasers.
 * @return array<string, array<string, mixed>>
 */
function site_widgets_privacy_erasers( $erasers ) {
	$erasers['site-widgets'] = array(
		'eraser_friendly_name' => __( 'Newsletter signup and consent records (site-widgets)', 'site-widgets' ),
		'callback'             => 'site_widgets_erase_personal_data',
	);
	return $erasers;
}
add_filter( 'wp_privacy_personal_data_erasers', 'site_widgets_privacy_erasers' );

/**
 * The export of an address: its signup, then each consent record of the signup's consent id.
 *
 * @param string $email The address.
 * @return array{data: array<int, array<string, mixed>>, done: bool}
 */
function site_widgets_export_personal_data( $email ): array {
	$row = site_widgets_find_signup( site_widgets_normalise_email( (string) $email ) );
	if ( ! $row ) {
		return array(
			'data' => array(),
			'done' => true,
		);
	}
	$pair = static fn( string $name, $value ) => array(
		'name'  => $name,
		'value' => (string) $value,
	);
	$data = array(
		array(
			'group_id'    => 'site-widgets-signup',
			'group_label' => __( 'Newsletter signup', 'site-widgets' ),
			'item_id'     => 'site-widgets-signup-' . $row['id'],
			'data'        => array(
				$pair( __( 'Email address', 'site-widgets' ), $row['email'] ),
				$pair( __( 'Status', 'site-widgets' ), $row['status'] ),
				$pair( __( 'Signed up (UTC)', 'site-widgets' ), $row['created_at'] ),
				$pair( __( 'Confirmed (UTC)', 'site-widgets' ), $row['confirmed_at'] ?? '' ),
				$pair( __( 'Page', 'site-widgets' ), $row['page'] ),
				$pair( __( 'Language', 'site-widgets' ), $row['language'] ),
				$pair( __( 'Consent text shown', 'site-widgets' ), $row['consent_text'] ),
				$pair( __( 'Cookie consent ID', 'site-widgets' ), $row['consent_id'] ),
			),
		),
	);
	foreach ( site_widgets_consent_records_of( array( $row['consent_id'] ) ) as $record ) {
		$data[] = array(
			'group_id'    => 'site-widgets-consent',
			'group_label' => __( 'Cookie consent records', 'site-widgets' ),
			'item_id'     => 'site-widgets-consent-' . $record['id'],
			'data'        => array(
				$pair( __( 'Cookie consent ID', 'site-widgets' ), $record['consent_id'] ),
				$pair( __( 'Time', 'site-widgets' ), $record['made_at'] ),
				$pair( __( 'Choice', 'site-widgets' ), $record['choice'] ),
				$pair( __( 'Accepted categories', 'site-widgets' ), $record['categories'] ),
				$pair( __( 'Withdrawn categories', 'site-widgets' ), $record['withdrawn'] ),
				$pair( __( 'Page', 'site-widgets' ), $record['page'] ),
			),
		);
	}
	return array(
		'data' => $data,
		'done' => true,
	);
}

/**
 * Erases an address's signup and the consent records of its consent id.
 *
 * @param string $email The address.
 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
 */
function site_widgets_erase_personal_data( $email ): array {
	global $wpdb;
	$row     = site_widgets_find_signup( site_widgets_normalise_email( (string) $email ) );
	$removed = false;
	if ( $row ) {
		$removed = site_widgets_delete_signups( array( (int) $row['id'] ) ) > 0;
		if ( '' !== $row['consent_id'] ) {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the plugin's own table; nothing cached.
			$removed = $wpdb->delete( site_widgets_consent_table(), array( 'consent_id' => $row['consent_id'] ) ) || $removed;
		}
	}
	return array(
		'items_removed'  => $removed,
		'items_retained' => false,
		'messages'       => array(),
		'done'           => true,
	);
}

/** The suggested text for the privacy policy (Settings → Privacy → the policy guide). */
function site_widgets_privacy_policy_content(): void {
	if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
		return;
	}
	// One translatable string per sentence, each short enough for a line of code.
	$paragraphs = array(
		array(
			__( 'When you sign up for our newsletter, we store your email address and the time.', 'site-widgets' ),
			__( 'We also store the page and language of the signup and the consent text you agreed to.', 'site-widgets' ),
			__( 'This lets us show what you agreed to and when.', 'site-widgets' ),
			__( 'With double opt-in, we send you an email to confirm your signup.', 'site-widgets' ),
			__( 'A signup that is not confirmed is deleted after a few days.', 'site-widgets' ),
		),
		array(
			__( 'When you make a choice in our cookie bar, we store a record of it.', 'site-widgets' ),
			__( 'It holds a random consent ID, which your browser keeps in a cookie too.', 'site-widgets' ),
			__( 'It also holds the time, your choice, the page and the language.', 'site-widgets' ),
			__( 'It holds no address or other data that identifies you.', 'site-widgets' ),
			__( 'Only a newsletter signup made in the same browser links the two.', 'site-widgets' ),
		),
		array( __( 'You can ask us for a copy of this data or to erase it at any time.', 'site-widgets' ) ),
	);
	$content    = '';
	foreach ( $paragraphs as $sentences ) {
		$content .= '<p>' . esc_html( implode( ' ', $sentences ) ) . '</p>';
	}
	wp_add_privacy_policy_content( __( 'Site widgets', 'site-widgets' ), $content );
}
add_action( 'admin_init', 'site_widgets_privacy_policy_content' );
