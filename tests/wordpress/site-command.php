<?php
/**
 * What the site-owner tests ask of the test site from PHP's command line, printed as JSON:
 *
 * Commands:
 *   php site-command.php mail                  the mail wp_mail kept (test-site.php), newest last
 *   php site-command.php backdate EMAIL DAYS   moves a signup's time DAYS days back
 *   php site-command.php expire                runs the daily expiry of unconfirmed signups
 *   php site-command.php clients               site_widgets_client_address() on a table of requests
 *   php site-command.php export EMAIL          what the plugin's exporter gives WordPress's privacy tools
 *   php site-command.php language LOCALE       sets the site's language (en_US, nl_NL)
 *   php site-command.php double-opt-in on|off  turns double opt-in on (for Studio Noord) or off
 *   php site-command.php uninstall keep|delete installs the tables under a scratch prefix, deletes
 *                                              the plugin as Plugins → Delete does, with the
 *                                              settings' box unticked or ticked, and says what is left
 *
 * Run with SITE_WIDGETS_WP_SITE and SITE_WIDGETS_WP_PORT, as setup.sh sets them.
 *
 * @package site-widgets
 */

// phpcs:disable WordPress.DB.PreparedSQL -- a test script: table names from the prefix and constants.

require __DIR__ . '/load-site.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$command = $argv[1] ?? '';
$result  = null;
switch ( $command ) {
	case 'mail':
		$result = get_option( 'site_widgets_test_mail', array() );
		break;
	case 'backdate':
		$table  = site_widgets_signups_table();
		$result = $wpdb->query(
			$wpdb->prepare(
				"UPDATE $table SET created_at = created_at - INTERVAL %d DAY WHERE email = %s",
				(int) $argv[3],
				$argv[2]
			)
		);
		break;
	case 'expire':
		do_action( 'site_widgets_expire_pending_signups' );
		$result = true;
		break;
	case 'clients':
		$proxies = array( '10.0.0.1', '10.0.0.2' );
		$cases   = array(
			'direct'                 => array( 'REMOTE_ADDR' => '203.0.113.9' ),
			'forwarded, not a proxy' => array(
				'REMOTE_ADDR'          => '203.0.113.9',
				'HTTP_X_FORWARDED_FOR' => '198.51.100.1',
			),
			'forwarded by a proxy'   => array(
				'REMOTE_ADDR'          => '10.0.0.1',
				'HTTP_X_FORWARDED_FOR' => '198.51.100.1',
			),
			'made-up hops before'    => array(
				'REMOTE_ADDR'          => '10.0.0.1',
				'HTTP_X_FORWARDED_FOR' => '1.2.3.4, 198.51.100.1, 10.0.0.2',
			),
			'malformed hop'          => array(
				'REMOTE_ADDR'          => '10.0.0.1',
				'HTTP_X_FORWARDED_FOR' => '198.51.100.1, nonsense',
			),
			'proxies only'           => array(
				'REMOTE_ADDR'          => '10.0.0.1',
				'HTTP_X_FORWARDED_FOR' => '10.0.0.2',
			),
		);
		$result  = array_map( static fn( array $server ) => site_widgets_client_address( $server, $proxies ), $cases );
		break;
	case 'export':
		$exporters = apply_filters( 'wp_privacy_personal_data_exporters', array() );
		$result    = call_user_func( $exporters['site-widgets']['callback'], $argv[2], 1 );
		break;
	case 'language':
		update_option( 'WPLANG', 'en_US' === $argv[2] ? '' : $argv[2] );
		$result = get_option( 'WPLANG' );
		break;
	case 'double-opt-in':
		$on = 'on' === $argv[2];
		update_option(
			'site_widgets_settings',
			array(
				'brand'         => $on ? 'Studio Noord' : '',
				'double_opt_in' => $on,
				'pending_days'  => 7,
			) + site_widgets_settings()
		);
		$result = site_widgets_settings()['double_opt_in'];
		break;
	case 'uninstall':
		$live = $wpdb->prefix;
		$wpdb->set_prefix( 'swuninstall_' );
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->options}" );
		$wpdb->query( "CREATE TABLE {$wpdb->options} LIKE {$live}options" );
		wp_cache_flush();
		site_widgets_install_tables();
		update_option( 'site_widgets_settings', array( 'delete_on_uninstall' => 'delete' === ( $argv[2] ?? '' ) ) );
		uninstall_plugin( 'site-widgets/site-widgets.php' );
		wp_cache_flush();
		$result = array(
			'tables'   => $wpdb->get_col( "SHOW TABLES LIKE 'swuninstall\_site\_widgets\_%'" ),
			'settings' => false !== get_option( 'site_widgets_settings' ),
		);
		foreach ( $result['tables'] as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS $table" );
		}
		$wpdb->query( "DROP TABLE IF EXISTS {$wpdb->options}" );
		// Back on the site's own tables, for what WordPress does on shutdown (its cron).
		$wpdb->set_prefix( $live );
		wp_cache_flush();
		break;
	default:
		// phpcs:ignore WordPress.WP.AlternativeFunctions -- a command's error output.
		fwrite( STDERR, "Unknown command: $command\n" );
		exit( 2 );
}
echo wp_json_encode( $result );
