import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The join form tab: the settings beside the preview on a wide screen, above it on a narrow one. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', maxWidth: '40rem' });

/** The preview sticks beside the settings while they scroll. */
export const preview = style({
  alignSelf: 'start',
  padding: vars.space.lg,
  border: `1px dashed ${vars.tint.body[50]}`,
  borderRadius: vars.radius.md,
  '@media': { 'screen and (min-width: 64rem)': { position: 'sticky', top: vars.space.md } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** One row of an editable list (an amount, a newsletter group) with its Remove button. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.sm,
});

export const list = style({ listStyle: 'none', margin: `0 0 ${vars.space.sm}`, padding: 0 });

export const check = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
});
export const checkRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const error = style({ margin: 0, fontSize: '0.875rem', fontWeight: 600, color: vars.color.danger });
export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.tint.body[70] });
