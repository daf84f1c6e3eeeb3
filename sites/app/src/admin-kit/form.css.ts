import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

// The confirm dialog's and ControlField's styles, also used by the forms around them.
export const dialog = style({
  maxWidth: '32rem',
  padding: vars.space.lg,
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
  color: vars.color.body,
  fontFamily: vars.font.body,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
});

export const input = style({
  font: 'inherit',
  padding: `${vars.space.sm} 0.75rem`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.danger });
export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.tint.body[70] });
