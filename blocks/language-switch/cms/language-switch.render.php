<?php
/**
 * The language-switch block's markup from its attributes, for WordPress: its render callback,
 * site_widgets_render_language_switch( $params ), on the page and in the editor's
 * preview alike. The build copies this file to the plugin's
 * editor-blocks/language-switch/render.php, which the plugin loads; the helpers it uses (escaping,
 * URL checks) are the plugin's includes/render.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `<language-switch>` with a link per language that has a usable URL and a label.
 *
 * @param array<string, mixed> $params links: [{ url, label, lang }].
 */
function site_widgets_render_language_switch( array $params ): string {
	$links = '';
	foreach ( site_widgets_param_list( $params, 'links' ) as $link ) {
		$url   = site_widgets_param_url( $link['url'] ?? '' );
		$label = site_widgets_param_text( $link['label'] ?? '' );
		if ( '' === $url || '' === $label ) {
			continue;
		}
		$lang   = site_widgets_param_text( $link['lang'] ?? '' );
		$links .= '  <a href="' . esc_attr( $url ) . '"'
			. site_widgets_attributes(
				array(
					'hreflang' => $lang,
					'lang'     => $lang,
				)
			)
			. '>' . esc_html( $label ) . "</a>\n";
	}
	return '' === $links ? '' : '<language-switch' . site_widgets_block_wrapper( $params ) . ">\n$links</language-switch>";
}
