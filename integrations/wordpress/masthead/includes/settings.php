<?php
/**
 * Settings → Masthead: the Masthead address, checked when it is saved.
 *
 * @package Masthead
 */

defined( 'ABSPATH' ) || exit;

/**
 * Adds Settings → Masthead.
 */
function masthead_add_settings_page() {
	add_options_page(
		__( 'Masthead', 'masthead' ),
		__( 'Masthead', 'masthead' ),
		'manage_options',
		'masthead',
		'masthead_render_settings_page'
	);
}

/**
 * The one setting, its field and its check.
 */
function masthead_register_setting() {
	register_setting(
		'masthead',
		'masthead_address',
		array(
			'type'              => 'string',
			'default'           => '',
			'sanitize_callback' => 'masthead_sanitize_address',
			'show_in_rest'      => false,
		)
	);
	add_settings_section( 'masthead_main', '', '__return_false', 'masthead' );
	add_settings_field(
		'masthead_address',
		__( 'Masthead address', 'masthead' ),
		'masthead_render_address_field',
		'masthead',
		'masthead_main',
		array( 'label_for' => 'masthead_address' )
	);
}

/**
 * Keeps the address's origin and says whether Masthead answers there.
 *
 * @param string $value What was entered.
 * @return string
 */
function masthead_sanitize_address( $value ) {
	$address = masthead_normalize_address( $value );
	if ( '' === trim( (string) $value ) ) {
		return '';
	}
	if ( '' === $address ) {
		add_settings_error( 'masthead_address', 'masthead_invalid', __( 'Enter the address of your Masthead site, such as https://members.example.org.', 'masthead' ) );
		return masthead_address();
	}
	// WordPress runs this twice when the option is first added: check and say so once.
	static $checked = array();
	if ( isset( $checked[ $address ] ) ) {
		return $address;
	}
	$checked[ $address ] = true;
	$check               = masthead_check_address( $address );
	if ( true !== $check ) {
		/* translators: 1: the Masthead address, 2: what went wrong. */
		add_settings_error( 'masthead_address', 'masthead_unreachable', sprintf( __( 'Masthead did not answer at %1$s (%2$s). The address is saved: check it and save again.', 'masthead' ), $address, rtrim( $check->get_error_message(), '.' ) ), 'error' );
	} elseif ( ! wp_http_validate_url( $address . '/oembed' ) ) {
		// WordPress fetches embeds with wp_safe_remote_get: public addresses on ports 80, 443 and 8080 only.
		/* translators: %s: the Masthead address. */
		add_settings_error( 'masthead_address', 'masthead_connected', sprintf( __( 'Connected to Masthead at %s. Blocks and shortcodes work; pasted links will not embed, because WordPress fetches embeds only from public addresses on ports 80, 443 and 8080.', 'masthead' ), $address ), 'warning' );
	} else {
		/* translators: %s: the Masthead address. */
		add_settings_error( 'masthead_address', 'masthead_connected', sprintf( __( 'Connected to Masthead at %s.', 'masthead' ), $address ), 'success' );
	}
	return $address;
}

/**
 * The address field.
 */
function masthead_render_address_field() {
	printf(
		'<input type="url" id="masthead_address" name="masthead_address" value="%s" class="regular-text" placeholder="https://members.example.org" aria-describedby="masthead-address-help" />',
		esc_attr( masthead_address() )
	);
	echo '<p class="description" id="masthead-address-help">' . esc_html__( 'The address of your Masthead site. Blocks, shortcodes and pasted links of call-outs, galleries and maps load from here.', 'masthead' ) . '</p>';
}

/**
 * Settings → Masthead, with how to use the plugin.
 */
function masthead_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="options.php" method="post">
			<?php
			settings_fields( 'masthead' );
			do_settings_sections( 'masthead' );
			submit_button();
			?>
		</form>
		<h2><?php esc_html_e( 'Putting Masthead in a post', 'masthead' ); ?></h2>
		<p><?php esc_html_e( 'Every role that writes posts, Authors and Contributors too, can use these: they are kept as they are when a post is saved and made into the form when the page is shown.', 'masthead' ); ?></p>
		<ul class="ul-disc">
			<li><?php esc_html_e( 'In the block editor: add the block “Masthead call-out”, “Masthead join form”, “Masthead gallery” or “Masthead map” and choose the call-out.', 'masthead' ); ?></li>
			<li><?php esc_html_e( 'In the classic editor, or anywhere shortcodes work:', 'masthead' ); ?>
				<code>[masthead callout="my-call-out"]</code>, <code>[masthead join]</code>, <code>[masthead gallery="my-call-out"]</code>, <code>[masthead map="my-call-out"]</code></li>
			<li><?php esc_html_e( 'Or paste the link of a call-out, its gallery or its map on a line of its own.', 'masthead' ); ?></li>
		</ul>
	</div>
	<?php
}

/**
 * "Settings" beside the plugin on the Plugins screen.
 *
 * @param array $links The plugin's action links.
 * @return array
 */
function masthead_settings_link( $links ) {
	$links[] = '<a href="' . esc_url( admin_url( 'options-general.php?page=masthead' ) ) . '">' . esc_html__( 'Settings', 'masthead' ) . '</a>';
	return $links;
}
