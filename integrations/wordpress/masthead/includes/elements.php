<?php
/**
 * The four elements (call-out form, join form, gallery, map) as shortcodes and
 * blocks. Both are stored as plain text in the post (`[masthead callout="…"]`,
 * `<!-- wp:masthead/callout-form {"slug":"…"} /-->`) and made into markup only
 * when the page is shown, so no role's save can strip them.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/**
 * Each element by its shortcode attribute: its tag, its block and the path of its page on Masthead.
 *
 * @return array
 */
function masthead_elements() {
	return array(
		'callout' => array(
			'tag'   => 'callout-form',
			'block' => 'masthead/callout-form',
			'path'  => '/crowdnewsroom/%s',
		),
		'join'    => array(
			'tag'   => 'join-form',
			'block' => 'masthead/join-form',
			'path'  => '/join',
		),
		'gallery' => array(
			'tag'   => 'callout-gallery',
			'block' => 'masthead/callout-gallery',
			'path'  => '/crowdnewsroom/%s/gallery',
		),
		'map'     => array(
			'tag'   => 'callout-map',
			'block' => 'masthead/callout-map',
			'path'  => '/crowdnewsroom/%s/map',
		),
	);
}

/**
 * The language of the post being shown, as a BCP 47 tag (de-DE): the site's,
 * or a multilingual plugin's for this post. Filter `masthead_language` to choose.
 *
 * @return string
 */
function masthead_post_language() {
	$locale = get_locale();
	$post   = get_post();
	if ( $post && function_exists( 'pll_get_post_language' ) ) {
		$language = pll_get_post_language( $post->ID, 'locale' );
		if ( $language ) {
			$locale = $language;
		}
	}
	return (string) apply_filters( 'masthead_language', str_replace( '_', '-', $locale ), $post );
}

/**
 * The markup of one element, and masthead.js queued once for the page.
 *
 * @param string $kind       callout, join, gallery or map.
 * @param array  $attributes slug (the call-out's), amount and period (the join form's).
 * @return string
 */
