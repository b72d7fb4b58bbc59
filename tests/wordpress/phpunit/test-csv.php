<?php
/**
 * The signups' CSV export (includes/admin/signups-page.php): a cell a spreadsheet would read as a
 * formula is neutralised.
 *
 * @package site-widgets
 */

use PHPUnit\Framework\TestCase;

require_once SITE_WIDGETS_DIR . 'includes/admin/signups-page.php';

/** The CSV cells. */
class Site_Widgets_Csv_Test extends TestCase {

	/** A leading =, +, -, @, tab or carriage return gets an apostrophe; other text stays as it is. */
	public function test_formula_cells_are_neutralised(): void {
		foreach ( array( '=1+1', '+31 6 1234', '-2', '@SUM(A1)', "\tx", "\rx" ) as $formula ) {
			$this->assertSame( "'" . $formula, site_widgets_csv_cell( $formula ), $formula );
		}
		$this->assertSame( 'anna@example.test', site_widgets_csv_cell( 'anna@example.test' ) );
		$this->assertSame( 'a=b', site_widgets_csv_cell( 'a=b' ) );
		$this->assertSame( '42', site_widgets_csv_cell( 42 ) );
		$this->assertSame( '', site_widgets_csv_cell( null ) );
	}
}
