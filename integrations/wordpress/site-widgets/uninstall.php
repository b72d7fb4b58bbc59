<?php
/**
 * Runs when the plugin is deleted (Plugins → Delete). The signups, the consent records and the
 * settings are removed only when the settings say so ("Delete … when the plugin is deleted");
 * otherwise everything stays, for a later install to find.
 *
 * @package site-widgets
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/tables.php';
require_once __DIR__ . '/includes/settings.php';

if ( site_widgets_settings()['delete_on_uninstall'] ) {
	global $wpdb;
	foreach ( site_widgets_tables() as $site_widgets_table ) {
		// The plugin's own tables, their names the prefix and a constant (%i needs WordPress 6.2).
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL -- as above.
		$wpdb->query( "DROP TABLE IF EXISTS $site_widgets_table" );
	}
	delete_option( SITE_WIDGETS_SETTINGS );
	delete_option( 'site_widgets_schema' );
	delete_option( 'site_widgets_signups_schema' );
	wp_clear_scheduled_hook( 'site_widgets_expire_pending_signups' );
}
