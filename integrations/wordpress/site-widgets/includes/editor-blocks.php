<?php
/**
 * The widgets as blocks of the block editor, under "Site widgets" in the inserter. Each block's
 * attributes are in editor-blocks/NAME/block.json; its editing interface in editor/blocks.js (plain
 * JavaScript on WordPress's own packages, no build); its markup comes from render.php, on the page
 * and in the editor's preview alike.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The category the blocks are listed under in the inserter.
 *
 * @param array<int, array<string, mixed>> $categories The categories.
 * @return array<int, array<string, mixed>>
 */
function site_widgets_block_category( $categories ) {
	$categories   = is_array( $categories ) ? $categories : array();
	$categories[] = array(
		'slug'  => 'site-widgets',
		'title' => __( 'Site widgets', 'site-widgets' ),
		'icon'  => null,
	);
	return $categories;
}
add_filter( 'block_categories_all', 'site_widgets_block_category' );

/**
 * Each block's render callback: its attributes (and, for the collapse blocks, their inner blocks'
 * markup) to the markup render.php prescribes.
 *
 * @return array<string, callable>
 */
function site_widgets_block_renderers(): array {
	$attributes_only = static fn( string $render ) => static fn( $attributes ) => $render( (array) $attributes );
	$with_content    = static fn( string $render ) => static fn( $attributes, $content ) => $render(
		(array) $attributes,
		(string) $content
	);
	return array(
		'collapse-group'    => $with_content( 'site_widgets_render_collapse_group' ),
		'collapse-item'     => $with_content( 'site_widgets_render_collapse_item' ),
		'image-slider'      => $attributes_only( 'site_widgets_render_image_slider' ),
		'timeline-slider'   => $attributes_only( 'site_widgets_render_timeline_slider' ),
		'updates-slider'    => $attributes_only( 'site_widgets_render_updates_slider' ),
		'language-switch'   => $attributes_only( 'site_widgets_render_language_switch' ),
		'newsletter-signup' => static fn( $attributes ) => site_widgets_render_newsletter_signup(
			// The settings' brand for a block without one of its own.
			array_filter( (array) $attributes, static fn( $value ) => '' !== $value )
				+ array( 'brand' => site_widgets_settings()['brand'] )
		),
	);
}

/** Registers the editor's script and style, then the blocks. */
function site_widgets_register_editor_blocks(): void {
	$editor  = plugins_url( 'editor/', SITE_WIDGETS_FILE );
	$version = (string) filemtime( SITE_WIDGETS_DIR . 'editor/blocks.js' );
	$deps    = array( 'wp-blocks', 'wp-data', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n', 'wp-date' );
	$deps[]  = 'wp-server-side-render';
	wp_register_script( 'site-widgets-editor', $editor . 'blocks.js', $deps, $version, true );
	wp_set_script_translations( 'site-widgets-editor', 'site-widgets', SITE_WIDGETS_DIR . 'languages' );
	// The preview looks as the page does before the widgets' code arrives: the bundle's stylesheet
	// lays the blocks out for that, and the editor's own rules (editor/blocks.css) come after it.
	$bundle_style = array();
	if ( is_readable( site_widgets_dist_dir() . 'site-widgets.css' ) ) {
		$bundle_style = array( SITE_WIDGETS_HANDLE . '-preview' );
		$url          = site_widgets_dist_url() . 'site-widgets.css';
		wp_register_style( $bundle_style[0], $url, array(), site_widgets_version( 'site-widgets.css' ) );
	}
	wp_register_style( 'site-widgets-editor', $editor . 'blocks.css', $bundle_style, $version );

	foreach ( site_widgets_block_renderers() as $name => $render ) {
		register_block_type( SITE_WIDGETS_DIR . "editor-blocks/$name", array( 'render_callback' => $render ) );
	}
}
add_action( 'init', 'site_widgets_register_editor_blocks' );
