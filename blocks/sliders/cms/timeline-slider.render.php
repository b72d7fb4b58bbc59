<?php
/**
 * The timeline-slider block's markup from its attributes, for WordPress: its render callback,
 * site_widgets_render_timeline_slider( $params ), on the page and in the editor's
 * preview alike. The build copies this file to the plugin's
 * editor-blocks/timeline-slider/render.php, which the plugin loads; the helpers it uses (escaping,
 * URL checks) are the plugin's includes/render.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * `<timeline-slider>` with an `<article>` per milestone that has any text.
 *
 * @param array<string, mixed> $params milestones: [{ label, title, text }], headingLevel.
 */
function site_widgets_render_timeline_slider( array $params ): string {
	$level    = site_widgets_param_heading_level( $params['headingLevel'] ?? '', 3 );
	$articles = '';
	foreach ( site_widgets_param_list( $params, 'milestones' ) as $milestone ) {
		$parts = array();
		$label = site_widgets_param_text( $milestone['label'] ?? '' );
		$title = site_widgets_param_text( $milestone['title'] ?? '' );
		$text  = site_widgets_param_text( $milestone['text'] ?? '' );
		if ( '' !== $label ) {
			$parts[] = '<p>' . esc_html( $label ) . '</p>';
		}
		if ( '' !== $title ) {
			$parts[] = "<h$level>" . esc_html( $title ) . "</h$level>";
		}
		if ( '' !== $text ) {
			$parts[] = '<p>' . esc_html( $text ) . '</p>';
		}
		if ( $parts ) {
			$articles .= "  <article>\n    " . implode( "\n    ", $parts ) . "\n  </article>\n";
		}
	}
	if ( '' === $articles ) {
		return '';
	}
	return '<timeline-slider' . site_widgets_block_wrapper( $params ) . ">\n$articles</timeline-slider>";
}
