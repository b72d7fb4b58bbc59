<?php
/**
 * The settings as stored (includes/settings.php): whatever the form sends, text without tags,
 * switches as booleans, days from 1 to 365.
 *
 * @package site-widgets
 */

use PHPUnit\Framework\TestCase;

/** The settings' sanitising and defaults. */
class Site_Widgets_Settings_Test extends TestCase {

	/** The form's values, cleaned. */
	public function test_sanitize(): void {
		$this->assertSame(
			array(
				'brand'               => 'Studio Noord',
				'double_opt_in'       => true,
				'pending_days'        => 365,
				'delete_on_uninstall' => false,
			),
			site_widgets_sanitize_settings(
				array(
					'brand'         => ' <b>Studio Noord</b> ',
					'double_opt_in' => '1',
					'pending_days'  => '9999',
				)
			)
		);
		$this->assertSame( 1, site_widgets_sanitize_settings( array( 'pending_days' => '-3' ) )['pending_days'] );
		$this->assertSame( 7, site_widgets_sanitize_settings( 'not an array' )['pending_days'] );
	}

	/** A stored option that is not what the form saves still gives every setting. */
	public function test_defaults_for_a_broken_option(): void {
		$saved = get_option( SITE_WIDGETS_SETTINGS );
		update_option( SITE_WIDGETS_SETTINGS, 'broken' );
		try {
			$this->assertSame(
				array(
					'brand'               => '',
					'double_opt_in'       => false,
					'pending_days'        => 7,
					'delete_on_uninstall' => false,
				),
				site_widgets_settings()
			);
		} finally {
			update_option( SITE_WIDGETS_SETTINGS, $saved );
		}
	}
}
