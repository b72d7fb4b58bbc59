<?php
/**
 * The WordPress tests' site, run from PHP's command line by setup.sh:
 *
 * Commands:
 *   php seed.php install          installs WordPress (once)
 *   php seed.php users            the administrator and the Author, with known passwords
 *   php seed.php content OUT.json writes the posts, once the plugin is active (uploaded as a zip
 *                                 through wp-admin by the tests' global setup)
 *
 * The posts hold the demo's blocks (blocks/NAME/demo/NN-name.{nl,en}.html) three ways: classic content
 * written by an administrator, the same written by an Author, and Custom HTML blocks. Each is
 * saved as the editor saves it: as that user, with kses_init() deciding, from the user's
 * `unfiltered_html` capability, whether kses filters the content (the post-save filters the
 * editors go through: content_save_pre). An existing test post is updated, not duplicated.
 *
 * OUT.json gets the posts' URLs, and for the Author's posts what kses took out.
 *
 * @package site-widgets
 */

// phpcs:disable WordPress.WP.AlternativeFunctions -- a command-line script.

$site  = getenv( 'SITE_WIDGETS_WP_SITE' );
$port  = getenv( 'SITE_WIDGETS_WP_PORT' );
$repo  = getenv( 'SITE_WIDGETS_REPO' );
$mode  = $argv[1] ?? '';
$ready = $site && $port && $repo && in_array( $mode, array( 'install', 'users', 'content' ), true );
if ( ! $ready ) {
	fwrite( STDERR, "Run by tests/wordpress/setup.sh: php seed.php install|users|content OUT.json\n" );
	exit( 2 );
}

if ( 'install' === $mode ) {
	define( 'WP_INSTALLING', true );
	require __DIR__ . '/load-site.php';
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	if ( is_blog_installed() ) {
		exit( 0 );
	}
	printf( "Installing WordPress %s into the database %s…\n", esc_html( $GLOBALS['wp_version'] ), esc_html( DB_NAME ) );
	add_filter( 'pre_wp_mail', '__return_false' ); // No mail to the new administrator (and no sendmail here).
	wp_install( 'site-widgets on WordPress', 'sw-admin', 'admin@example.test', false, '', wp_generate_password() );
	exit( 0 );
}

require __DIR__ . '/load-site.php';
global $wpdb;

if ( 'users' === $mode ) {
	// Plain permalinks, whatever the install chose: wp_install() turns on pretty ones when its
	// request to the site itself gets through, which depends on the machine. The tests read the
	// REST routes from `?rest_route=` (the plugin serves either kind: it prints rest_url()).
	update_option( 'permalink_structure', '' );
	// The plugin's folder was removed for its upload: nor is it active any more.
	$active = (array) get_option( 'active_plugins', array() );
	update_option( 'active_plugins', array_values( array_diff( $active, array( 'site-widgets/site-widgets.php' ) ) ) );
	// The tests log in through wp-login.php: the administrator to upload the plugin and manage the
	// signups, the Author to write with the editor blocks (without the editor's welcome guide).
	$users = array(
		'sw-admin'  => array( 'administrator', 'site-widgets-test-admin' ),
		'sw-author' => array( 'author', 'site-widgets-test-author' ),
	);
	foreach ( $users as $login => list( $role, $password ) ) {
		$user = site_widgets_test_user( $login, $role );
		wp_set_password( $password, $user->ID );
		update_user_meta(
			$user->ID,
			$wpdb->get_blog_prefix() . 'persisted_preferences',
			array(
				'core/edit-post' => array( 'welcomeGuide' => false ),
				'_modified'      => gmdate( 'c' ),
			)
		);
	}
	exit( 0 );
}

