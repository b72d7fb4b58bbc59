<?php
/**
 * What the plugin takes from the package's declarations rather than repeat them: the blocks' tags
 * with their own attributes (what kses lets through and what wpautop leaves alone) and the heading
 * levels a block takes. The package's build writes them to editor-blocks/declared.json from each
 * widget's declaration and parameter schema, so a new attribute reaches kses with the build.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The made editor-blocks/declared.json, read once per request.
 *
 * @return array{headingLevels: int[], tags: array<string, string[]>}
 */
function site_widgets_declared(): array {
	static $declared = null;
	if ( null === $declared ) {
		$made     = wp_json_file_decode( SITE_WIDGETS_DIR . 'editor-blocks/declared.json', array( 'associative' => true ) );
		$made     = is_array( $made ) ? $made : array();
		$declared = array(
			'headingLevels' => array_map( 'intval', (array) ( $made['headingLevels'] ?? array() ) ),
			'tags'          => array_map(
				static fn( $attributes ) => array_map( 'strval', (array) $attributes ),
				(array) ( $made['tags'] ?? array() )
			),
		);
	}
	return $declared;
}

/**
 * The attributes of each block's tag (besides the global ones).
 *
 * @return array<string, array<string, bool>>
 */
function site_widgets_block_tags(): array {
	$allow = static fn( array $attributes ) => array_fill_keys( $attributes, true );
	return array_map( $allow, site_widgets_declared()['tags'] );
}
