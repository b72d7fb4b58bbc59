<?php
/**
 * The collapse-group block's markup from its attributes, for WordPress: its render callback,
 * site_widgets_render_collapse_group( $params, $items ), on the page and in the editor's
 * preview alike. The build copies this file to the plugin's
 * editor-blocks/collapse-group/render.php, which the plugin loads; the helpers it uses (escaping,
 * URL checks) are the plugin's includes/render.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `<collapse-group>` around items already rendered (the inner blocks' `<collapse-item>`s), or ''
 * when there are none.
 *
 * @param array<string, mixed> $params The group's parameters: element, leaveOpen, headingLevel.
 * @param string               $items  The items' markup.
 */
function site_widgets_render_collapse_group( array $params, string $items ): string {
	if ( false === stripos( $items, '<collapse-item' ) ) {
		return '';
	}
	$element = site_widgets_param_text( $params['element'] ?? '' );
	$level   = site_widgets_param_heading_level( $params['headingLevel'] ?? '', 0 );
	$printed = site_widgets_attributes(
		array(
			'element'       => in_array( $element, array( 'section', 'ul', 'ol' ), true ) ? $element : '',
			'leave-open'    => ! empty( $params['leaveOpen'] ),
			'heading-level' => $level ? (string) $level : '',
		)
	);
	$wrapper = site_widgets_block_wrapper( $params );
	return "<collapse-group$wrapper$printed>\n" . trim( $items ) . "\n</collapse-group>";
}
