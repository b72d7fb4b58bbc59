<?php
/**
 * The updates-slider block's markup from its attributes, for WordPress: its render callback,
 * site_widgets_render_updates_slider( $params ), on the page and in the editor's
 * preview alike. The build copies this file to the plugin's
 * editor-blocks/updates-slider/render.php, which the plugin loads; the helpers it uses (escaping,
 * URL checks) are the plugin's includes/render.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `<updates-slider>` with an `<article>` per card that has a title.
 *
 * @param array<string, mixed> $params heading, updates: [{ title, url, date, dateText, image }], headingLevel.
 */
function site_widgets_render_updates_slider( array $params ): string {
	$level    = site_widgets_param_heading_level( $params['headingLevel'] ?? '', 3 );
	$articles = '';
	foreach ( site_widgets_param_list( $params, 'updates' ) as $update ) {
		$title = site_widgets_param_text( $update['title'] ?? '' );
		if ( '' === $title ) {
			continue;
		}
		$parts = array();
		$image = site_widgets_render_image( is_array( $update['image'] ?? null ) ? $update['image'] : array() );
		if ( '' !== $image ) {
			$parts[] = $image;
		}
		$date      = site_widgets_param_text( $update['date'] ?? '' );
		$date_text = site_widgets_param_text( $update['dateText'] ?? '' );
		if ( '' !== $date ) {
			$shown   = '' === $date_text ? $date : $date_text;
			$parts[] = '<p><time datetime="' . esc_attr( $date ) . '">' . esc_html( $shown ) . '</time></p>';
		} elseif ( '' !== $date_text ) {
			$parts[] = '<p>' . esc_html( $date_text ) . '</p>';
		}
		$url       = site_widgets_param_url( $update['url'] ?? '' );
		$linked    = '' === $url ? esc_html( $title ) : '<a href="' . esc_attr( $url ) . '">' . esc_html( $title ) . '</a>';
		$parts[]   = "<h$level>$linked</h$level>";
		$articles .= "  <article>\n    " . implode( "\n    ", $parts ) . "\n  </article>\n";
	}
	if ( '' === $articles ) {
		return '';
	}
	$heading = site_widgets_attributes( array( 'heading' => site_widgets_param_text( $params['heading'] ?? '' ) ) );
	return '<updates-slider' . site_widgets_block_wrapper( $params ) . "$heading>\n$articles</updates-slider>";
}
