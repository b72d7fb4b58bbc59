<?php
/**
 * The newsletter signup's WordPress backend, speaking what <newsletter-signup> expects:
 *
 *   GET  /wp-json/site-widgets/v1/session-info       → { isGuest, csrfTokenName, csrfTokenValue }
 *   POST /wp-json/site-widgets/v1/newsletter/signup  (multipart: email, consent=1; header X-CSRF-Token)
 *        → 200 [{ status: "success", msg }] or 400 [{ status: "error", msg }] in the Accept-Language
 *          language (nl or en); a missing or stale token → 403 { message }, which the widget
 *          answers by fetching a fresh token and trying once more.
 *
 * (With plain permalinks the REST API is at /?rest_route=/site-widgets/v1/…; the plugin gives the
 * widgets whichever URL the site uses.)
 *
 * The token is a WordPress nonce. The widget sends no X-WP-Nonce, so the REST API treats every
 * request as a visitor's (user 0), and the nonce is made and checked as that visitor's.
 * Signups are stored in {prefix}site_widgets_signups, created on activation.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_NONCE_ACTION   = 'site_widgets_newsletter_signup';
const SITE_WIDGETS_MAX_EMAIL      = 254;
const SITE_WIDGETS_SIGNUPS_SCHEMA = '1';

/** The signups table's name. */
function site_widgets_signups_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'site_widgets_signups';
}

/** Creates (or updates) the signups table: on activation, and after an update of its schema. */
function site_widgets_newsletter_install(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$table   = site_widgets_signups_table();
	$charset = $wpdb->get_charset_collate();
	// One row per address. The unique key covers the first 191 characters, the longest an
	// index of utf8mb4 may be on older MySQL; the address itself may be 254 long.
	dbDelta(
		"CREATE TABLE $table (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(254) NOT NULL,
  consent tinyint(1) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY email (email(191))
) $charset;"
	);
	update_option( 'site_widgets_signups_schema', SITE_WIDGETS_SIGNUPS_SCHEMA, false );
}

/** A plugin copied in place of an older one is not activated again: the table is checked here. */
function site_widgets_newsletter_maybe_install(): void {
	if ( get_option( 'site_widgets_signups_schema' ) !== SITE_WIDGETS_SIGNUPS_SCHEMA ) {
		site_widgets_newsletter_install();
	}
}
add_action( 'plugins_loaded', 'site_widgets_newsletter_maybe_install' );

/**
 * The visitor's texts, in the language Accept-Language prefers of nl and en (nl when neither).
 *
 * @param string $accept_language The header.
 * @return array<string, string>
 */
function site_widgets_newsletter_texts( string $accept_language ): array {
	$best = array( 'nl', 0.0 );
	foreach ( explode( ',', $accept_language ) as $entry ) {
		$parts    = array_map( 'trim', explode( ';', $entry ) );
		$language = strtolower( explode( '-', $parts[0] )[0] );
		if ( 'nl' !== $language && 'en' !== $language ) {
			continue;
		}
		$q = 1.0;
		foreach ( array_slice( $parts, 1 ) as $parameter ) {
			if ( str_starts_with( $parameter, 'q=' ) ) {
				$q = (float) substr( $parameter, 2 );
			}
		}
		if ( $q > $best[1] ) {
			$best = array( $language, $q );
		}
	}
	$texts = array(
		'en' => array(
			'success'          => 'Thank you! You are signed up for our newsletter.',
			'email_required'   => 'Please enter your email address.',
			'email_invalid'    => 'This does not look like an email address.',
			'consent_required' => 'Please agree to be contacted by email.',
		),
		'nl' => array(
			'success'          => 'Bedankt! Je bent aangemeld voor onze nieuwsbrief.',
			'email_required'   => 'Vul je e-mailadres in.',
			'email_invalid'    => 'Dit lijkt geen e-mailadres.',
			'consent_required' => 'Geef toestemming om per e-mail benaderd te worden.',
		),
	);
	return $texts[ $best[0] ];
}

/**
 * An address as stored: trimmed, Unicode NFC (when PHP has intl), lowercase.
 *
 * @param string $email The address as entered.
 */
function site_widgets_normalise_email( string $email ): string {
	$email = trim( $email );
	if ( class_exists( 'Normalizer' ) ) {
		$normalised = Normalizer::normalize( $email, Normalizer::FORM_C );
		$email      = false === $normalised ? $email : $normalised;
	}
	// Without mbstring, ASCII only: is_email() accepts no other letters anyway.
	return function_exists( 'mb_strtolower' ) ? mb_strtolower( $email, 'UTF-8' ) : strtolower( $email );
}

/**
 * A JSON reply that no cache keeps.
 *
 * @param mixed $data   The body.
 * @param int   $status The HTTP status.
 */
