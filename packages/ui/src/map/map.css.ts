import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  background: vars.tint.body[10],
  color: vars.tint.body[70],
  borderRadius: vars.radius.md,
});

export const frame = style({ position: 'relative' });

export const map = style({
  width: '100%',
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 },
  },
});

export const pickerButton = style({ marginTop: vars.space.sm });
