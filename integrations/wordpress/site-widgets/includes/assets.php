<?php
/**
 * The bundle on every front-end page: the entry as a module script and the stylesheet, both with
 * the `integrity` of dist/site-widgets.manifest.json, and the preloads a template names.
 *
 * The plugin serves its own copy of the bundle: the folder dist/ next to site-widgets.php.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_HANDLE = 'site-widgets';

/** The plugin's dist/ folder on disk, with a trailing slash. */
function site_widgets_dist_dir(): string {
	return SITE_WIDGETS_DIR . 'dist/';
}

/** The URL of the plugin's dist/ folder, with a trailing slash. */
function site_widgets_dist_url(): string {
	return plugins_url( 'dist/', SITE_WIDGETS_FILE );
}

/**
 * The build's manifest (entry, stylesheet, and the files each widget and page behaviour needs),
 * or null when dist/site-widgets.manifest.json is missing or unreadable. Read once per request.
 *
 * @return array<string, mixed>|null
 */
function site_widgets_manifest(): ?array {
	static $manifest = false;
	if ( false === $manifest ) {
		$manifest = null;
		$path     = site_widgets_dist_dir() . 'site-widgets.manifest.json';
		if ( is_readable( $path ) ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file.
			$data = json_decode( (string) file_get_contents( $path ), true );
			if ( is_array( $data ) ) {
				$manifest = $data;
			}
		}
	}
	return $manifest;
}

/**
 * The `integrity` of the manifest's `entry` or `stylesheet`, or '' without a manifest.
 *
 * @param string $part `entry` or `stylesheet`.
 */
function site_widgets_integrity( string $part ): string {
	$manifest  = site_widgets_manifest();
	$integrity = $manifest[ $part ]['integrity'] ?? '';
	return is_string( $integrity ) ? $integrity : '';
}

/**
 * A version for the URLs, so a new copy of dist/ is not served from a stale cache.
 *
 * @param string $file A file of dist/.
 */
function site_widgets_version( string $file ): ?string {
	$path = site_widgets_dist_dir() . $file;
	$time = is_file( $path ) ? filemtime( $path ) : false;
	return false === $time ? null : (string) $time;
}

/** Enqueues the entry and the stylesheet on the front end. */
function site_widgets_enqueue(): void {
	$dist  = site_widgets_dist_url();
	$entry = $dist . 'site-widgets.js';
	$style = $dist . 'site-widgets.css';
	wp_enqueue_style( SITE_WIDGETS_HANDLE, $style, array(), site_widgets_version( 'site-widgets.css' ) );
	if ( function_exists( 'wp_enqueue_script_module' ) ) {
		// WordPress 6.5 and later print script modules themselves.
		wp_enqueue_script_module( SITE_WIDGETS_HANDLE, $entry, array(), site_widgets_version( 'site-widgets.js' ) );
		return;
	}
	// Before 6.5: a classic script whose tag becomes a module's (site_widgets_script_tag).
	wp_enqueue_script( SITE_WIDGETS_HANDLE, $entry, array(), site_widgets_version( 'site-widgets.js' ), false );
}
add_action( 'wp_enqueue_scripts', 'site_widgets_enqueue' );

/**
 * WordPress 6.1–6.4: the entry's tag as a module with its integrity. Themes without HTML5 script
 * support print type='text/javascript', which would run the module as a classic script: replaced.
 *
 * @param string $tag    The script tag.
 * @param string $handle The script's handle.
 */
function site_widgets_script_tag( string $tag, string $handle ): string {
	if ( SITE_WIDGETS_HANDLE !== $handle ) {
		return $tag;
	}
	$tag       = preg_replace( '/\stype=([\'"])text\/javascript\1/', '', $tag );
	$integrity = site_widgets_integrity( 'entry' );
	$extra     = ' type="module"' . ( '' === $integrity ? '' : ' integrity="' . esc_attr( $integrity ) . '"' );
	return preg_replace( '/<script(?=[\s>])/', '<script' . $extra, $tag, 1 );
}
add_filter( 'script_loader_tag', 'site_widgets_script_tag', 10, 2 );

/**
 * WordPress 6.5 and later: the entry module's integrity, on the tag WP_Script_Modules prints.
 *
 * @param array<string, mixed> $attributes The script tag's attributes.
 * @return array<string, mixed>
 */
function site_widgets_script_module_attributes( $attributes ) {
	$integrity = site_widgets_integrity( 'entry' );
	$ours      = is_array( $attributes ) && ( $attributes['id'] ?? '' ) === SITE_WIDGETS_HANDLE . '-js-module';
	if ( $ours && '' !== $integrity ) {
		$attributes['integrity'] = $integrity;
	}
	return $attributes;
}
add_filter( 'wp_script_attributes', 'site_widgets_script_module_attributes' );

/**
 * The stylesheet's integrity.
 *
 * @param string $tag    The link tag.
 * @param string $handle The stylesheet's handle.
 */
function site_widgets_style_tag( string $tag, string $handle ): string {
	$integrity = site_widgets_integrity( 'stylesheet' );
	if ( SITE_WIDGETS_HANDLE !== $handle || '' === $integrity ) {
		return $tag;
	}
	return preg_replace( '/<link(?=[\s>])/', '<link integrity="' . esc_attr( $integrity ) . '"', $tag, 1 );
}
add_filter( 'style_loader_tag', 'site_widgets_style_tag', 10, 2 );

