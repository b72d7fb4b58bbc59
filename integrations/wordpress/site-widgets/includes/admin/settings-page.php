<?php
/**
 * Settings → Site widgets, for users who can `manage_options`: the form of the plugin's settings
 * (settings.php), saved through WordPress's options.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/** Registers the option and the page's fields. */
function site_widgets_register_settings(): void {
	register_setting(
		'site_widgets',
		SITE_WIDGETS_SETTINGS,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'site_widgets_sanitize_settings',
			'default'           => array(),
		)
	);
	add_settings_section( 'site_widgets_newsletter', __( 'Newsletter', 'site-widgets' ), '__return_null', 'site-widgets' );
	$settings = site_widgets_settings();
	$fields   = array(
		'brand'               => array(
			__( 'Brand', 'site-widgets' ),
			static fn() => printf(
				'<input type="text" class="regular-text" id="site-widgets-brand" name="%s[brand]" value="%s">'
					. '<p class="description">%s</p>',
				esc_attr( SITE_WIDGETS_SETTINGS ),
				esc_attr( $settings['brand'] ),
				esc_html__(
					'Named in the consent text of signup blocks without a brand of their own, and in the confirmation email.',
					'site-widgets'
				)
			),
		),
		'double_opt_in'       => array(
			__( 'Double opt-in', 'site-widgets' ),
			static fn() => printf(
				'<label><input type="checkbox" id="site-widgets-double-opt-in" name="%s[double_opt_in]" value="1"%s> %s</label>',
				esc_attr( SITE_WIDGETS_SETTINGS ),
				checked( $settings['double_opt_in'], true, false ),
				esc_html__( 'Send a confirmation email; a signup counts once its link is followed.', 'site-widgets' )
			),
		),
		'pending_days'        => array(
			__( 'Unconfirmed signups', 'site-widgets' ),
			static fn() => printf(
				'<label><input type="number" min="1" max="365" class="small-text" id="site-widgets-pending-days"'
					. ' name="%s[pending_days]" value="%d"> %s</label>',
				esc_attr( SITE_WIDGETS_SETTINGS ),
				(int) $settings['pending_days'],
				esc_html__( 'days: then the confirmation link expires and the signup is deleted.', 'site-widgets' )
			),
		),
		'delete_on_uninstall' => array(
			__( 'Uninstalling', 'site-widgets' ),
			static fn() => printf(
				'<label><input type="checkbox" id="site-widgets-delete-on-uninstall" name="%s[delete_on_uninstall]"'
					. ' value="1"%s> %s</label>',
				esc_attr( SITE_WIDGETS_SETTINGS ),
				checked( $settings['delete_on_uninstall'], true, false ),
				esc_html__(
					'Delete the signups, the consent records and these settings when the plugin is deleted.',
					'site-widgets'
				)
			),
		),
	);
	foreach ( $fields as $key => list( $label, $render ) ) {
		$id = 'site-widgets-' . str_replace( '_', '-', $key );
		add_settings_field( $key, $label, $render, 'site-widgets', 'site_widgets_newsletter', array( 'label_for' => $id ) );
	}
}
add_action( 'admin_init', 'site_widgets_register_settings' );

/** Settings → Site widgets. */
function site_widgets_settings_menu(): void {
	add_options_page(
		__( 'Site widgets', 'site-widgets' ),
		__( 'Site widgets', 'site-widgets' ),
		'manage_options',
		'site-widgets',
		'site_widgets_settings_page'
	);
}
add_action( 'admin_menu', 'site_widgets_settings_menu' );

/** The settings page. */
function site_widgets_settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to manage these settings.', 'site-widgets' ), 403 );
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Site widgets', 'site-widgets' ) . '</h1>'
		. '<form method="post" action="options.php">';
	settings_fields( 'site_widgets' );
	do_settings_sections( 'site-widgets' );
	submit_button();
	echo '</form></div>';
}