function masthead_render_element( $kind, $attributes ) {
	$elements = masthead_elements();
	$address  = masthead_address();
	if ( ! isset( $elements[ $kind ] ) ) {
		return '';
	}
	$slug = isset( $attributes['slug'] ) ? sanitize_title( $attributes['slug'] ) : '';
	if ( '' === $address || ( 'join' !== $kind && '' === $slug ) ) {
		// Nothing for readers; a hint for whoever can fix it.
		if ( ! current_user_can( 'edit_posts' ) ) {
			return '';
		}
		$hint = '' === $address
			? __( 'Masthead: enter your Masthead address under Settings → Masthead.', 'masthead' )
			: __( 'Masthead: choose a call-out for this element.', 'masthead' );
		return '<p class="masthead-notice"><em>' . esc_html( $hint ) . '</em></p>';
	}

	wp_enqueue_script( 'masthead', $address . '/embed/masthead.js', array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Masthead versions its own files.

	$element = $elements[ $kind ];
	$html    = array(
		'api'  => $address,
		'lang' => masthead_post_language(),
	);
	if ( 'join' === $kind ) {
		if ( isset( $attributes['amount'] ) && preg_match( '/^\d+(\.\d{1,2})?$/', (string) $attributes['amount'] ) ) {
			$html['amount'] = $attributes['amount'];
		}
		if ( isset( $attributes['period'] ) && in_array( $attributes['period'], array( 'monthly', 'annually' ), true ) ) {
			$html['period'] = $attributes['period'];
		}
	} else {
		$html['slug'] = $slug;
	}

	$markup = '<' . $element['tag'];
	foreach ( $html as $name => $value ) {
		$markup .= ' ' . $name . '="' . esc_attr( $value ) . '"';
	}
	// The fallback shows until the script upgrades the element, and if it cannot.
	$page    = $address . sprintf( $element['path'], rawurlencode( $slug ) );
	$markup .= '><a href="' . esc_url( $page ) . '">' . esc_html( masthead_fallback_text( $kind ) ) . '</a></' . $element['tag'] . '>';
	return $markup;
}

/**
 * The fallback link's text for an element.
 *
 * @param string $kind callout, join, gallery or map.
 * @return string
 */
function masthead_fallback_text( $kind ) {
	switch ( $kind ) {
		case 'join':
			return __( 'Join us', 'masthead' );
		case 'gallery':
			return __( 'See the answers', 'masthead' );
		case 'map':
			return __( 'See the map', 'masthead' );
		default:
			return __( 'Answer the call-out', 'masthead' );
	}
}

/**
 * `type="module"` on the masthead.js tag (WordPress 6.1 has no script modules).
 *
 * @param string $tag    The script tag.
 * @param string $handle Its handle.
 * @return string
 */
function masthead_module_script_tag( $tag, $handle ) {
	if ( 'masthead' !== $handle ) {
		return $tag;
	}
	$tag = preg_replace( '/\stype=(["\'])[^"\']*\1/', '', $tag );
	return str_replace( '<script ', '<script type="module" ', $tag );
}

/**
 * Registers [masthead …].
 */
function masthead_register_shortcode() {
	add_shortcode( 'masthead', 'masthead_shortcode' );
}

/**
 * `[masthead callout="slug"]`, `[masthead join amount="10" period="monthly"]`,
 * `[masthead gallery="slug"]`, `[masthead map="slug"]`.
 *
 * @param array|string $attributes The shortcode's attributes.
 * @return string
 */
function masthead_shortcode( $attributes ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	// A bare word (`[masthead join]`) arrives as a numbered attribute.
	foreach ( $attributes as $key => $value ) {
		if ( is_int( $key ) ) {
			$attributes[ strtolower( $value ) ] = '';
		}
	}
	foreach ( array( 'callout', 'gallery', 'map' ) as $kind ) {
		if ( isset( $attributes[ $kind ] ) ) {
			return masthead_render_element( $kind, array( 'slug' => $attributes[ $kind ] ) );
		}
	}
	if ( isset( $attributes['join'] ) ) {
		return masthead_render_element( 'join', $attributes );
	}
	return masthead_render_element( 'callout', array() );
}

/**
 * The four blocks: attributes here and in blocks.js, markup made by masthead_render_element.
 */
function masthead_register_blocks() {
	wp_register_script(
		'masthead-blocks',
		plugins_url( 'blocks.js', MASTHEAD_FILE ),
		array( 'wp-blocks', 'wp-block-editor', 'wp-components', 'wp-element', 'wp-i18n', 'wp-api-fetch' ),
		MASTHEAD_VERSION,
		true
	);
	wp_set_script_translations( 'masthead-blocks', 'masthead', plugin_dir_path( MASTHEAD_FILE ) . 'languages' );

	$slug = array(
		'slug' => array(
			'type'    => 'string',
			'default' => '',
		),
	);
	foreach ( masthead_elements() as $kind => $element ) {
		$attributes = 'join' === $kind
			? array(
				'amount' => array(
					'type'    => 'string',
					'default' => '',
				),
				'period' => array(
					'type'    => 'string',
					'default' => '',
				),
			)
			: $slug;
		register_block_type(
			$element['block'],
			array(
				'api_version'     => 2,
				'editor_script'   => 'masthead-blocks',
				'attributes'      => $attributes,
				'render_callback' => function ( $block_attributes ) use ( $kind ) {
					return masthead_render_element( $kind, $block_attributes );
				},
			)
		);
	}
}

/**
 * The editor previews the elements themselves: masthead.js in the editor, and the address for blocks.js.
 */
function masthead_enqueue_editor_assets() {
	$address = masthead_address();
	wp_add_inline_script(
		'masthead-blocks',
		'window.mastheadSettings = ' . wp_json_encode(
			array(
				'address'     => $address,
				'settingsUrl' => admin_url( 'options-general.php?page=masthead' ),
				'canManage'   => current_user_can( 'manage_options' ),
			)
		) . ';',
		'before'
	);
	if ( '' !== $address ) {
		wp_enqueue_script( 'masthead', $address . '/embed/masthead.js', array(), null, true ); // phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- Masthead versions its own files.
	}
}
