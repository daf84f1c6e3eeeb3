import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The create form and the new token: fields one under the other, at a readable width. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '40rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** A token is long and has no spaces: it wraps anywhere rather than widening the page. */
export const token = style({ fontFamily: 'monospace', overflowWrap: 'anywhere' });

/** The outcome of "Copy", beside the button. */
export const result = style({ margin: 0 });

/** A heading that takes focus after an action, without a focus ring on a click. */
export const focusTarget = style({ selectors: { '&:focus:not(:focus-visible)': { outline: 'none' } } });
