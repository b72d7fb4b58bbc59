<?php
/**
 * The newsletter signup's WordPress backend, speaking what <newsletter-signup> expects:
 *
 *   GET  /wp-json/site-widgets/v1/session-info       → { isGuest, csrfTokenName, csrfTokenValue }
 *   POST /wp-json/site-widgets/v1/newsletter/signup  (multipart: email, consent=1; header X-CSRF-Token)
 *        → 200 [{ status: "success", msg }] or 400 [{ status: "error", msg }] in the page's
 *          language (the form's `lang`, else Accept-Language; nl or en); a missing or stale token →
 *          403 { message }, which the widget answers by fetching a fresh token and trying once more.
 *
 * (With plain permalinks the REST API is at /?rest_route=/site-widgets/v1/…; the plugin gives the
 * widgets whichever URL the site uses.)
 *
 * The token is a WordPress nonce. The widget sends no X-WP-Nonce, so the REST API treats every
 * request as a visitor's (user 0), and the nonce is made and checked as that visitor's.
 * Signups are stored in {prefix}site_widgets_signups (signups.php), after the rate limit and the
 * checks for bots (spam.php); with double opt-in, as pending until confirmed (double-opt-in.php).
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_NONCE_ACTION = 'site_widgets_newsletter_signup';
const SITE_WIDGETS_MAX_EMAIL    = 254;

/**
 * The texts of the signup's replies, in the current language (see site_widgets_in_language()).
 *
 * @return array<string, string>
 */
