<?php
/**
 * The plugin's texts in the site's language, and a visitor's texts in the visitor's. English is the
 * source; languages/ holds the translations (site-widgets-LOCALE.mo for the PHP and the block.json
 * files, site-widgets-LOCALE-site-widgets-editor.json for the editor's script), which
 * `npm run translations` makes from the sources and languages/site-widgets-LOCALE.po.
 *
 * The administration follows WordPress: the user's language in wp-admin, the site's elsewhere. What
 * a visitor reads (the signup's messages, the confirmation email and its pages) follows the
 * language the visitor signed up in instead, whatever the site's.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

/** Loads the plugin's translations from its languages/ folder (a site's own in wp-content/languages/plugins/ win). */
function site_widgets_load_translations(): void {
	load_plugin_textdomain( 'site-widgets', false, dirname( plugin_basename( SITE_WIDGETS_FILE ) ) . '/languages' );
}
add_action( 'init', 'site_widgets_load_translations', 0 );

/**
 * A visitor's language, nl or en: the page's (the signup's `lang`), else the one Accept-Language
 * prefers of the two, else nl.
 *
 * @param string $page_language   The page's language tag, or ''.
 * @param string $accept_language The Accept-Language header, or ''.
 */
function site_widgets_visitor_language( string $page_language, string $accept_language ): string {
	$page = strtolower( explode( '-', trim( $page_language ) )[0] );
	if ( 'nl' === $page || 'en' === $page ) {
		return $page;
	}
	$best = array( 'nl', 0.0 );
	foreach ( explode( ',', $accept_language ) as $entry ) {
		$parts    = array_map( 'trim', explode( ';', $entry ) );
		$language = strtolower( explode( '-', $parts[0] )[0] );
		if ( 'nl' !== $language && 'en' !== $language ) {
			continue;
		}
		$q = 1.0;
		foreach ( array_slice( $parts, 1 ) as $parameter ) {
			if ( str_starts_with( $parameter, 'q=' ) ) {
				$q = (float) substr( $parameter, 2 );
			}
		}
		if ( $q > $best[1] ) {
			$best = array( $language, $q );
		}
	}
	return $best[0];
}

/**
 * From now on, the plugin's texts in `$locale` (English, the source, for en_US): a site's own
 * translation in wp-content/languages/plugins/ first, as load_plugin_textdomain() does, else the
 * plugin's.
 *
 * @param string $locale A WordPress locale.
 */
function site_widgets_use_translations( string $locale ): void {
	unload_textdomain( 'site-widgets' );
	if ( 'en_US' === $locale ) {
		return;
	}
	load_textdomain( 'site-widgets', WP_LANG_DIR . "/plugins/site-widgets-$locale.mo", $locale )
		|| load_textdomain( 'site-widgets', SITE_WIDGETS_DIR . "languages/site-widgets-$locale.mo", $locale );
}

/**
 * Runs `$write` with the plugin's texts in a visitor's language, and WordPress's where the site
 * has that language installed, and returns what it returns.
 *
 * @param string   $language A language tag as stored with a signup: en…, else Dutch.
 * @param callable $write    Makes the texts.
 * @return mixed
 */
function site_widgets_in_language( string $language, callable $write ) {
	$locale   = str_starts_with( strtolower( $language ), 'en' ) ? 'en_US' : 'nl_NL';
	$before   = determine_locale();
	$switched = switch_to_locale( $locale );
	// The plugin's own texts are switched here: switch_to_locale() refuses a language WordPress
	// itself lacks, and WordPress 6.1 reloads no plugin's texts from the plugin's own folder.
	site_widgets_use_translations( $locale );
	try {
		return $write();
	} finally {
		if ( $switched ) {
			restore_previous_locale();
		}
		site_widgets_use_translations( $before );
	}
}
