<?php
/**
 * Renders every fixture of the blocks (a block folder's NAME.fixtures.json for its block NAME:
 * docs/fixtures.md) through the plugin's editor blocks on the test
 * site: each fixture's parameters become the block's attributes (a collapse group's items its
 * inner collapse-item blocks), serialised as the block editor saves them, and WordPress renders
 * them with do_blocks(). Prints { "BLOCK/NAME": html } as JSON.
 *
 *   SITE_WIDGETS_WP_SITE=… SITE_WIDGETS_WP_PORT=… php render-fixtures.php REPO
 *
 * @package site-widgets
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line script.

$repo = $argv[1] ?? '';
$site = getenv( 'SITE_WIDGETS_WP_SITE' );
$port = getenv( 'SITE_WIDGETS_WP_PORT' );
if ( ! $repo || ! $site || ! $port ) {
	fwrite( STDERR, "Usage: SITE_WIDGETS_WP_SITE=… SITE_WIDGETS_WP_PORT=… php render-fixtures.php REPO\n" );
	exit( 2 );
}
require __DIR__ . '/load-site.php';

/**
 * A block as parse_blocks() gives it, ready for serialize_block().
 *
 * @param string               $name   The block's name without the namespace.
 * @param array<string, mixed> $attrs  Its attributes.
 * @param array<int, array>    $inner  Its inner blocks.
 * @param string               $html   Its own markup (for a block without inner blocks).
 */
function site_widgets_fixture_block( string $name, array $attrs, array $inner = array(), string $html = '' ): array {
	return array(
		'blockName'    => "site-widgets/$name",
		'attrs'        => $attrs,
		'innerBlocks'  => $inner,
		'innerHTML'    => $html,
		'innerContent' => $inner ? array_fill( 0, count( $inner ), null ) : array( $html ),
	);
}

/**
 * A fixture's parameters as the block's attributes: those a block support gives under WordPress's
 * name for them (the `wordpress` of wrapperParams in common/define-params.ts).
 *
 * @param array<string, mixed> $params The fixture's parameters.
 * @return array<string, mixed>
 */
function site_widgets_fixture_attrs( array $params ): array {
	$names = array(
		'id'    => 'anchor',
		'class' => 'className',
	);
	$attrs = array();
	foreach ( $params as $name => $value ) {
		$attrs[ $names[ $name ] ?? $name ] = $value;
	}
	return $attrs;
}

/**
 * The block a fixture's parameters make.
 *
 * @param string               $block  The block folder's name.
 * @param array<string, mixed> $params The fixture's parameters.
 */
function site_widgets_fixture_to_block( string $block, array $params ): array {
	if ( 'collapse-group' !== $block ) {
		return site_widgets_fixture_block( $block, site_widgets_fixture_attrs( $params ) );
	}
	$items = array();
	foreach ( $params['items'] ?? array() as $item ) {
		// An item's body is its inner blocks' markup: rich text as it is, or a paragraph of text.
		$body    = $item['html'] ?? ( isset( $item['text'] ) ? '<p>' . esc_html( $item['text'] ) . '</p>' : '' );
		$attrs   = site_widgets_fixture_attrs( array_diff_key( $item, array_flip( array( 'html', 'text' ) ) ) );
		$items[] = site_widgets_fixture_block( 'collapse-item', $attrs, array(), $body );
	}
	unset( $params['items'] );
	return site_widgets_fixture_block( 'collapse-group', site_widgets_fixture_attrs( $params ), $items );
}

$rendered = array();
$files    = glob( "$repo/blocks/*/*.fixtures.json" );
foreach ( $files as $file ) {
	$data = json_decode( (string) file_get_contents( $file ), true );
	foreach ( $data['fixtures'] as $fixture ) {
		$markup = serialize_block( site_widgets_fixture_to_block( $data['block'], $fixture['params'] ) );
		$rendered[ $data['block'] . '/' . $fixture['name'] ] = do_blocks( $markup );
	}
}
echo wp_json_encode( $rendered, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