function site_widgets_newsletter_texts(): array {
	return array(
		'success'          => __( 'Thank you! You are signed up for our newsletter.', 'site-widgets' ),
		'email_required'   => __( 'Please enter your email address.', 'site-widgets' ),
		'email_invalid'    => __( 'This does not look like an email address.', 'site-widgets' ),
		'consent_required' => __( 'You must agree to be contacted', 'site-widgets' ),
		'confirm_sent'     => __(
			'Almost done: we sent you an email. Confirm your signup with the link in it.',
			'site-widgets'
		),
		'automated'        => __(
			'Your signup could not be processed. Please wait a moment and try again.',
			'site-widgets'
		),
		'rate_limited'     => __( 'Too many signups from this connection.', 'site-widgets' ),
		'token_invalid'    => __( 'Unable to verify your data submission.', 'site-widgets' ),
		'not_stored'       => __( 'The signup could not be stored.', 'site-widgets' ),
	);
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
 * What the visitor agreed to, from the fields the widget sends besides the address: the page (on
 * this site only), its language and the consent text as shown; and the cookie bar's consent id of
 * the same browser, from its cookie.
 *
 * @param WP_REST_Request $request  The signup.
 * @param string          $language The reply's language, when the page's is not sent.
 * @return array{page: string, language: string, consent_text: string, consent_id: string}
 */
function site_widgets_signup_proof( WP_REST_Request $request, string $language ): array {
	$page = $request->get_param( 'page' );
	$page = is_string( $page ) ? esc_url_raw( $page, array( 'http', 'https' ) ) : '';
	if ( wp_parse_url( $page, PHP_URL_HOST ) !== wp_parse_url( home_url(), PHP_URL_HOST ) ) {
		$page = '';
	}
	$lang   = $request->get_param( 'lang' );
	$lang   = is_string( $lang ) && preg_match( '/^[a-z]{2,3}(-[A-Za-z0-9]{1,8})*$/', $lang ) ? $lang : $language;
	$text   = $request->get_param( 'consent_text' );
	$text   = is_string( $text ) ? sanitize_text_field( $text ) : '';
	$cookie = isset( $_COOKIE['cookiebar'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['cookiebar'] ) ) : '';
	return array(
		'page'         => substr( $page, 0, 2000 ),
		'language'     => substr( $lang, 0, 10 ),
		'consent_text' => mb_substr( $text, 0, 1000 ),
		'consent_id'   => preg_match( '/~([A-Za-z0-9_-]{22})$/', $cookie, $id ) ? $id[1] : '',
	);
}

/**
 * POST newsletter/signup, answered in the visitor's language.
 *
 * @param WP_REST_Request $request The request.
 */
function site_widgets_signup( WP_REST_Request $request ): WP_REST_Response {
	$lang     = $request->get_param( 'lang' );
	$language = site_widgets_visitor_language(
		is_string( $lang ) ? $lang : '',
		(string) $request->get_header( 'Accept-Language' )
	);
	return site_widgets_in_language( $language, static fn() => site_widgets_answer_signup( $request, $language ) );
}

/**
 * What POST newsletter/signup does, in the current language.
 *
 * @param WP_REST_Request $request  The request.
 * @param string          $language The visitor's language (nl or en), stored when the page's is not sent.
 */
function site_widgets_answer_signup( WP_REST_Request $request, string $language ): WP_REST_Response {
	$texts  = site_widgets_newsletter_texts();
	$client = site_widgets_current_client();
	$wait   = site_widgets_rate_limit_wait( $client );
	if ( $wait > 0 ) {
		$response = site_widgets_no_store( array( 'message' => $texts['rate_limited'] ), 429 );
		$response->header( 'Retry-After', (string) $wait );
		return $response;
	}
	$token = (string) $request->get_header( 'X-CSRF-Token' );
	if ( '' === $token || ! wp_verify_nonce( $token, SITE_WIDGETS_NONCE_ACTION ) ) {
		return site_widgets_no_store( array( 'message' => $texts['token_invalid'] ), 403 );
	}
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
	} elseif ( site_widgets_looks_automated( $request, $client ) ) {
		// Said the same way as any refusal: a person who was quick just sends it again.
		$error = $texts['automated'];
	}
	if ( null !== $error ) {
		return site_widgets_no_store( site_widgets_replies( 'error', $error ), 400 );
	}
	$double = site_widgets_settings()['double_opt_in'];
	// A repeated address is a success too (the visitor is signed up, whichever time it was).
	$row = site_widgets_store_signup(
		array(
			'email'  => $email,
			'status' => $double ? 'pending' : 'confirmed',
		) + site_widgets_signup_proof( $request, $language )
	);
	if ( null === $row ) {
		return site_widgets_no_store( array( 'message' => $texts['not_stored'] ), 500 );
	}
	if ( 'pending' === $row['status'] ) {
		site_widgets_send_confirmation( $row );
		return site_widgets_no_store( site_widgets_replies( 'success', $texts['confirm_sent'] ) );
	}
	return site_widgets_no_store( site_widgets_replies( 'success', $texts['success'] ) );
}

/**
 * The answer the bundle reads: a list of `{ status, msg }`, here of one message.
 *
 * @param string $status `success` or `error`.
 * @param string $message The message, in the visitor's language.
 * @return array<int, array{status: string, msg: string}>
 */
function site_widgets_replies( string $status, string $message ): array {
	return array(
		array(
			'status' => $status,
			'msg'    => $message,
		),
	);
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
 * @param mixed $content The post content (a filter's value: anything another plugin made of it).
 * @return mixed
 */
function site_widgets_newsletter_defaults( $content ) {
	if ( ! is_string( $content ) || false === stripos( $content, '<newsletter-signup' ) ) {
		return $content;
	}
	$attribute = '\s+[^\s=>\/]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'>]+))?';
	return preg_replace_callback(
		'/<newsletter-signup((?:' . $attribute . ')*)(\s*\/?>)/i',
		static function ( array $found ): string {
			$added = '';
			foreach ( site_widgets_newsletter_endpoints() as $name => $url ) {
				if ( ! preg_match( '/\s' . preg_quote( $name, '/' ) . '(?=[\s=\/>]|$)/i', $found[1] ) ) {
					$added .= sprintf( ' %s="%s"', $name, esc_attr( $url ) );
				}
			}
			return '<newsletter-signup' . $found[1] . $added . $found[2];
		},
		$content
	);
}
add_filter( 'the_content', 'site_widgets_newsletter_defaults', 20 );
