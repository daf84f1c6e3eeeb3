import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

// The profile's own; the amount, period, method and fee choices are styled in @masthead/forms/contribution.

/** The amount a member gives, the first thing the summary says. */
export const amount = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.25rem', fontWeight: 700 });

export const line = style({ margin: `0 0 ${vars.space.sm}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The confirm step's summary: what will be paid, how and when. */
export const review = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${review} dt`, { fontWeight: 600 });
globalStyle(`${review} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const stepTitle = style({ marginBlockStart: 0 });
