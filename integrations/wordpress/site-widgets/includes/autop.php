<?php
/**
 * Keeps wpautop out of the blocks in classic content (the Classic editor, ACF rich text, imported
 * posts). WordPress does not know the blocks' tags as block elements, so wpautop wraps them in
 * paragraphs and breaks them apart: `<p><image-slider></p><figure>…<p></image-slider></p>`.
 *
 * The `wpautop` filter on `the_content` is replaced by one that runs wpautop on the parts outside
 * the outermost blocks (the widgets' elements, and the elements with a page behaviour's data
 * attribute: a gallery's links would get <br>s) and leaves each block as it was written. Content
 * made of blocks (the block editor) is not run through wpautop at all, as do_blocks() arranges.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/**
 * A block's start tag: one of the widgets' tags, or an element of a page behaviour (a gallery,
 * a consent video or embed, a consent-gated script, a hero). Groups 1 or 2: the tag name.
 */
function site_widgets_autop_block_start(): string {
	$tags    = implode( '|', array_keys( site_widgets_block_tags() ) );
	$modules = 'data-gallery|data-consent-video|data-consent-embed|data-consent|data-hero';
	$widget  = '<(' . $tags . ')(?=[\s/>])[^>]*>';
	$module  = '<([a-z][a-z0-9]*)(?=[\s/>])(?=[^>]*\s(?:' . $modules . ')(?=[\s=/>]))[^>]*>';
	return "#$widget|$module#i";
}

/**
 * Whether each `the_content` call in progress holds block-editor content (a stack: the_content
 * may run inside the rendering of a block).
 *
 * @var bool[] $GLOBALS['site_widgets_autop_block_content']
 */
$GLOBALS['site_widgets_autop_block_content'] = array();

/**
 * Before do_blocks (priority 9) and the autop: notes whether this content is made of blocks.
 *
 * @param mixed $content The post content (a filter's value: anything another plugin made of it).
 * @return mixed
 */
function site_widgets_autop_note_blocks( $content ) {
	$GLOBALS['site_widgets_autop_block_content'][] = has_blocks( $content );
	return $content;
}

/**
 * WordPress's wpautop outside the blocks, in place of wpautop.
 *
 * @param mixed $content The post content (a filter's value: anything another plugin made of it).
 * @return mixed
 */
function site_widgets_autop( $content ) {
	$is_block_content = (bool) array_pop( $GLOBALS['site_widgets_autop_block_content'] );
	if ( $is_block_content || ! is_string( $content ) ) {
		return $content;
	}
	return site_widgets_autop_outside_blocks( $content );
}

/**
 * Runs wpautop on the text between the outermost blocks; the blocks stay verbatim.
 *
 * @param string $content HTML.
 */
function site_widgets_autop_outside_blocks( string $content ): string {
	$out    = '';
	$cursor = 0; // Start of the text not yet written.
	while ( preg_match( site_widgets_autop_block_start(), $content, $match, PREG_OFFSET_CAPTURE, $cursor ) ) {
		$start = $match[0][1];
		$name  = '' !== ( $match[1][0] ?? '' ) ? $match[1][0] : $match[2][0];
		$end   = site_widgets_autop_block_end( $content, $name, $start + strlen( $match[0][0] ) );
		if ( null === $end ) {
			break; // An unclosed block is left to wpautop with what follows it, as before.
		}
		$out   .= site_widgets_autop_text( substr( $content, $cursor, $start - $cursor ) );
		$out   .= substr( $content, $start, $end - $start );
		$cursor = $end;
	}
	return $out . site_widgets_autop_text( substr( $content, $cursor ) );
}

/**
 * Where the element `$name` that starts before `$offset` ends (after its end tag), counting the
 * elements of the same name inside it; null when it is not closed.
 *
 * @param string $content HTML.
 * @param string $name    The element's tag name.
 * @param int    $offset  Just after its start tag.
 */
function site_widgets_autop_block_end( string $content, string $name, int $offset ): ?int {
	$depth = 1;
	$tag   = '#<(/?)' . preg_quote( $name, '#' ) . '(?=[\s/>])[^>]*>#i';
	while ( preg_match( $tag, $content, $match, PREG_OFFSET_CAPTURE, $offset ) ) {
		$offset = $match[0][1] + strlen( $match[0][0] );
		$depth += '' === $match[1][0] ? 1 : -1;
		if ( 0 === $depth ) {
			return $offset;
		}
	}
	return null;
}

/**
 * WordPress's wpautop for the text around a block; whitespace alone stays as it is.
 *
 * @param string $text HTML.
 */
function site_widgets_autop_text( string $text ): string {
	return '' === trim( $text ) ? $text : wpautop( $text );
}

/** Swaps WordPress's wpautop on `the_content` for site_widgets_autop, at the same priority. */
function site_widgets_autop_replace_filter(): void {
	$priority = has_filter( 'the_content', 'wpautop' );
	if ( false === $priority ) {
		return; // A theme or plugin turned wpautop off: nothing to keep out.
	}
	remove_filter( 'the_content', 'wpautop', $priority );
	add_filter( 'the_content', 'site_widgets_autop_note_blocks', min( 8, $priority - 1 ) );
	add_filter( 'the_content', 'site_widgets_autop', $priority );
}
add_action( 'init', 'site_widgets_autop_replace_filter' );