require_once ABSPATH . 'wp-admin/includes/plugin.php';
if ( ! is_plugin_active( 'site-widgets/site-widgets.php' ) ) {
	fwrite( STDERR, "The site-widgets plugin is not active: its upload through wp-admin did not install it.\n" );
	exit( 1 );
}
// What earlier runs left: signups (the tests sign up addresses at example.test only), kept mail,
// settings and consent records.
$signups_table = site_widgets_signups_table();
// The plugin's own tables, their names from $wpdb->prefix; the pattern prepared.
// phpcs:ignore WordPress.DB.PreparedSQL -- as above.
$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . $signups_table . ' WHERE email LIKE %s', '%@example.test' ) );
$wpdb->query( 'DELETE FROM ' . site_widgets_consent_table() ); // phpcs:ignore WordPress.DB.PreparedSQL -- likewise.
delete_option( 'site_widgets_test_mail' );
delete_option( 'site_widgets_settings' );

/**
 * The user with this login, made with this role if missing.
 *
 * @param string $login The login.
 * @param string $role  The role.
 */
function site_widgets_test_user( string $login, string $role ): WP_User {
	$user = get_user_by( 'login', $login );
	if ( ! $user ) {
		$id   = wp_insert_user(
			array(
				'user_login' => $login,
				'user_email' => "$login@example.test",
				'user_pass'  => wp_generate_password(),
				'role'       => $role,
			)
		);
		$user = get_user_by( 'id', $id );
	}
	return $user;
}

/**
 * The demo's blocks of one language, as [ title, markup ] pairs, with the demo's image and
 * placeholder URLs pointed at their copy in the uploads folder.
 *
 * @param string $language nl or en.
 * @return array<int, array{0: string, 1: string}>
 */
function site_widgets_test_blocks( string $language ): array {
	$assets = content_url( 'uploads/site-widgets-demo/' );
	$blocks = array();
	$files  = glob( getenv( 'SITE_WIDGETS_REPO' ) . "/blocks/*/demo/*.$language.html" );
	// In the demo page's order: by file name (NN-name), across the block folders.
	usort( $files, fn( $a, $b ) => strcmp( basename( $a ), basename( $b ) ) );
	foreach ( $files as $file ) {
		$markup = (string) file_get_contents( $file );
		// An author types a paragraph on one line: the demo's soft-wrapped paragraph text is joined
		// again, or wpautop would turn each wrap into a <br />.
		$markup = (string) preg_replace_callback(
			'#<p>(.*?)</p>#s',
			fn( $paragraph ) => '<p>' . preg_replace( '/\s*\n\s*/', ' ', $paragraph[1] ) . '</p>',
			$markup
		);
		$title  = preg_match( '/<!--\s*title:\s*(.*?)\s*-->/', $markup, $match ) ? $match[1] : basename( $file );
		$markup = trim( preg_replace( '/<!--\s*title:.*?-->/', '', $markup ) );
		$markup = str_replace( '"/assets/', '"' . $assets, $markup );
		// The plugin's newsletter route answers the widget only, not a plain form post: on
		// WordPress the newsletter block goes without its server-rendered form, as its docs say.
		$markup   = (string) preg_replace( '#\s*<form\b.*?</form>#s', '', $markup );
		$blocks[] = array( $title, $markup );
	}
	return $blocks;
}

/**
 * Classic content: each block under a heading, separated by blank lines, as written in the
 * Classic editor's text tab.
 *
 * @param array<int, array{0: string, 1: string}> $blocks The blocks.
 */
function site_widgets_test_classic( array $blocks ): string {
	$parts = array();
	foreach ( $blocks as list( $title, $markup ) ) {
		$parts[] = '<h2>' . esc_html( $title ) . "</h2>\n\n" . $markup;
	}
	return implode( "\n\n", $parts );
}

/**
 * Block-editor content: each block in a Custom HTML block, under a heading block.
 *
 * @param array<int, array{0: string, 1: string}> $blocks The blocks.
 */
function site_widgets_test_html_blocks( array $blocks ): string {
	$parts = array();
	foreach ( $blocks as list( $title, $markup ) ) {
		$parts[] = "<!-- wp:heading -->\n<h2>" . esc_html( $title ) . "</h2>\n<!-- /wp:heading -->\n\n" .
			"<!-- wp:html -->\n$markup\n<!-- /wp:html -->";
	}
	return implode( "\n\n", $parts );
}

