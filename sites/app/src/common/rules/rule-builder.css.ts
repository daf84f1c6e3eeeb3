import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The builder's rows of fields: side by side, wrapping on a narrow screen. */
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

// Held to the row's width, so a long option (a call-out's title) cannot push a narrow page sideways.
export const inlineField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});
export const label = style({ fontWeight: 600 });

export const select = style({
  font: 'inherit',
  maxWidth: '100%',
  color: vars.color.body,
  background: '#fff',
  padding: `${vars.space.sm} 0.75rem`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
});

/** One rule: a framed fieldset (a fieldset is as wide as its content unless told `minWidth: 0`). */
export const rule = style({
  minWidth: 0,
  padding: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  background: '#fff',
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
});

export const errorText = style({ margin: 0, fontSize: '0.875rem', fontWeight: 600, color: vars.color.danger });

export const hint = style({ margin: 0, fontSize: '0.875rem', color: vars.tint.body[70] });
