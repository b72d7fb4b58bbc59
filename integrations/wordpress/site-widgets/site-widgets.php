<?php
/**
 * Plugin Name:       site-widgets
 * Description:       The site-widgets bundle on every page, its widgets as editor blocks, a newsletter backend.
 * Version:           0.2.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * License:           MIT
 * License URI:       https://opensource.org/license/mit
 * Text Domain:       site-widgets
 * Domain Path:       /languages
 *
 * @package site-widgets
 */

defined( 'ABSPATH' ) || exit;

define( 'SITE_WIDGETS_FILE', __FILE__ );
define( 'SITE_WIDGETS_DIR', __DIR__ . '/' );

require_once SITE_WIDGETS_DIR . 'includes/languages.php';
require_once SITE_WIDGETS_DIR . 'includes/blocks.php';
require_once SITE_WIDGETS_DIR . 'includes/assets.php';
require_once SITE_WIDGETS_DIR . 'includes/kses.php';
require_once SITE_WIDGETS_DIR . 'includes/autop.php';
require_once SITE_WIDGETS_DIR . 'includes/tables.php';
require_once SITE_WIDGETS_DIR . 'includes/settings.php';
require_once SITE_WIDGETS_DIR . 'includes/spam.php';
require_once SITE_WIDGETS_DIR . 'includes/signups.php';
require_once SITE_WIDGETS_DIR . 'includes/double-opt-in.php';
require_once SITE_WIDGETS_DIR . 'includes/newsletter.php';
require_once SITE_WIDGETS_DIR . 'includes/consent-log.php';
require_once SITE_WIDGETS_DIR . 'includes/privacy.php';
require_once SITE_WIDGETS_DIR . 'includes/render.php';
require_once SITE_WIDGETS_DIR . 'includes/editor-blocks.php';
// wp-admin's pages (admin-post.php's actions and options.php included) load only there.
if ( is_admin() ) {
	require_once SITE_WIDGETS_DIR . 'includes/admin/settings-page.php';
	require_once SITE_WIDGETS_DIR . 'includes/admin/signups-page.php';
}

register_activation_hook( __FILE__, 'site_widgets_install_tables' );
