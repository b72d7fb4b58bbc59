<?php
/**
 * Lets the blocks through kses for users without `unfiltered_html` (Authors, Contributors, every
 * non-super-admin on multisite, hosts with DISALLOW_UNFILTERED_HTML): their tags, their
 * attributes and the global attributes (class, id, lang, data-*, …), the `slot` attribute that
 * names a collapse-item's heading, and `hreflang` on links (the language switch).
 *
 * What kses still refuses, and this plugin leaves refused: <script> of any type (consent-gated
 * scripts, the page texts block), <iframe>, <picture> and <source>, the `hidden` attribute, and
 * data-* names with characters other than a-z, 0-9, _ and - (so per-element texts such as
 * data-i18n-newsletter.email_required are dropped, and the page texts block cannot replace them).
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The attributes WordPress allows on every tag of its post list. kses adds them to its own list
 * once, when it loads (_wp_add_global_attributes), before any filter runs: tags added by a
 * filter must carry them themselves.
 *
 * @return array<string, bool>
 */
function site_widgets_kses_global_attributes(): array {
	return _wp_add_global_attributes( array() );
}

/**
 * The `wp_kses_allowed_html` filter for post content.
 *
 * @param array<string, mixed> $tags    The allowed tags and their attributes.
 * @param string|mixed[]       $context The kses context.
 * @return array<string, mixed>
 */
function site_widgets_kses_allowed_html( $tags, $context ) {
	if ( 'post' !== $context || ! is_array( $tags ) ) {
		return $tags;
	}
	$global = site_widgets_kses_global_attributes();
	// The updates-slider's dates are <time datetime>, which WordPress 6.1 does not list.
	$own = array_merge( site_widgets_block_tags(), array( 'time' => array( 'datetime' => true ) ) );
	foreach ( $own as $tag => $attributes ) {
		$tags[ $tag ] = array_merge( is_array( $tags[ $tag ] ?? null ) ? $tags[ $tag ] : array(), $attributes, $global );
	}
	// A collapse-item's rich heading: <span slot="heading">…</span> (or any other element).
	foreach ( $tags as $tag => $attributes ) {
		if ( is_array( $attributes ) ) {
			$tags[ $tag ]['slot'] = true;
		}
	}
	$tags['a']['hreflang'] = true;
	return $tags;
}
add_filter( 'wp_kses_allowed_html', 'site_widgets_kses_allowed_html', 10, 2 );