function site_widgets_no_store( $data, int $status = 200 ): WP_REST_Response {
	$response = new WP_REST_Response( $data, $status );
	$response->header( 'Cache-Control', 'no-store' );
	return $response;
}

/** GET session-info: a fresh token for the signup. */
function site_widgets_session_info(): WP_REST_Response {
	return site_widgets_no_store(
		array(
			'isGuest'        => ! is_user_logged_in(),
			'csrfTokenName'  => 'X-CSRF-Token',
			'csrfTokenValue' => wp_create_nonce( SITE_WIDGETS_NONCE_ACTION ),
		)
	);
}

/**
 * POST newsletter/signup.
 *
 * @param WP_REST_Request $request The request.
 */
function site_widgets_signup( WP_REST_Request $request ): WP_REST_Response {
	$token = (string) $request->get_header( 'X-CSRF-Token' );
	if ( '' === $token || ! wp_verify_nonce( $token, SITE_WIDGETS_NONCE_ACTION ) ) {
		return site_widgets_no_store( array( 'message' => 'Unable to verify your data submission.' ), 403 );
	}
	$texts   = site_widgets_newsletter_texts( (string) $request->get_header( 'Accept-Language' ) );
	$email   = $request->get_param( 'email' );
	$email   = is_string( $email ) ? site_widgets_normalise_email( $email ) : '';
	$consent = '1' === $request->get_param( 'consent' );
	$error   = null;
	if ( '' === $email ) {
		$error = $texts['email_required'];
	} elseif ( strlen( $email ) > SITE_WIDGETS_MAX_EMAIL || ! is_email( $email ) ) {
		$error = $texts['email_invalid'];
	} elseif ( ! $consent ) {
		$error = $texts['consent_required'];
	}
	if ( null !== $error ) {
		return site_widgets_no_store( array( array( 'status' => 'error', 'msg' => $error ) ), 400 );
	}
	global $wpdb;
	// A repeated address is a success too (the visitor is signed up, whichever time it was);
	// the unique key keeps one row, also for two signups at once.
	// The table's name is the prefix and a constant, nothing from the request (%i needs WordPress 6.2).
	$table  = site_widgets_signups_table();
	$stored = $wpdb->query(
		$wpdb->prepare(
			"INSERT IGNORE INTO $table (email, consent, created_at) VALUES (%s, 1, %s)", // phpcs:ignore WordPress.DB.PreparedSQL
			$email,
			current_time( 'mysql', true )
		)
	);
	if ( false === $stored ) {
		return site_widgets_no_store( array( 'message' => 'The signup could not be stored.' ), 500 );
	}
	return site_widgets_no_store( array( array( 'status' => 'success', 'msg' => $texts['success'] ) ) );
}

/** The two routes. */
function site_widgets_newsletter_routes(): void {
	register_rest_route(
		'site-widgets/v1',
		'/session-info',
		array(
			'methods'             => 'GET',
			'callback'            => 'site_widgets_session_info',
			'permission_callback' => '__return_true',
		)
	);
	register_rest_route(
		'site-widgets/v1',
		'/newsletter/signup',
		array(
			'methods'             => 'POST',
			'callback'            => 'site_widgets_signup',
			// Anyone may sign up; the token is checked in the callback, to answer as the widget expects.
			'permission_callback' => '__return_true',
		)
	);
}
add_action( 'rest_api_init', 'site_widgets_newsletter_routes' );

/**
 * The routes' URLs as paths on this site, for the widget's attributes (a path keeps them on the
 * page's origin whatever host name the visitor used).
 *
 * @return array{action: string, session-info: string}
 */
function site_widgets_newsletter_endpoints(): array {
	return array(
		'action'       => wp_make_link_relative( rest_url( 'site-widgets/v1/newsletter/signup' ) ),
		'session-info' => wp_make_link_relative( rest_url( 'site-widgets/v1/session-info' ) ),
	);
}

/**
 * Gives every <newsletter-signup> without `action` or `session-info` the plugin's endpoints.
 *
 * @param string $content The post content.
 */
function site_widgets_newsletter_defaults( $content ) {
	if ( ! is_string( $content ) || false === stripos( $content, '<newsletter-signup' ) ) {
		return $content;
	}
	$attribute = '\s+[^\s=>\/]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'>]+))?';
	return preg_replace_callback(
		'/<newsletter-signup((?:' . $attribute . ')*)(\s*\/?>)/i',
		static function ( array $match ): string {
			$added = '';
			foreach ( site_widgets_newsletter_endpoints() as $name => $url ) {
				if ( ! preg_match( '/\s' . preg_quote( $name, '/' ) . '(?=[\s=\/>]|$)/i', $match[1] ) ) {
					$added .= sprintf( ' %s="%s"', $name, esc_attr( $url ) );
				}
			}
			return '<newsletter-signup' . $match[1] . $added . $match[2];
		},
		$content
	);
}
add_filter( 'the_content', 'site_widgets_newsletter_defaults', 20 );
