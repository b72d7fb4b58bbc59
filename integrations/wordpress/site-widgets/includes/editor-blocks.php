<?php
/**
 * The widgets as blocks of the block editor, under "Site widgets" in the inserter. Each block is a
 * folder editor-blocks/NAME/ with its block.json and its render function (render.php, on the page
 * and in the editor's preview alike); its editing interface is in editor/blocks.js, on the shared
 * parts in editor/shared.js (plain JavaScript on WordPress's own packages). The package's build
 * makes editor-blocks/ and editor/blocks.js from each block's folder (blocks/FOLDER/cms/).
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
 * The block in the folder `$dir` (editor-blocks/NAME/): its render function loaded, then the block
 * registered from its block.json with that function, site_widgets_render_NAME, as its render
 * callback. The inner blocks' markup comes with the attributes, for the blocks that have some.
 *
 * @param string $dir The block's folder.
 */
function site_widgets_register_editor_block( string $dir ): void {
	require_once $dir . '/render.php';
	$render   = 'site_widgets_render_' . str_replace( '-', '_', basename( $dir ) );
	$callback = static fn( $attributes, $content ) => $render( (array) $attributes, (string) $content );
	register_block_type( $dir, array( 'render_callback' => $callback ) );
}

/** Registers the editor's script and style, then the blocks. */
function site_widgets_register_editor_blocks(): void {
	$editor = plugins_url( 'editor/', SITE_WIDGETS_FILE );
	// Each file of editor/ versioned by its own time, so a browser fetches the one that changed.
	$version = static fn( string $file ) => (string) filemtime( SITE_WIDGETS_DIR . "editor/$file" );
	$deps    = array( 'wp-blocks', 'wp-data', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n', 'wp-date' );
	$deps[]  = 'wp-server-side-render';
	// What the blocks' interfaces share, then the blocks' own (each block's, joined by the build).
	wp_register_script( 'site-widgets-editor-shared', $editor . 'shared.js', $deps, $version( 'shared.js' ), true );
	$shared = array( 'site-widgets-editor-shared' );
	wp_register_script( 'site-widgets-editor', $editor . 'blocks.js', $shared, $version( 'blocks.js' ), true );
	foreach ( array( 'site-widgets-editor-shared', 'site-widgets-editor' ) as $handle ) {
		wp_set_script_translations( $handle, 'site-widgets', SITE_WIDGETS_DIR . 'languages' );
	}
	// The preview looks as the page does before the widgets' code arrives: the bundle's stylesheet
	// lays the blocks out for that, and the editor's own rules (editor/blocks.css) come after it.
	$bundle_style = array();
	if ( is_readable( site_widgets_dist_dir() . 'site-widgets.css' ) ) {
		$bundle_style = array( SITE_WIDGETS_HANDLE . '-preview' );
		$url          = site_widgets_dist_url() . 'site-widgets.css';
		wp_register_style( $bundle_style[0], $url, array(), site_widgets_version( 'site-widgets.css' ) );
	}
	wp_register_style( 'site-widgets-editor', $editor . 'blocks.css', $bundle_style, $version( 'blocks.css' ) );

	$dirs = glob( SITE_WIDGETS_DIR . 'editor-blocks/*', GLOB_ONLYDIR );
	foreach ( false === $dirs ? array() : $dirs as $dir ) {
		site_widgets_register_editor_block( $dir );
	}
}
add_action( 'init', 'site_widgets_register_editor_blocks' );

/**
 * The bundle in the editor's canvas, so that each block's preview upgrades as the page does:
 * WordPress loads what `enqueue_block_assets` enqueues into the canvas's iframe (API version 3, from
 * WordPress 6.3) or the editor's page (before). A classic script whose tag becomes a module's
 * (site_widgets_script_tag): the iframe takes no script modules. Its stylesheet comes with the
 * editor's (site_widgets_register_editor_blocks); on the front end, site_widgets_enqueue loads both.
 */
function site_widgets_enqueue_canvas(): void {
	if ( ! is_admin() || ! is_readable( site_widgets_dist_dir() . 'site-widgets.js' ) ) {
		return;
	}
	$entry = site_widgets_dist_url() . 'site-widgets.js';
	wp_enqueue_script( SITE_WIDGETS_HANDLE, $entry, array(), site_widgets_version( 'site-widgets.js' ), false );
}
add_action( 'enqueue_block_assets', 'site_widgets_enqueue_canvas' );