/**
 * Saves the test post `$key` as `$user` (updating the one from an earlier run), with kses
 * applying as it does in the editor for that user.
 *
 * @param string  $key     The post's test key.
 * @param WP_User $user    The author.
 * @param string  $title   The title.
 * @param string  $content The content.
 */
function site_widgets_test_post( string $key, WP_User $user, string $title, string $content ): WP_Post {
	wp_set_current_user( $user->ID );
	kses_init();
	$existing = get_posts(
		array(
			'post_type'   => 'post',
			'post_status' => 'any',
			'meta_key'    => '_site_widgets_test', // phpcs:ignore WordPress.DB.SlowDBQuery -- a handful of posts.
			'meta_value'  => $key, // phpcs:ignore WordPress.DB.SlowDBQuery -- likewise.
			'numberposts' => 1,
		)
	);
	// wp_insert_post expects slashed data, as from a form.
	$postarr = wp_slash(
		array(
			'ID'           => $existing ? $existing[0]->ID : 0,
			'post_title'   => $title,
			'post_content' => $content,
			'post_status'  => 'publish',
			'post_author'  => $user->ID,
			'meta_input'   => array( '_site_widgets_test' => $key ),
		)
	);
	$id      = wp_insert_post( $postarr, true );
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, "Saving $key failed: " . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	return get_post( $id );
}

/**
 * Every tag and tag[attribute] in the markup, counted.
 *
 * @param string $html The markup.
 * @return array<string, int>
 */
function site_widgets_test_markup_counts( string $html ): array {
	$counts = array();
	preg_match_all( '/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/', $html, $tags, PREG_SET_ORDER );
	foreach ( $tags as list( , $name, $attributes ) ) {
		$name            = strtolower( $name );
		$counts[ $name ] = ( $counts[ $name ] ?? 0 ) + 1;
		foreach ( array_keys( wp_kses_hair( $attributes, wp_allowed_protocols() ) ) as $attribute ) {
			$key            = "{$name}[{$attribute}]";
			$counts[ $key ] = ( $counts[ $key ] ?? 0 ) + 1;
		}
	}
	return $counts;
}

/**
 * The tags and tag[attribute]s of `$before` that `$after` lacks (or has fewer of).
 *
 * @param string $before The markup written.
 * @param string $after  The markup saved.
 * @return string[]
 */
function site_widgets_test_refused( string $before, string $after ): array {
	$saved   = site_widgets_test_markup_counts( $after );
	$refused = array();
	foreach ( site_widgets_test_markup_counts( $before ) as $key => $count ) {
		if ( ( $saved[ $key ] ?? 0 ) < $count ) {
			$refused[] = $key;
		}
	}
	sort( $refused );
	return $refused;
}

// The demo's cookie bar, for the theme's footer (theme.php), with its consent records sent to the
// plugin's log (docs/consent.md), as a theme prints it.
$layout = (string) file_get_contents( "$repo/demo/pages/en/layout.html" );
$bar    = preg_match( '#<section class="cookiebar".*?</section>#s', $layout, $found ) ? $found[0] : '';
$log    = 'data-cookiebar-log="' . esc_attr( site_widgets_consent_log_url() ) . '"';
update_option( 'site_widgets_test_cookiebar', preg_replace( '#data-cookiebar-log="[^"]*"#', $log, $bar ) );

/**
 * A saved post as OUT.json lists it.
 *
 * @param WP_Post $post    The post.
 * @param string  $written The content as written, before kses.
 */
function site_widgets_test_entry( WP_Post $post, string $written ): array {
	return array(
		'id'      => $post->ID,
		'url'     => get_permalink( $post ),
		'author'  => get_userdata( (int) $post->post_author )->user_login,
		'refused' => site_widgets_test_refused( $written, $post->post_content ),
	);
}

$admin  = site_widgets_test_user( 'sw-admin', 'administrator' );
$author = site_widgets_test_user( 'sw-author', 'author' );

