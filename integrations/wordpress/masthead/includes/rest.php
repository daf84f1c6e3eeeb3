<?php
/**
 * GET /wp-json/masthead/v1/callouts: the call-outs the block editor's picker
 * offers, asked of Masthead by the server (no CORS, one address to trust).
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the route.
 */
function masthead_register_rest_routes() {
	register_rest_route(
		'masthead/v1',
		'/callouts',
		array(
			'methods'             => 'GET',
			'callback'            => 'masthead_rest_callouts',
			'permission_callback' => function () {
				return current_user_can( 'edit_posts' );
			},
		)
	);
}

/**
 * The open and ended call-outs that are not hidden, newest first: slug, title and status.
 *
 * @return WP_REST_Response|WP_Error
 */
function masthead_rest_callouts() {
	$list = masthead_api_get( 'callout', array( 'limit' => 100 ) );
	if ( is_wp_error( $list ) ) {
		return new WP_Error( $list->get_error_code(), $list->get_error_message(), array( 'status' => 502 ) );
	}
	$callouts = array();
	foreach ( isset( $list['items'] ) ? $list['items'] : array() as $item ) {
		if ( isset( $item['slug'], $item['title'] ) ) {
			$callouts[] = array(
				'slug'   => (string) $item['slug'],
				'title'  => (string) $item['title'],
				'status' => isset( $item['status'] ) ? (string) $item['status'] : '',
			);
		}
	}
	return rest_ensure_response( $callouts );
}
