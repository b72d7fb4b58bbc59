<?php
/**
 * WordPress's privacy tools (includes/privacy.php): the exporter finds an address's signup however
 * it is written, and the eraser removes it with the consent records of its consent id.
 *
 * @package site-widgets
 */

use PHPUnit\Framework\TestCase;

/** The exporter and the eraser. */
class Site_Widgets_Privacy_Test extends TestCase {

	/** Exports, then erases, a signup and its consent record. */
	public function test_export_and_erase(): void {
		global $wpdb;
		$email      = 'privacy-' . uniqid() . '@example.test';
		$consent_id = substr( md5( $email ), 0, 22 );
		site_widgets_store_signup(
			array(
				'email'        => $email,
				'status'       => 'confirmed',
				'page'         => home_url( '/' ),
				'language'     => 'nl',
				'consent_text' => 'Ik ga ermee akkoord',
				'consent_id'   => $consent_id,
			)
		);
		$wpdb->insert(
			site_widgets_consent_table(),
			array(
				'consent_id' => $consent_id,
				'made_at'    => current_time( 'mysql', true ),
				'choice'     => 'all',
				'categories' => 'analytics',
				'withdrawn'  => '',
				'page'       => home_url( '/' ),
				'language'   => 'nl',
			)
		);

		$exported = site_widgets_export_personal_data( strtoupper( $email ) );
		$groups   = array_column( $exported['data'], 'group_id' );
		$this->assertSame( array( 'site-widgets-signup', 'site-widgets-consent' ), $groups );
		$fields = array_column( $exported['data'][0]['data'], 'value', 'name' );
		$this->assertSame( $email, $fields['Email address'] );
		$this->assertSame( 'Ik ga ermee akkoord', $fields['Consent text shown'] );

		$erased = site_widgets_erase_personal_data( $email );
		$this->assertTrue( $erased['items_removed'] );
		$this->assertNull( site_widgets_find_signup( $email ) );
		$this->assertSame( array(), site_widgets_export_personal_data( $email )['data'] );
		$this->assertFalse( site_widgets_erase_personal_data( $email )['items_removed'] );
	}
}