/**
 * The demo's slider images in the media library (as the administrator uploaded them), once each,
 * with their alternative text and caption.
 *
 * @param WP_User $owner The administrator, who uploads them.
 */
function site_widgets_test_media( WP_User $owner ): void {
	$images = array(
		'dunes-morning'  => array( 'Sand dunes in warm morning light', 'The dunes near Schoorl.' ),
		'polder-evening' => array( 'Green polder fields under an evening sky', 'A polder landscape.' ),
		'harbour-dusk'   => array( 'A harbour at dusk', 'The harbour at dusk.' ),
	);
	foreach ( $images as $name => list( $alt, $caption ) ) {
		$existing = array(
			'post_type'   => 'attachment',
			'name'        => "site-widgets-$name",
			'numberposts' => 1,
		);
		if ( get_posts( $existing ) ) {
			continue;
		}
		$id = wp_insert_attachment(
			array(
				'post_title'     => $name,
				'post_name'      => "site-widgets-$name",
				'post_excerpt'   => $caption,
				'post_mime_type' => 'image/svg+xml',
				'post_status'    => 'inherit',
				'post_author'    => $owner->ID,
				'guid'           => content_url( "uploads/site-widgets-demo/images/$name.svg" ),
			),
			"site-widgets-demo/images/$name.svg"
		);
		update_post_meta( $id, '_wp_attachment_image_alt', $alt );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => "site-widgets-demo/images/$name.svg",
			)
		);
	}
}
$posts = array();
site_widgets_test_media( $admin );
foreach ( array( 'nl', 'en' ) as $language ) {
	$blocks  = site_widgets_test_blocks( $language );
	$classic = site_widgets_test_classic( $blocks );
	$html    = site_widgets_test_html_blocks( $blocks );
	$saved   = array(
		"classic-admin-$language"  => site_widgets_test_post(
			"classic-admin-$language",
			$admin,
			"Classic content, administrator ($language)",
			$classic
		),
		"classic-author-$language" => site_widgets_test_post(
			"classic-author-$language",
			$author,
			"Classic content, Author ($language)",
			$classic
		),
		"html-block-$language"     => site_widgets_test_post(
			"html-block-$language",
			$admin,
			"Custom HTML blocks ($language)",
			$html
		),
	);
	foreach ( $saved as $key => $post ) {
		$posts[ $key ] = site_widgets_test_entry( $post, str_starts_with( $key, 'html-block' ) ? $html : $classic );
	}
}
// Site texts as an Author would write them (kses refuses both: documented, and checked here).
$texts = '<newsletter-signup brand="Studio Noord"'
	. ' data-i18n-newsletter.email_required="Fill in your email address">' .
	"\n<h3>Texts</h3>\n</newsletter-signup>\n\n" .
	'<script type="application/json" data-site-widgets-texts>{"en": {"newsletter.submit": "Sign me up"}}</script>';

$posts['texts-author-en'] = site_widgets_test_entry(
	site_widgets_test_post( 'texts-author-en', $author, 'Site texts, Author (en)', $texts ),
	$texts
);
// A signup form that still names Craft's endpoints, as every form does on a WordPress without the plugin.
$craft                       = '<newsletter-signup brand="Studio Noord" session-info="/actions/users/session-info" ' .
	'action="/api/v1/newsletter/signup">' .
	"\n<h3>Craft's endpoints</h3>\n</newsletter-signup>";
$posts['craft-endpoints-en'] = site_widgets_test_entry(
	site_widgets_test_post( 'craft-endpoints-en', $admin, 'Craft endpoints (en)', $craft ),
	$craft
);
wp_set_current_user( 0 );

file_put_contents(
	$argv[2],
	wp_json_encode(
		array(
			'baseUrl'      => home_url(),
			'signupsTable' => site_widgets_signups_table(),
			'database'     => DB_NAME,
			'config'       => $site,
			'root'         => ABSPATH,
			'version'      => $GLOBALS['wp_version'],
			'debugLog'     => WP_DEBUG_LOG,
			'posts'        => $posts,
		),
		JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES
	)
);
