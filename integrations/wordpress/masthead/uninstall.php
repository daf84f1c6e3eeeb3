<?php
/**
 * Removing the plugin removes its one setting, and the embeds WordPress
 * stored for its address, on every site of a network.
 *
 * @package Masthead
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/address.php';
require_once __DIR__ . '/includes/oembed.php';

/**
 * Forgets this site's address and its embeds.
 */
function masthead_uninstall_site() {
	masthead_forget_embeds( masthead_address() );
	delete_option( 'masthead_address' );
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $masthead_site_id ) {
		switch_to_blog( $masthead_site_id );
		masthead_uninstall_site();
		restore_current_blog();
	}
} else {
	masthead_uninstall_site();
}
