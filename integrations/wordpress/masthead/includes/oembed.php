<?php
/**
 * Masthead as a trusted oEmbed provider: a pasted link of a call-out, its
 * gallery or its map embeds as Masthead's own frame (self-sizing), not as
 * the sandboxed frame WordPress gives sites it discovers.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the provider for the Masthead address's call-out pages.
 */
function masthead_register_oembed_provider() {
	$address = masthead_address();
	if ( '' !== $address ) {
		wp_oembed_add_provider( $address . '/crowdnewsroom/*', $address . '/oembed' );
	}
}

/**
 * Forgets the embeds WordPress stored for the old and new address, so posts
 * embed again from the provider now registered (WordPress keeps them a day).
 *
 * @param string $old_address The address before.
 * @param string $address     The address now.
 */
function masthead_refresh_oembed_cache( $old_address, $address ) {
	masthead_forget_embeds( $old_address );
	masthead_forget_embeds( $address );
}

/**
 * Deletes the cached embeds of links to one address.
 *
 * @param string $address A Masthead address, or ''.
 */
function masthead_forget_embeds( $address ) {
	global $wpdb;
	if ( '' === (string) $address ) {
		return;
	}
	$like = '%' . $wpdb->esc_like( $address . '/crowdnewsroom/' ) . '%';
	// phpcs:disable WordPress.DB.DirectDatabaseQuery -- one-off clean-up of WordPress's own caches.
	$wpdb->query(
		$wpdb->prepare(
			"DELETE FROM {$wpdb->postmeta} WHERE meta_key LIKE %s AND meta_value LIKE %s",
			$wpdb->esc_like( '_oembed_' ) . '%',
			$like
		)
	);
	$wpdb->query(
		$wpdb->prepare(
			"DELETE FROM {$wpdb->posts} WHERE post_type = 'oembed_cache' AND post_content LIKE %s",
			$like
		)
	);
	// phpcs:enable
}

/**
 * Forgets the embeds stored for the address saved the first time.
 *
 * @param string $option  The option's name.
 * @param string $address The address.
 */
function masthead_forget_first_embeds( $option, $address ) {
	masthead_forget_embeds( $address );
}
