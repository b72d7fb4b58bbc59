<?php
/**
 * Double opt-in (a setting): a new signup is stored as pending and the visitor gets an email
 * (wp_mail) with a signed link that expires with the settings' number of days; following it
 * confirms the signup. Unconfirmed signups are deleted once that time has passed.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_CONFIRM_PARAMETER = 'site-widgets-confirm';

/**
 * The signature of a confirmation link: it binds the row, its address and the expiry time.
 *
 * @param int    $id      The row's id.
 * @param string $email   The address.
 * @param int    $expires The expiry as a Unix time.
 */
function site_widgets_confirm_signature( int $id, string $email, int $expires ): string {
	return hash_hmac( 'sha256', "$id|$email|$expires", wp_salt( 'nonce' ) . 'site-widgets-confirm' );
}

/**
 * The link that confirms a pending signup.
 *
 * @param array<string, mixed> $row The signup's row.
 */
function site_widgets_confirm_url( array $row ): string {
	$created = strtotime( $row['created_at'] . ' UTC' );
	$expires = (int) $created + site_widgets_settings()['pending_days'] * DAY_IN_SECONDS;
	$token   = $row['id'] . '.' . $expires . '.'
		. site_widgets_confirm_signature( (int) $row['id'], $row['email'], $expires );
	return add_query_arg( SITE_WIDGETS_CONFIRM_PARAMETER, $token, home_url( '/' ) );
}

/**
 * Sends the confirmation email of a pending signup, in the language it was made in.
 *
 * @param array<string, mixed> $row The signup's row.
 */
function site_widgets_send_confirmation( array $row ): bool {
	$brand = site_widgets_settings()['brand'];
	$brand = '' === $brand ? wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) : $brand;
	$days  = site_widgets_settings()['pending_days'];
	$url   = site_widgets_confirm_url( $row );

	list( $subject, $body ) = site_widgets_in_language(
		(string) $row['language'],
		static fn() => array(
			/* translators: %s: the brand (or the site's name). */
			sprintf( __( 'Confirm your signup for the newsletter of %s', 'site-widgets' ), $brand ),
			implode(
				"\n\n",
				array(
					/* translators: %s: the brand (or the site's name). */
					sprintf( __( 'You signed up for the newsletter of %s with this email address.', 'site-widgets' ), $brand ),
					sprintf(
						/* translators: %d: for how many days the link works. */
						_n(
							'Confirm your signup with this link (valid for %d day):',
							'Confirm your signup with this link (valid for %d days):',
							$days,
							'site-widgets'
						),
						$days
					) . "\n" . $url,
					__(
						'Did not sign up? Then there is nothing to do: without confirmation your address is deleted.',
						'site-widgets'
					),
				)
			) . "\n",
		)
	);
	return wp_mail( $row['email'], $subject, $body );
}

/**
 * A confirmation link's row, when its token is genuine and unexpired; null otherwise.
 *
 * @param string $token The link's token: id.expires.signature.
 * @return array<string, mixed>|null
 */
function site_widgets_row_of_token( string $token ): ?array {
	if ( ! preg_match( '/^(\d+)\.(\d+)\.([0-9a-f]{64})$/', $token, $parts ) ) {
		return null;
	}
	list( , $id, $expires, $signature ) = $parts;
	if ( (int) $expires < time() ) {
		return null;
	}
	global $wpdb;
	$table = site_widgets_signups_table();
	// The plugin's own table (its name from $wpdb->prefix), the id prepared; a signup is read fresh.
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM $table WHERE id = %d", (int) $id ), ARRAY_A );
	if ( ! is_array( $row ) ) {
		return null;
	}
	$expected = site_widgets_confirm_signature( (int) $id, $row['email'], (int) $expires );
	return hash_equals( $expected, $signature ) ? $row : null;
}

/** Answers a confirmation link with a page saying whether the signup is confirmed. */
function site_widgets_handle_confirmation(): void {
	// phpcs:disable WordPress.Security.NonceVerification -- the token is signed; it is the visitor's proof.
	$token = isset( $_GET[ SITE_WIDGETS_CONFIRM_PARAMETER ] )
		? sanitize_text_field( wp_unslash( $_GET[ SITE_WIDGETS_CONFIRM_PARAMETER ] ) )
		: null;
	// phpcs:enable WordPress.Security.NonceVerification
	if ( null === $token ) {
		return;
	}
	nocache_headers();
	$row = site_widgets_row_of_token( $token );
	// The signup's language, or for a link that names none the browser's.
	$accept   = isset( $_SERVER['HTTP_ACCEPT_LANGUAGE'] )
		? sanitize_text_field( wp_unslash( $_SERVER['HTTP_ACCEPT_LANGUAGE'] ) )
		: '';
	$language = $row ? (string) $row['language'] : site_widgets_visitor_language( '', $accept );
	if ( $row ) {
		site_widgets_confirm_signup( (int) $row['id'] );
	}
	list( $title, $message, $home ) = site_widgets_in_language(
		$language,
		static fn() => array(
			$row ? __( 'Signup confirmed', 'site-widgets' ) : __( 'Link expired', 'site-widgets' ),
			$row
				? __( 'Thank you! Your newsletter signup is confirmed.', 'site-widgets' )
				: __( 'This confirmation link has expired or is not valid. Sign up again to get a new one.', 'site-widgets' ),
			__( 'To the website', 'site-widgets' ),
		)
	);

	$home   = sprintf( '<p><a href="%s">%s</a></p>', esc_url( home_url( '/' ) ), esc_html( $home ) );
	$status = $row ? 200 : 400;
	// phpcs:disable WordPress.Security.EscapeOutput -- escaped piece by piece.
	wp_die(
		'<h1>' . esc_html( $title ) . '</h1><p>' . esc_html( $message ) . '</p>' . $home,
		esc_html( $title ),
		array( 'response' => $status )
	);
	// phpcs:enable WordPress.Security.EscapeOutput
}
add_action( 'template_redirect', 'site_widgets_handle_confirmation' );
