<?php
/**
 * The collapse-item block's markup from its attributes, for WordPress: its render callback,
 * site_widgets_render_collapse_item( $params, $body ), on the page and in the editor's
 * preview alike. The build copies this file to the plugin's
 * editor-blocks/collapse-item/render.php, which the plugin loads; the helpers it uses (escaping,
 * URL checks) are the plugin's includes/render.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * One `<collapse-item>` around its body (rich text, printed as it is), or '' without a heading.
 *
 * @param array<string, mixed> $params The item's parameters: heading, opened.
 * @param string               $body   The body's markup.
 */
function site_widgets_render_collapse_item( array $params, string $body ): string {
	$heading = site_widgets_param_text( $params['heading'] ?? '' );
	if ( '' === $heading ) {
		return '';
	}
	$printed = site_widgets_attributes(
		array(
			'heading' => $heading,
			'opened'  => ! empty( $params['opened'] ),
		)
	);
	$wrapper = site_widgets_block_wrapper( $params );
	return "<collapse-item$wrapper$printed>\n" . trim( $body ) . "\n</collapse-item>\n";
}
