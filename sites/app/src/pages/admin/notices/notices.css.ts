import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The notice form: its fields one under the other, at a readable width. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '40rem' });

/** Starts and ends side by side where there is room. */
export const dates = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The view page's facts: term and value in two columns. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
});
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0 });

/** The preview keeps the member's width, not the admin table's. */
export const preview = style({ maxWidth: '40rem' });
