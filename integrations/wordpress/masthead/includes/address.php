<?php
/**
 * The Masthead address: stored once per site, checked against /api/1.0/health.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/**
 * The Masthead site's address, e.g. https://members.example.org (no trailing slash), or '' when not set.
 *
 * @return string
 */
function masthead_address() {
	return (string) get_option( 'masthead_address', '' );
}

/**
 * An address as entered (spaces, a path, a trailing slash) reduced to its origin; '' when it is no http(s) URL.
 *
 * @param string $value What was entered.
 * @return string
 */
function masthead_normalize_address( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value ) {
		return '';
	}
	if ( ! preg_match( '#^https?://#i', $value ) ) {
		$value = 'https://' . $value;
	}
	$parts = wp_parse_url( $value );
	if ( empty( $parts['host'] ) || ! in_array( strtolower( $parts['scheme'] ), array( 'http', 'https' ), true ) ) {
		return '';
	}
	$origin = strtolower( $parts['scheme'] ) . '://' . strtolower( $parts['host'] );
	if ( ! empty( $parts['port'] ) ) {
		$origin .= ':' . (int) $parts['port'];
	}
	return $origin;
}

/**
 * Asks the Masthead site whether it is up.
 *
 * @param string $address The Masthead address.
 * @return true|WP_Error True when /api/1.0/health answers status "ok".
 */
function masthead_check_address( $address ) {
	$response = wp_remote_get(
		$address . '/api/1.0/health',
		array(
			'timeout' => 10,
			'headers' => array( 'Accept' => 'application/json' ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return $response;
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	$body = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( 200 !== $code || ! is_array( $body ) || ! isset( $body['status'] ) ) {
		/* translators: %d: the HTTP status code. */
		return new WP_Error( 'masthead_not_masthead', sprintf( __( 'it answered with status %d, not as a Masthead site does', 'masthead' ), $code ) );
	}
	if ( 'ok' !== $body['status'] ) {
		return new WP_Error( 'masthead_unhealthy', __( 'it is running but reports a problem with its database', 'masthead' ) );
	}
	return true;
}

/**
 * Makes a request to the Masthead API and decodes its JSON.
 *
 * @param string $path  The path under /api/1.0/, e.g. 'callout'.
 * @param array  $query Query parameters.
 * @return array|WP_Error
 */
function masthead_api_get( $path, $query = array() ) {
	$address = masthead_address();
	if ( '' === $address ) {
		return new WP_Error( 'masthead_no_address', __( 'Enter your Masthead address under Settings → Masthead first.', 'masthead' ) );
	}
	$url      = add_query_arg( $query, $address . '/api/1.0/' . $path );
	$response = wp_remote_get(
		$url,
		array(
			'timeout' => 10,
			'headers' => array( 'Accept' => 'application/json' ),
		)
	);
	if ( is_wp_error( $response ) ) {
		return $response;
	}
	$body = json_decode( wp_remote_retrieve_body( $response ), true );
	if ( 200 !== (int) wp_remote_retrieve_response_code( $response ) || ! is_array( $body ) ) {
		return new WP_Error( 'masthead_api', __( 'Masthead did not answer as expected.', 'masthead' ) );
	}
	return $body;
}
