<?php
/**
 * A visitor's language (includes/languages.php): the page's, else Accept-Language's choice of
 * Dutch and English; and the plugin's texts in it for a while, whatever the site's.
 *
 * @package site-widgets
 */

use PHPUnit\Framework\TestCase;

/** The visitor's language and the texts in it. */
class Site_Widgets_Languages_Test extends TestCase {

	/** The page's language first, then the header's preference, then Dutch. */
	public function test_visitor_language(): void {
		$this->assertSame( 'en', site_widgets_visitor_language( 'en-GB', 'nl' ) );
		$this->assertSame( 'nl', site_widgets_visitor_language( 'nl', 'en' ) );
		$this->assertSame( 'en', site_widgets_visitor_language( 'de', 'de, en;q=0.8, nl;q=0.5' ) );
		$this->assertSame( 'nl', site_widgets_visitor_language( '', 'en;q=0.2, nl-BE;q=0.9' ) );
		$this->assertSame( 'nl', site_widgets_visitor_language( '', 'fr' ) );
	}

	/** The texts follow the visitor's language inside, and the site's again after. */
	public function test_in_language(): void {
		$confirmed = static fn() => __( 'Signup confirmed', 'site-widgets' );
		$site      = $confirmed();
		$this->assertSame( 'Aanmelding bevestigd', site_widgets_in_language( 'nl', $confirmed ) );
		$this->assertSame( 'Signup confirmed', site_widgets_in_language( 'en-GB', $confirmed ) );
		$this->assertSame( $site, $confirmed() );
	}
}
