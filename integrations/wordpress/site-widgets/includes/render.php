<?php
/**
 * What the blocks' render functions share: parameters read as text, URLs, heading levels, sizes
 * and lists, attributes and images printed with every value escaped. Each block's own function is
 * in editor-blocks/NAME/render.php (made by the package's build from the block's folder), and
 * prints the markup docs/fixtures.md prescribes and the package's fixtures show.
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
 * One of the heading levels the package declares (site_widgets_declared()), or `$fallback` for
 * anything else.
 *
 * @param mixed $value    The parameter.
 * @param int   $fallback The level without a valid one (0: none).
 */
function site_widgets_param_heading_level( $value, int $fallback ): int {
	$text = site_widgets_param_text( $value );
	return preg_match( '/^\d$/', $text ) && in_array( (int) $text, site_widgets_declared()['headingLevels'], true )
		? (int) $text
		: $fallback;
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
 * What WordPress's block supports give the block being rendered, for its element's start tag:
 * ` id="…" class="…" style="…"` with the id of its anchor, the classes of its alignment and its
 * own, its margin (get_block_wrapper_attributes); '' outside a block's rendering. WordPress before
 * 6.9 prints no anchor for a block rendered on the server, so the id is given from `$params`.
 *
 * @param array<string, mixed> $params The block's attributes.
 */
function site_widgets_block_wrapper( array $params ): string {
	if ( null === WP_Block_Supports::$block_to_render ) {
		return '';
	}
	$anchor  = site_widgets_param_text( $params['anchor'] ?? '' );
	$printed = get_block_wrapper_attributes( '' === $anchor ? array() : array( 'id' => $anchor ) );
	return '' === $printed ? '' : ' ' . $printed;
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
