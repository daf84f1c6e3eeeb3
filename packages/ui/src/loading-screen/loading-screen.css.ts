import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const screen = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  boxSizing: 'border-box',
  color: vars.color.body,
  fontFamily: vars.font.body,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '28rem',
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.title,
  fontSize: '1.5rem',
});

export const line = style({ margin: 0 });

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  width: '100%',
  marginBlockStart: vars.space.sm,
});

export const bar = style({
  width: '100%',
  height: '0.5rem',
  accentColor: vars.color.primary,
});

export const caption = style({ fontSize: '0.875rem', color: vars.tint.body[70] });

export const info = style({
  margin: 0,
  marginBlockStart: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.tint.primary[10],
  fontSize: '0.875rem',
});

export const retry = style({ marginBlockStart: vars.space.md });
