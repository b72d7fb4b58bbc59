<?php
/**
 * The image-slider block's markup from its attributes, for WordPress: its render callback,
 * site_widgets_render_image_slider( $params ), on the page and in the editor's
 * preview alike. The build copies this file to the plugin's editor-blocks/image-slider/render.php,
 * which the plugin loads; the helpers it uses (escaping, URL checks) are the plugin's
 * includes/render.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `<image-slider>` with a `<figure>` per slide that has an image.
 *
 * @param array<string, mixed> $params slides: [{ src, alt, width, height, caption }].
 */
function site_widgets_render_image_slider( array $params ): string {
	$figures = '';
	foreach ( site_widgets_param_list( $params, 'slides' ) as $slide ) {
		$image = site_widgets_render_image( $slide );
		if ( '' === $image ) {
			continue;
		}
		$caption  = site_widgets_param_text( $slide['caption'] ?? '' );
		$caption  = '' === $caption ? '' : "\n    <figcaption>" . esc_html( $caption ) . '</figcaption>';
		$figures .= "  <figure>\n    $image$caption\n  </figure>\n";
	}
	return '' === $figures ? '' : '<image-slider' . site_widgets_block_wrapper( $params ) . ">\n$figures</image-slider>";
}
