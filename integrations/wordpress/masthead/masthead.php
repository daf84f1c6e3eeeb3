<?php
/**
 * Plugin Name:       Masthead
 * Plugin URI:        https://github.com/masthead
 * Description:       Call-out forms, the join form, galleries and maps from your Masthead site, as blocks, shortcodes and pasted links that every role can use, Authors too.
 * Version:           1.0.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * License:           AGPL-3.0-only
 * License URI:       https://www.gnu.org/licenses/agpl-3.0.html
 * Text Domain:       masthead
 * Domain Path:       /languages
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

define( 'MASTHEAD_VERSION', '1.0.0' );
define( 'MASTHEAD_FILE', __FILE__ );

require_once __DIR__ . '/includes/address.php';
require_once __DIR__ . '/includes/elements.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/oembed.php';
require_once __DIR__ . '/includes/rest.php';

add_action( 'init', 'masthead_load_textdomain' );
add_action( 'init', 'masthead_register_shortcode' );
add_action( 'init', 'masthead_register_blocks' );
add_action( 'init', 'masthead_register_oembed_provider' );
add_action( 'rest_api_init', 'masthead_register_rest_routes' );
add_action( 'admin_menu', 'masthead_add_settings_page' );
add_action( 'admin_init', 'masthead_register_setting' );
add_action( 'enqueue_block_editor_assets', 'masthead_enqueue_editor_assets' );
add_filter( 'script_loader_tag', 'masthead_module_script_tag', 10, 2 );
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'masthead_settings_link' );
add_action( 'update_option_masthead_address', 'masthead_refresh_oembed_cache', 10, 2 );
add_action( 'add_option_masthead_address', 'masthead_forget_first_embeds', 10, 2 );

/**
 * Loads the plugin's translations, if the site has them.
 */
function masthead_load_textdomain() {
	load_plugin_textdomain( 'masthead', false, dirname( plugin_basename( __FILE__ ) ) . '/languages' );
}