/**
 * Prints the preloads for the files the given blocks need, meant for the blocks in a page's first
 * viewport: a widget's tag (`collapse-item`) or a page behaviour's name (`gallery`, `lightbox`,
 * `hero`, `consent-video`, `cookiebar`, `cookiebar-preferences`). Each file once; nothing without a manifest.
 *
 * @param string[] $tags The tags and module names.
 */
function site_widgets_preload( array $tags ): void {
	$manifest = site_widgets_manifest();
	if ( null === $manifest ) {
		return;
	}
	$dist    = site_widgets_dist_url();
	$printed = array();
	foreach ( $tags as $tag ) {
		$entry = $manifest['widgets'][ $tag ] ?? $manifest['modules'][ $tag ] ?? null;
		if ( ! is_array( $entry ) ) {
			// As the Craft include does: say so in the page's source, print nothing else.
			$comment = '<!-- site-widgets: the manifest names no block "%s"; nothing to preload for it -->';
			// phpcs:ignore WordPress.Security.EscapeOutput -- the format is a constant.
			printf( $comment . "\n", esc_html( (string) $tag ) );
			continue;
		}
		foreach ( $entry['preload'] ?? array() as $file ) {
			$name = $file['file'] ?? '';
			if ( ! is_string( $name ) || '' === $name || isset( $printed[ $name ] ) ) {
				continue;
			}
			$printed[ $name ] = true;
			if ( 'style' === ( $file['as'] ?? '' ) ) {
				// No integrity: the runtime adds the stylesheet without one, and a preload must match it to be used.
				printf( "<link rel=\"preload\" as=\"style\" href=\"%s\">\n", esc_url( $dist . $name ) );
			} else {
				$integrity  = (string) ( $file['integrity'] ?? '' );
				$tag_format = "<link rel=\"modulepreload\" href=\"%s\" integrity=\"%s\">\n";
				// phpcs:ignore WordPress.Security.EscapeOutput -- the format is a constant.
				printf( $tag_format, esc_url( $dist . $name ), esc_attr( $integrity ) );
			}
		}
	}
}

/**
 * The widget tags of the editor blocks among the first blocks of the post or page being shown:
 * those most likely in its first viewport, whose code is best fetched while the page parses.
 *
 * @return string[]
 */
function site_widgets_first_blocks_tags(): array {
	$post = is_singular() ? get_queried_object() : null;
	if ( ! $post instanceof WP_Post || ! has_blocks( $post ) ) {
		return array();
	}
	/**
	 * How many of a post's first blocks count as its first viewport, for the automatic preloads
	 * (0 turns them off).
	 *
	 * @param int     $count 3 by default.
	 * @param WP_Post $post  The post.
	 */
	$count  = max( 0, (int) apply_filters( 'site_widgets_preload_first_blocks', 3, $post ) );
	$blocks = array_filter( parse_blocks( $post->post_content ), static fn( $block ) => null !== $block['blockName'] );
	$tags   = array();
	foreach ( array_slice( array_values( $blocks ), 0, $count ) as $block ) {
		if ( str_starts_with( $block['blockName'], 'site-widgets/' ) ) {
			$tag    = substr( $block['blockName'], strlen( 'site-widgets/' ) );
			$tags[] = $tag;
			if ( 'collapse-group' === $tag ) {
				$tags[] = 'collapse-item'; // Its sections are inner blocks of their own.
			}
		}
	}
	return $tags;
}

/**
 * The preloads early in the head: for the editor blocks at the top of the post being shown, and
 * for what a theme names through the `site_widgets_preload_tags` filter.
 */
function site_widgets_head_preloads(): void {
	/**
	 * The blocks (tags) and page behaviours in the page's first viewport, whose files are preloaded.
	 *
	 * @param string[] $tags The widgets of the post's first editor blocks.
	 */
	$tags = apply_filters( 'site_widgets_preload_tags', site_widgets_first_blocks_tags() );
	if ( is_array( $tags ) && $tags ) {
		site_widgets_preload( array_values( array_unique( array_filter( $tags, 'is_string' ) ) ) );
	}
}
add_action( 'wp_head', 'site_widgets_head_preloads', 2 );

/** Tells administrators when the plugin's dist/ (or its manifest) is missing. */
function site_widgets_missing_dist_notice(): void {
	if ( ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	if ( ! is_readable( site_widgets_dist_dir() . 'site-widgets.js' ) ) {
		// One literal per sentence: translation tools read only literal strings.
		$message = __( 'site-widgets: the plugin’s dist/ folder is missing, so no widget works.', 'site-widgets' )
			. ' ' . __( 'Copy the package’s dist/ folder into the plugin folder.', 'site-widgets' )
			// phpcs:ignore WordPress.WP.CapitalPDangit -- an npm script's name, as typed.
			. ' ' . __( '(npm run build:wordpress does it.)', 'site-widgets' );
	} elseif ( null === site_widgets_manifest() ) {
		$message = __( 'site-widgets: the plugin’s dist/ folder lacks site-widgets.manifest.json.', 'site-widgets' )
			. ' ' . __( 'The bundle is served without integrity and nothing is preloaded.', 'site-widgets' )
			. ' ' . __( 'Copy a complete dist/ folder.', 'site-widgets' );
	} else {
		return;
	}
	printf( '<div class="notice notice-error"><p>%s</p></div>', esc_html( $message ) );
}
add_action( 'admin_notices', 'site_widgets_missing_dist_notice' );
