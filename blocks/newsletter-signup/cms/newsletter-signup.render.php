<?php
/**
 * The newsletter-signup block's markup from its attributes, for WordPress: its render callback,
 * site_widgets_render_newsletter_signup( $params ), on the page and in the editor's
 * preview alike. The build copies this file to the plugin's
 * editor-blocks/newsletter-signup/render.php, which the plugin loads; the helpers it uses
 * (escaping, URL checks) are the plugin's includes/render.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `<newsletter-signup>` with its heading and intro; the widget renders its own form.
 *
 * A block without a brand of its own names the brand of the plugin's settings.
 *
 * @param array<string, mixed> $params brand, action, sessionInfo, consentText, heading, headingLevel, intro.
 */
function site_widgets_render_newsletter_signup( array $params ): string {
	$brand   = site_widgets_param_text( $params['brand'] ?? '' );
	$brand   = '' === $brand ? site_widgets_param_text( site_widgets_settings()['brand'] ) : $brand;
	$printed = site_widgets_attributes(
		array(
			'brand'                              => $brand,
			'action'                             => site_widgets_param_url( $params['action'] ?? '' ),
			'session-info'                       => site_widgets_param_url( $params['sessionInfo'] ?? '' ),
			'data-i18n-newsletter.consent_label' => site_widgets_param_text( $params['consentText'] ?? '' ),
		)
	);
	$level   = site_widgets_param_heading_level( $params['headingLevel'] ?? '', 3 );
	$heading = site_widgets_param_text( $params['heading'] ?? '' );
	$intro   = site_widgets_param_text( $params['intro'] ?? '' );
	$inside  = ( '' === $heading ? '' : "\n  <h$level>" . esc_html( $heading ) . "</h$level>" )
		. ( '' === $intro ? '' : "\n  <p>" . esc_html( $intro ) . '</p>' );
	return '<newsletter-signup' . site_widgets_block_wrapper( $params ) . "$printed>$inside\n</newsletter-signup>";
}
