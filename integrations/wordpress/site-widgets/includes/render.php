<?php
/**
 * The blocks' markup from their parameters, as docs/fixtures.md prescribes it and the package's
 * fixtures (blocks/NAME/fixtures.json) show it: every value escaped, empty parts left out, nothing
 * printed when no entry is left. The editor blocks (editor-blocks.php) render through these.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * A parameter as trimmed text ('' for anything that is not a string or a number).
 *
 * @param mixed $value The parameter.
 */
function site_widgets_param_text( $value ): string {
	return is_string( $value ) || is_int( $value ) || is_float( $value ) ? trim( (string) $value ) : '';
}

/**
 * A URL as a browser reads it (tabs and line breaks taken out, spaces trimmed), or '' when it is
 * empty or has a scheme other than http(s), so that `java\tscript:` is refused too.
 *
 * @param mixed $value The parameter.
 */
function site_widgets_param_url( $value ): string {
	$url        = trim( (string) preg_replace( '/[\t\n\r]/', '', site_widgets_param_text( $value ) ), " \x00..\x1F" );
	$has_scheme = preg_match( '/^([a-z][a-z0-9+.-]*):/i', $url, $scheme );
	return $has_scheme && ! in_array( strtolower( $scheme[1] ), array( 'http', 'https' ), true ) ? '' : $url;
}

/**
 * A heading level from 2 to 6, or `$default` for anything else.
 *
 * @param mixed $value   The parameter.
 * @param int   $default The level without a valid one (0: none).
 */
function site_widgets_param_heading_level( $value, int $default ): int {
	$text = site_widgets_param_text( $value );
	return preg_match( '/^[2-6]$/', $text ) ? (int) $text : $default;
}

/**
 * A positive whole number as text ('' otherwise), for width and height.
 *
 * @param mixed $value The parameter.
 */
function site_widgets_param_size( $value ): string {
	$text = site_widgets_param_text( $value );
	return preg_match( '/^[1-9][0-9]*$/', $text ) ? $text : '';
}

/**
 * The list parameter `$key` of `$params`, its entries arrays ('' entries and others dropped).
 *
 * @param array<string, mixed> $params The parameters.
 * @param string               $key    The list's name.
 * @return array<int, array<string, mixed>>
 */
function site_widgets_param_list( array $params, string $key ): array {
	$list = is_array( $params[ $key ] ?? null ) ? $params[ $key ] : array();
	return array_values( array_filter( $list, 'is_array' ) );
}

/**
 * ` name="value"` for each attribute with a value ('' leaves it out, true prints it bare).
 *
 * @param array<string, string|bool> $attributes The attributes in order.
 */
function site_widgets_attributes( array $attributes ): string {
	$printed = '';
	foreach ( $attributes as $name => $value ) {
		if ( true === $value ) {
			$printed .= ' ' . $name;
		} elseif ( is_string( $value ) && '' !== $value ) {
			$printed .= sprintf( ' %s="%s"', $name, esc_attr( $value ) );
		}
	}
	return $printed;
}

/**
 * `<img src alt width height loading="lazy">`, or '' without a usable `src`. `alt` is printed
 * even when empty: an image without one is read out by its file name.
 *
 * @param array<string, mixed> $image src, alt, width, height.
 */
function site_widgets_render_image( array $image ): string {
	$src = site_widgets_param_url( $image['src'] ?? '' );
	if ( '' === $src ) {
		return '';
	}
	return '<img src="' . esc_attr( $src ) . '" alt="' . esc_attr( site_widgets_param_text( $image['alt'] ?? '' ) ) . '"'
		. site_widgets_attributes(
			array(
				'width'   => site_widgets_param_size( $image['width'] ?? '' ),
				'height'  => site_widgets_param_size( $image['height'] ?? '' ),
				'loading' => 'lazy',
			)
		) . '>';
}

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
	return "<collapse-group$printed>\n" . trim( $items ) . "\n</collapse-group>";
}

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
	return "<collapse-item$printed>\n" . trim( $body ) . "\n</collapse-item>\n";
}

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
	return '' === $figures ? '' : "<image-slider>\n$figures</image-slider>";
}

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
	return '' === $articles ? '' : "<timeline-slider>\n$articles</timeline-slider>";
}

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
	return "<updates-slider$heading>\n$articles</updates-slider>";
}

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
	return '' === $links ? '' : "<language-switch>\n$links</language-switch>";
}

/**
 * `<newsletter-signup>` with its heading and intro; the widget renders its own form.
 *
 * @param array<string, mixed> $params brand, action, sessionInfo, consentText, heading, headingLevel, intro.
 */
function site_widgets_render_newsletter_signup( array $params ): string {
	$printed = site_widgets_attributes(
		array(
			'brand'                             => site_widgets_param_text( $params['brand'] ?? '' ),
			'action'                            => site_widgets_param_url( $params['action'] ?? '' ),
			'session-info'                      => site_widgets_param_url( $params['sessionInfo'] ?? '' ),
			'data-i18n-newsletter.consent_label' => site_widgets_param_text( $params['consentText'] ?? '' ),
		)
	);
	$level   = site_widgets_param_heading_level( $params['headingLevel'] ?? '', 3 );
	$heading = site_widgets_param_text( $params['heading'] ?? '' );
	$intro   = site_widgets_param_text( $params['intro'] ?? '' );
	$inside  = ( '' === $heading ? '' : "\n  <h$level>" . esc_html( $heading ) . "</h$level>" )
		. ( '' === $intro ? '' : "\n  <p>" . esc_html( $intro ) . '</p>' );
	return "<newsletter-signup$printed>$inside\n</newsletter-signup>";
}
