<?php
/**
 * Lets the blocks through kses for users without `unfiltered_html` (Authors, Contributors, every
 * non-super-admin on multisite, hosts with DISALLOW_UNFILTERED_HTML): their tags, their
 * attributes and the global attributes (class, id, lang, data-*, …), the `slot` attribute that
 * names a collapse-item's heading, and `hreflang` on links (the language switch).
 *
 * What kses still refuses (by design): <script> of any type (consent scripts, the page texts
 * block), <iframe>, and data-* names with characters other than a-z, 0-9, _ and - (so
 * data-i18n-newsletter.email_required is dropped; the page texts JSON block cannot replace it).
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * The blocks' own attributes, by tag. Every tag also takes the global attributes.
 *
 * @return array<string, array<string, bool>>
 */
function site_widgets_kses_block_tags(): array {
	return array(
		'collapse-group'    => array(
			'leave-open' => true,
			'element'    => true,
		),
		'collapse-item'     => array(
			'heading' => true,
			'opened'  => true,
		),
		'image-slider'      => array(),
		'timeline-slider'   => array(),
		'updates-slider'    => array( 'heading' => true ),
		'language-switch'   => array(),
		'newsletter-signup' => array(
			'brand'        => true,
			'action'       => true,
			'session-info' => true,
		),
		// The updates-slider's dates; not in WordPress's list before 6.x.
		'time'              => array( 'datetime' => true ),
	);
}

/**
 * The attributes WordPress allows on every tag of its post list. kses adds them to its own list
 * once, when it loads (_wp_add_global_attributes), before any filter runs: tags added by a
 * filter must carry them themselves.
 *
 * @return array<string, bool>
 */
function site_widgets_kses_global_attributes(): array {
	if ( function_exists( '_wp_add_global_attributes' ) ) {
		return _wp_add_global_attributes( array() );
	}
	return array_fill_keys( array( 'aria-describedby', 'aria-details', 'aria-label', 'aria-labelledby', 'aria-hidden', 'class', 'data-*', 'dir', 'id', 'lang', 'style', 'title', 'role', 'xml:lang' ), true );
}

/**
 * The `wp_kses_allowed_html` filter for post content.
 *
 * @param array<string, mixed> $tags    The allowed tags and their attributes.
 * @param string|array         $context The kses context.
 * @return array<string, mixed>
 */
function site_widgets_kses_allowed_html( $tags, $context ) {
	if ( 'post' !== $context || ! is_array( $tags ) ) {
		return $tags;
	}
	$global = site_widgets_kses_global_attributes();
	foreach ( site_widgets_kses_block_tags() as $tag => $attributes ) {
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
