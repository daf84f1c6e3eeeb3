/**
 * The four Masthead blocks in the block editor. Plain script on WordPress's
 * own packages, no build step. The post stores only the block's comment and
 * attributes; PHP makes the markup when the page is shown (includes/elements.php).
 * The editor shows the element itself, loaded from Masthead, as a preview
 * that takes no clicks.
 *
 * @package Masthead
 */
( function ( wp, settings ) {
	'use strict';

	var el = wp.element.createElement;
	var Fragment = wp.element.Fragment;
	var useState = wp.element.useState;
	var useEffect = wp.element.useEffect;
	var __ = wp.i18n.__;
	var blockEditor = wp.blockEditor;
	var components = wp.components;

	var calloutList = null;

	/** The call-outs for the picker, asked once per editor (includes/rest.php). */
	function loadCallouts() {
		if ( ! calloutList ) {
			calloutList = wp.apiFetch( { path: '/masthead/v1/callouts' } );
			calloutList.catch( function () {
				calloutList = null;
			} );
		}
		return calloutList;
	}

	function useCallouts() {
		var state = useState( { list: null, error: null } );
		var setState = state[ 1 ];
		useEffect( function () {
			var live = true;
			loadCallouts().then(
				function ( list ) {
					if ( live ) {
						setState( { list: list, error: null } );
					}
				},
				function ( error ) {
					if ( live ) {
						setState( { list: null, error: ( error && error.message ) || __( 'The call-outs could not be loaded.', 'masthead' ) } );
					}
				}
			);
			return function () {
				live = false;
			};
		}, [] );
		return state[ 0 ];
	}

	/** A select of the call-outs, or a text field for the slug when Masthead cannot be asked. */
	function CalloutPicker( props ) {
		var callouts = useCallouts();
		var slug = props.slug;
		if ( callouts.error ) {
			return el(
				Fragment,
				null,
				el( components.Notice, { status: 'warning', isDismissible: false }, callouts.error ),
				el( components.TextControl, {
					label: __( 'Call-out (its slug)', 'masthead' ),
					value: slug,
					onChange: props.onChange,
				} )
			);
		}
		if ( ! callouts.list ) {
			return el( components.Spinner );
		}
		var options = [ { value: '', label: __( 'Choose a call-out', 'masthead' ) } ];
		var known = false;
		callouts.list.forEach( function ( callout ) {
			known = known || callout.slug === slug;
			options.push( {
				value: callout.slug,
				label: 'ended' === callout.status ?
					/* translators: %s: the call-out's title. */
					wp.i18n.sprintf( __( '%s (ended)', 'masthead' ), callout.title ) :
					callout.title,
			} );
		} );
		if ( slug && ! known ) {
			options.push( { value: slug, label: slug } );
		}
		return el( components.SelectControl, {
			label: __( 'Call-out', 'masthead' ),
			value: slug,
			options: options,
			onChange: props.onChange,
		} );
	}

	/** Without an address there is nothing to show: say where to set it. */
	function NoAddress( props ) {
		return el(
			components.Placeholder,
			{ icon: props.icon, label: props.title },
			settings.canManage ?
				el( 'a', { href: settings.settingsUrl }, __( 'Enter your Masthead address under Settings → Masthead.', 'masthead' ) ) :
				__( 'An administrator has to enter the Masthead address under Settings → Masthead first.', 'masthead' )
		);
	}

	/** The element as readers will see it, inert: clicks select the block. */
	function Preview( props ) {
		var attributes = Object.assign( { api: settings.address }, props.attributes );
		return el( components.Disabled, null, el( props.tag, attributes ) );
	}

	/**
	 * Registers a Masthead block: what all four share (the embed category, no
	 * HTML editing, nothing saved but the comment, the note when no address is
	 * set). `edit( props, blockProps )` draws the block once there is an address.
	 */
	function masthead( name, block ) {
		wp.blocks.registerBlockType( name, Object.assign( {}, block, {
			apiVersion: 2,
			category: 'embed',
			supports: { html: false },
			edit: function ( props ) {
				var blockProps = blockEditor.useBlockProps();
				if ( ! settings.address ) {
					return el( 'div', blockProps, el( NoAddress, { icon: block.icon, title: block.title } ) );
				}
				return block.edit( props, blockProps );
			},
			save: function () {
				return null;
			},
		} ) );
	}

	function calloutBlock( name, tag, title, description, icon, previewAttributes ) {
		masthead( name, {
			title: title,
			description: description,
			icon: icon,
			keywords: [ 'masthead', __( 'call-out', 'masthead' ) ],
			attributes: { slug: { type: 'string', default: '' } },
			edit: function ( props, blockProps ) {
				var slug = props.attributes.slug;
				var pick = function ( value ) {
					props.setAttributes( { slug: value } );
				};
				if ( ! slug ) {
					return el(
						'div',
						blockProps,
						el( components.Placeholder, { icon: icon, label: title, instructions: description }, el( CalloutPicker, { slug: slug, onChange: pick } ) )
					);
				}
				return el(
					Fragment,
					null,
					el(
						blockEditor.InspectorControls,
						null,
						el( components.PanelBody, { title: __( 'Call-out', 'masthead' ) }, el( CalloutPicker, { slug: slug, onChange: pick } ) )
					),
					el( 'div', blockProps, el( Preview, { tag: tag, attributes: Object.assign( { slug: slug }, previewAttributes ) } ) )
				);
			},
		} );
	}

	calloutBlock(
		'masthead/callout-form',
		'callout-form',
		__( 'Masthead call-out', 'masthead' ),
		__( 'The form of a Masthead call-out, answered right in the article.', 'masthead' ),
		'feedback',
		{ preview: '' }
	);
	calloutBlock(
		'masthead/callout-gallery',
		'callout-gallery',
		__( 'Masthead gallery', 'masthead' ),
		__( 'The answers a call-out publishes, as a gallery.', 'masthead' ),
		'format-gallery',
		{}
	);
	calloutBlock(
		'masthead/callout-map',
		'callout-map',
		__( 'Masthead map', 'masthead' ),
		__( 'The answers a call-out publishes, on a map.', 'masthead' ),
		'location-alt',
		{}
	);

	masthead( 'masthead/join-form', {
		title: __( 'Masthead join form', 'masthead' ),
		description: __( 'Readers become members with a recurring contribution, right in the article.', 'masthead' ),
		icon: 'groups',
		keywords: [ 'masthead', __( 'join', 'masthead' ), __( 'membership', 'masthead' ) ],
		attributes: {
			amount: { type: 'string', default: '' },
			period: { type: 'string', default: '' },
		},
		edit: function ( props, blockProps ) {
			var attributes = props.attributes;
			var shown = {};
			if ( /^\d+(\.\d{1,2})?$/.test( attributes.amount ) ) {
				shown.amount = attributes.amount;
			}
			if ( attributes.period ) {
				shown.period = attributes.period;
			}
			return el(
				Fragment,
				null,
				el(
					blockEditor.InspectorControls,
					null,
					el(
						components.PanelBody,
						{ title: __( 'Preset contribution', 'masthead' ) },
						el( components.TextControl, {
							label: __( 'Amount', 'masthead' ),
							help: __( 'In whole units, such as 10 or 7.50. Empty: the middle suggested amount.', 'masthead' ),
							inputMode: 'decimal',
							value: attributes.amount,
							onChange: function ( value ) {
								props.setAttributes( { amount: value.trim() } );
							},
						} ),
						el( components.SelectControl, {
							label: __( 'Period', 'masthead' ),
							value: attributes.period,
							options: [
								{ value: '', label: __( 'As Masthead suggests', 'masthead' ) },
								{ value: 'monthly', label: __( 'Monthly', 'masthead' ) },
								{ value: 'annually', label: __( 'Annually', 'masthead' ) },
							],
							onChange: function ( value ) {
								props.setAttributes( { period: value } );
							},
						} )
					)
				),
				el( 'div', blockProps, el( Preview, { tag: 'join-form', attributes: shown } ) )
			);
		},
	} );
}( window.wp, window.mastheadSettings || { address: '' } ) );
