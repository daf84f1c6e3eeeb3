import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.body,
});

export const label = style({ fontWeight: 600 });

export const description = style({ margin: 0, fontSize: '0.875rem', color: vars.tint.body[70] });

export const input = style({
  font: 'inherit',
  color: vars.color.body,
  background: '#fff',
  padding: `${vars.space.sm} 0.75rem`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});

/** A textarea: the input's look, the full width, taller by dragging. */
export const textarea = style([input, { width: '100%', boxSizing: 'border-box', resize: 'vertical' }]);

export const error = style({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.color.danger,
});

export const checkboxRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const checkbox = style({
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: '0.2rem',
  accentColor: vars.color.primary,
});

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontFamily: vars.font.title,
  fontWeight: 700,
  fontSize: '1.125rem',
});

const alertBase = style({
  margin: `0 0 ${vars.space.md}`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: '4px solid',
  borderRadius: vars.radius.sm,
  color: vars.color.body,
  fontFamily: vars.font.body,
});

export const alert = styleVariants({
  error: [alertBase, { borderColor: vars.color.danger, background: vars.tint.danger[10] }],
  success: [alertBase, { borderColor: vars.color.success, background: vars.tint.success[10] }],
  info: [alertBase, { borderColor: vars.color.primary, background: vars.tint.primary[10] }],
});

export const alertTitle = style({ margin: 0, fontWeight: 700 });
