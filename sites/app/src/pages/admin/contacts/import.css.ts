import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The file input's area, which also takes a dropped file. */
export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `2px dashed ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
  marginBlockEnd: vars.space.md,
});

export const dropActive = style([drop, { borderColor: vars.color.link }]);

export const label = style({ fontWeight: 600 });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.tint.body[70] });

/** The mapping's selects, two or three a row on a wide screen. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space.md,
});

export const caption = style({ textAlign: 'start', fontWeight: 600, paddingBlockEnd: vars.space.xs });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});

export const count = style({
  padding: vars.space.sm,
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
});

globalStyle(`${count} dd`, { margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const progress = style({ width: '100%', maxWidth: '32rem' });

/** A heading that takes focus after each step, so a screen reader reads what happened. */
export const focusTarget = style({
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.link}` } },
});
