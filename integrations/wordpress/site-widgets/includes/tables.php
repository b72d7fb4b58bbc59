<?php
/**
 * The plugin's tables: signups (one row per address, with what the visitor agreed to), the recent
 * signup attempts per client (the rate limit) and the cookie bar's consent records. Created on
 * activation, and again when a copy of the plugin with a newer schema replaces an older one.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_SCHEMA = '2';

/** The signups table's name. */
function site_widgets_signups_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'site_widgets_signups';
}

/** The table of recent signup attempts, per client. */
function site_widgets_attempts_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'site_widgets_attempts';
}

/** The cookie bar's consent records. */
function site_widgets_consent_table(): string {
	global $wpdb;
	return $wpdb->prefix . 'site_widgets_consent_records';
}

/**
 * Every table of the plugin, for the uninstaller.
 *
 * @return string[]
 */
function site_widgets_tables(): array {
	return array( site_widgets_signups_table(), site_widgets_attempts_table(), site_widgets_consent_table() );
}

/** Creates the tables, or brings them up to this schema (dbDelta adds what is missing). */
function site_widgets_install_tables(): void {
	global $wpdb;
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	$charset  = $wpdb->get_charset_collate();
	$signups  = site_widgets_signups_table();
	$attempts = site_widgets_attempts_table();
	$consent  = site_widgets_consent_table();
	// One row per address. The unique key covers the first 191 characters, the longest an index of
	// utf8mb4 may be on older MySQL; the address itself may be 254 long. `status` is `confirmed`,
	// or `pending` while a double opt-in waits for the visitor's click.
	dbDelta(
		"CREATE TABLE $signups (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  email varchar(254) NOT NULL,
  consent tinyint(1) NOT NULL DEFAULT 0,
  created_at datetime NOT NULL,
  status varchar(10) NOT NULL DEFAULT 'confirmed',
  confirmed_at datetime NULL,
  page varchar(2000) NOT NULL DEFAULT '',
  language varchar(10) NOT NULL DEFAULT '',
  consent_text varchar(1000) NOT NULL DEFAULT '',
  consent_id varchar(22) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY email (email(191)),
  KEY status_created (status, created_at)
) $charset;
CREATE TABLE $attempts (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  client varchar(45) NOT NULL,
  attempted_at bigint(20) unsigned NOT NULL,
  PRIMARY KEY  (id),
  KEY client_time (client, attempted_at),
  KEY attempted_at (attempted_at)
) $charset;
CREATE TABLE $consent (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  consent_id varchar(22) NOT NULL,
  made_at varchar(30) NOT NULL,
  received_at datetime NOT NULL,
  revision int(11) NOT NULL DEFAULT 0,
  choice varchar(10) NOT NULL,
  categories varchar(500) NOT NULL DEFAULT '',
  withdrawn varchar(500) NOT NULL DEFAULT '',
  language varchar(10) NOT NULL DEFAULT '',
  gpc tinyint(1) NOT NULL DEFAULT 0,
  page varchar(2000) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY consent_id (consent_id)
) $charset;"
	);
	update_option( 'site_widgets_schema', SITE_WIDGETS_SCHEMA, false );
}

/** A plugin copied in place of an older one is not activated again: the schema is checked here. */
function site_widgets_maybe_install_tables(): void {
	if ( get_option( 'site_widgets_schema' ) !== SITE_WIDGETS_SCHEMA ) {
		site_widgets_install_tables();
	}
}
add_action( 'plugins_loaded', 'site_widgets_maybe_install_tables' );
