<?php
/**
 * The signups in wp-admin (the Signups menu), for users who can `manage_options`: a list newest
 * first, paged and searchable by address, with the proof of consent of each; delete, one or
 * several; and a CSV export that a spreadsheet opens safely. Every action checks a nonce and the
 * capability; anyone else gets a 403.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

const SITE_WIDGETS_SIGNUPS_PAGE = 'site-widgets-signups';

/** The Signups menu. */
function site_widgets_signups_menu(): void {
	add_menu_page(
		__( 'Newsletter signups', 'site-widgets' ),
		__( 'Signups', 'site-widgets' ),
		'manage_options',
		SITE_WIDGETS_SIGNUPS_PAGE,
		'site_widgets_signups_page',
		'dashicons-email-alt',
		26
	);
}
add_action( 'admin_menu', 'site_widgets_signups_menu' );

/** Stops with a 403 unless the user may manage the signups. */
function site_widgets_require_manager(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die(
			esc_html__( 'Sorry, you are not allowed to manage the newsletter signups.', 'site-widgets' ),
			'',
			array( 'response' => 403 )
		);
	}
}

/**
 * A spreadsheet cell's text that a spreadsheet shows as text: one starting with =, +, -, @, a tab
 * or a carriage return would be read as a formula, so it gets a leading apostrophe.
 *
 * @param mixed $value The value.
 */
function site_widgets_csv_cell( $value ): string {
	$text = (string) $value;
	return preg_match( '/^[=+\-@\t\r]/', $text ) ? "'" . $text : $text;
}

/**
 * The columns of the list and the export, by field.
 *
 * @return array<string, string>
 */
function site_widgets_signup_columns(): array {
	return array(
		'email'        => __( 'Email address', 'site-widgets' ),
		'status'       => __( 'Status', 'site-widgets' ),
		'created_at'   => __( 'Signed up (UTC)', 'site-widgets' ),
		'confirmed_at' => __( 'Confirmed (UTC)', 'site-widgets' ),
		'page'         => __( 'Page', 'site-widgets' ),
		'language'     => __( 'Language', 'site-widgets' ),
		'consent_text' => __( 'Consent text shown', 'site-widgets' ),
		'consent_id'   => __( 'Cookie consent ID', 'site-widgets' ),
	);
}

/** The admin-post.php action site_widgets_export_signups: every signup as a CSV file. */
function site_widgets_export_signups(): void {
	site_widgets_require_manager();
	check_admin_referer( 'site_widgets_export_signups' );
	$columns = site_widgets_signup_columns();
	nocache_headers();
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: attachment; filename="signups-' . gmdate( 'Y-m-d' ) . '.csv"' );
	$out = fopen( 'php://output', 'w' );
	// A byte order mark, so spreadsheets read the file as UTF-8.
	// phpcs:ignore WordPress.WP.AlternativeFunctions -- the response, not a file.
	fwrite( $out, "\xEF\xBB\xBF" );
	fputcsv( $out, array_values( $columns ) );
	foreach ( site_widgets_query_signups( '', 0, 1 )['rows'] as $row ) {
		fputcsv(
			$out,
			array_map( static fn( $field ) => site_widgets_csv_cell( $row[ $field ] ?? '' ), array_keys( $columns ) )
		);
	}
	fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- php://output.
	exit;
}
add_action( 'admin_post_site_widgets_export_signups', 'site_widgets_export_signups' );

/** The admin-post.php action site_widgets_delete_signups: deletes the chosen signups, back to the list. */
function site_widgets_delete_signups_action(): void {
	site_widgets_require_manager();
	// The list's form carries the nonce WordPress's list table prints for its bulk actions; a row's
	// Delete link carries this action's own.
	check_admin_referer( isset( $_POST['delete-selected'] ) ? 'bulk-signups' : 'site_widgets_delete_signups' );
	// phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- absint below.
	$ids     = isset( $_REQUEST['signup'] ) ? (array) wp_unslash( $_REQUEST['signup'] ) : array();
	$deleted = site_widgets_delete_signups( array_map( 'absint', $ids ) );
	wp_safe_redirect( add_query_arg( 'deleted', $deleted, admin_url( 'admin.php?page=' . SITE_WIDGETS_SIGNUPS_PAGE ) ) );
	exit;
}
add_action( 'admin_post_site_widgets_delete_signups', 'site_widgets_delete_signups_action' );

/** Visitors who are not logged in reach no export or delete: 403. */
function site_widgets_refuse_visitors(): void {
	wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'site-widgets' ), '', array( 'response' => 403 ) );
}
add_action( 'admin_post_nopriv_site_widgets_export_signups', 'site_widgets_refuse_visitors' );
add_action( 'admin_post_nopriv_site_widgets_delete_signups', 'site_widgets_refuse_visitors' );

/** The Signups page. */
function site_widgets_signups_page(): void {
	site_widgets_require_manager();
	require_once SITE_WIDGETS_DIR . 'includes/admin/class-site-widgets-signups-list-table.php';
	$table = new Site_Widgets_Signups_List_Table();
	$table->prepare_items();
	$export = wp_nonce_url(
		admin_url( 'admin-post.php?action=site_widgets_export_signups' ),
		'site_widgets_export_signups'
	);
	echo '<div class="wrap"><h1 class="wp-heading-inline">' . esc_html__( 'Newsletter signups', 'site-widgets' ) . '</h1>';
	printf(
		' <a class="page-title-action" href="%s">%s</a><hr class="wp-header-end">',
		esc_url( $export ),
		esc_html__( 'Export CSV', 'site-widgets' )
	);
	// phpcs:ignore WordPress.Security.NonceVerification -- a count to show, from our own redirect.
	$deleted = isset( $_GET['deleted'] ) ? absint( $_GET['deleted'] ) : null;
	if ( null !== $deleted ) {
		/* translators: %d: how many signups were deleted. */
		$message = sprintf( _n( '%d signup deleted.', '%d signups deleted.', $deleted, 'site-widgets' ), $deleted );
		printf( '<div class="notice notice-success"><p>%s</p></div>', esc_html( $message ) );
	}
	echo '<form method="get"><input type="hidden" name="page" value="' . esc_attr( SITE_WIDGETS_SIGNUPS_PAGE ) . '">';
	$table->search_box( __( 'Search addresses', 'site-widgets' ), 'site-widgets-signups' );
	echo '</form><form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
	echo '<input type="hidden" name="action" value="site_widgets_delete_signups">';
	$table->display(); // With the nonce of its bulk actions, which the delete action checks.
	echo '</form></div>';
}
