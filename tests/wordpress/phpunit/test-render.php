<?php
/**
 * The render functions (includes/render.php): parameters to markup, every value text, URLs and
 * sizes checked, empty parts left out. The fixtures test every block's examples; these the rules.
 *
 * @package site-widgets
 */

use PHPUnit\Framework\TestCase;

/** The render functions. */
class Site_Widgets_Render_Test extends TestCase {

	/** A URL is used when relative or http(s), once tabs and line breaks are out. */
	public function test_urls(): void {
		$this->assertSame( '/news/', site_widgets_param_url( ' /news/ ' ) );
		$this->assertSame( 'https://example.test/a', site_widgets_param_url( "https://exa\tmple.test/a" ) );
		$this->assertSame( '?page=2', site_widgets_param_url( '?page=2' ) );
		$this->assertSame( '', site_widgets_param_url( 'javascript:alert(1)' ) );
		$this->assertSame( '', site_widgets_param_url( "java\nscript:alert(1)" ) );
		$this->assertSame( '', site_widgets_param_url( array( '/a' ) ) );
	}

	/** A list parameter keeps its entries that are arrays, renumbered; anything else is no list. */
	public function test_lists(): void {
		$params = array(
			'slides' => array(
				array( 'src' => '/a.jpg' ),
				'stray text',
				5 => array( 'src' => '/b.jpg' ),
			),
			'items'  => 'not a list',
		);
		$slides = array( array( 'src' => '/a.jpg' ), array( 'src' => '/b.jpg' ) );
		$this->assertSame( $slides, site_widgets_param_list( $params, 'slides' ) );
		$this->assertSame( array(), site_widgets_param_list( $params, 'items' ) );
		$this->assertSame( array(), site_widgets_param_list( $params, 'missing' ) );
	}

	/** A heading level is 2 to 6; anything else gives the default. */
	public function test_heading_levels(): void {
		$this->assertSame( 4, site_widgets_param_heading_level( '4', 3 ) );
		$this->assertSame( 3, site_widgets_param_heading_level( 9, 3 ) );
		$this->assertSame( 3, site_widgets_param_heading_level( '2.5', 3 ) );
		$this->assertSame( 0, site_widgets_param_heading_level( '', 0 ) );
	}

	/** A slide without a usable image is left out, and with none left nothing is printed. */
	public function test_image_slider_leaves_out_slides_without_an_image(): void {
		$html = site_widgets_render_image_slider(
			array(
				'slides' => array(
					array(
						'src'     => '/a.jpg',
						'alt'     => 'Dunes <b>',
						'caption' => '<script>x</script>',
						'width'   => '1200',
						'height'  => 'tall',
					),
					array( 'src' => 'javascript:alert(1)' ),
				),
			)
		);
		$this->assertSame( 1, substr_count( $html, '<figure>' ) );
		$this->assertStringContainsString( 'alt="Dunes &lt;b&gt;"', $html );
		$this->assertStringContainsString( '<figcaption>&lt;script&gt;x&lt;/script&gt;</figcaption>', $html );
		$this->assertStringContainsString( 'width="1200"', $html );
		$this->assertStringNotContainsString( 'height=', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		$this->assertSame( '', site_widgets_render_image_slider( array( 'slides' => array( array( 'alt' => 'x' ) ) ) ) );
	}

	/** The newsletter's heading at its level, its intro, and only the attributes given. */
	public function test_newsletter_signup(): void {
		$html = site_widgets_render_newsletter_signup(
			array(
				'brand'        => 'Studio "Noord"',
				'heading'      => 'Stay in touch',
				'headingLevel' => 2,
				'action'       => 'javascript:alert(1)',
			)
		);
		$this->assertStringStartsWith( '<newsletter-signup brand="Studio &quot;Noord&quot;">', $html );
		$this->assertStringContainsString( '<h2>Stay in touch</h2>', $html );
		$this->assertStringNotContainsString( '<p>', $html );
		$this->assertStringContainsString( '<h3>A</h3>', site_widgets_render_newsletter_signup( array( 'heading' => 'A' ) ) );
	}

	/** A collapse group prints nothing without items, and only the attributes it knows. */
	public function test_collapse_group(): void {
		$this->assertSame( '', site_widgets_render_collapse_group( array( 'element' => 'ul' ), '<p>no items</p>' ) );
		$html = site_widgets_render_collapse_group(
			array(
				'element'      => 'table',
				'leaveOpen'    => true,
				'headingLevel' => 2,
			),
			'<collapse-item heading="A"></collapse-item>'
		);
		$this->assertStringStartsWith( '<collapse-group leave-open heading-level="2">', $html );
	}
}
