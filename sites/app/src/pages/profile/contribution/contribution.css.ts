import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The amount a member gives, the first thing the summary says. */
export const amount = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '1.25rem', fontWeight: 700 });

export const line = style({ margin: `0 0 ${vars.space.sm}` });

/** Suggested amounts: a row of quick choices above the amount field. */
export const quickChoices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xs,
});

export const fieldError = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 600, color: vars.color.danger });

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
