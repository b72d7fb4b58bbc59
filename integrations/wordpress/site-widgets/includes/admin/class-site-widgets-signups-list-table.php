<?php
/**
 * The list of signups on the Signups page: WordPress's own list table, newest first, 20 a page,
 * searchable by address, with a Delete link per row and a button that deletes the ticked rows.
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/class-wp-list-table.php';

/** The signups list. */
class Site_Widgets_Signups_List_Table extends WP_List_Table {

	/** Sets the table's names. */
	public function __construct() {
		parent::__construct(
			array(
				'singular' => 'signup',
				'plural'   => 'signups',
				'ajax'     => false,
			)
		);
	}

	/** The columns: a checkbox, then the fields. */
	public function get_columns() {
		return array( 'cb' => '<input type="checkbox">' ) + site_widgets_signup_columns();
	}

	/** Reads the page of rows the request asks for. */
	public function prepare_items(): void {
		// phpcs:ignore WordPress.Security.NonceVerification -- a search, which changes nothing.
		$search                = isset( $_REQUEST['s'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['s'] ) ) : '';
		$per_page              = 20;
		$result                = site_widgets_query_signups( $search, $per_page, $this->get_pagenum() );
		$this->items           = $result['rows'];
		$this->_column_headers = array( $this->get_columns(), array(), array() );
		$this->set_pagination_args(
			array(
				'total_items' => $result['total'],
				'per_page'    => $per_page,
			)
		);
	}

	/**
	 * A row's checkbox.
	 *
	 * @param array<string, mixed> $item The row.
	 */
	protected function column_cb( $item ): string {
		return sprintf(
			'<label class="screen-reader-text" for="signup-%1$d">%2$s</label>'
				. '<input type="checkbox" id="signup-%1$d" name="signup[]" value="%1$d">',
			(int) $item['id'],
			/* translators: %s: an email address. */
			esc_html( sprintf( __( 'Select %s', 'site-widgets' ), $item['email'] ) )
		);
	}

	/**
	 * The address, with its Delete link.
	 *
	 * @param array<string, mixed> $item The row.
	 */
	protected function column_email( $item ): string {
		$delete = wp_nonce_url(
			admin_url( 'admin-post.php?action=site_widgets_delete_signups&signup[]=' . (int) $item['id'] ),
			'site_widgets_delete_signups'
		);
		/* translators: %s: an email address. */
		$label = sprintf( __( 'Delete %s', 'site-widgets' ), $item['email'] );
		return esc_html( $item['email'] ) . $this->row_actions(
			array(
				'delete' => sprintf(
					'<a href="%s" aria-label="%s">%s</a>',
					esc_url( $delete ),
					esc_attr( $label ),
					esc_html__( 'Delete', 'site-widgets' )
				),
			)
		);
	}

	/**
	 * Any other field, as text.
	 *
	 * @param array<string, mixed> $item        The row.
	 * @param string               $column_name The field.
	 */
	protected function column_default( $item, $column_name ): string {
		return esc_html( (string) ( $item[ $column_name ] ?? '' ) );
	}

	/**
	 * The button that deletes the ticked rows, above the list.
	 *
	 * @param string $which top or bottom.
	 */
	protected function extra_tablenav( $which ): void {
		if ( 'top' === $which && $this->has_items() ) {
			submit_button( __( 'Delete selected', 'site-widgets' ), 'delete', 'delete-selected', false );
		}
	}

	/** What the list says when it is empty. */
	public function no_items(): void {
		esc_html_e( 'No signups found.', 'site-widgets' );
	}
}
