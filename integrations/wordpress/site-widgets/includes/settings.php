<?php
/**
 * The plugin's settings: the brand, double opt-in, how long an unconfirmed signup is kept, and
 * whether uninstalling deletes the plugin's data. Stored as one option, `site_widgets_settings`;
 * set on Settings → Site widgets (admin/settings-page.php).
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_SETTINGS = 'site_widgets_settings';

/**
 * The settings, each with its default.
 *
 * @return array{brand: string, double_opt_in: bool, pending_days: int, delete_on_uninstall: bool}
 */
function site_widgets_settings(): array {
	$saved = get_option( SITE_WIDGETS_SETTINGS, array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'brand'               => is_string( $saved['brand'] ?? null ) ? $saved['brand'] : '',
		'double_opt_in'       => ! empty( $saved['double_opt_in'] ),
		'pending_days'        => max( 1, (int) ( $saved['pending_days'] ?? 7 ) ),
		'delete_on_uninstall' => ! empty( $saved['delete_on_uninstall'] ),
	);
}

/**
 * The settings form's values as stored: text trimmed and stripped of tags, days 1 to 365 (less is 1).
 *
 * @param mixed $input The submitted values.
 * @return array<string, mixed>
 */
function site_widgets_sanitize_settings( $input ): array {
	$input = is_array( $input ) ? $input : array();
	return array(
		'brand'               => sanitize_text_field( (string) ( $input['brand'] ?? '' ) ),
		'double_opt_in'       => ! empty( $input['double_opt_in'] ),
		'pending_days'        => min( 365, max( 1, (int) ( $input['pending_days'] ?? 7 ) ) ),
		'delete_on_uninstall' => ! empty( $input['delete_on_uninstall'] ),
	);
}
