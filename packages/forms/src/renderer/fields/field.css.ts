import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

const focusRing = { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 };

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.body,
  border: 0,
  padding: 0,
  marginInline: 0,
  minWidth: 0,
});

export const label = style({ fontWeight: 600, padding: 0 });

export const description = style({ margin: 0, fontSize: '0.875rem', color: vars.tint.body[70] });

export const input = style({
  font: 'inherit',
  color: vars.color.body,
  background: '#fff',
  padding: `${vars.space.sm} 0.75rem`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  maxWidth: '100%',
  ':focus-visible': focusRing,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});

export const textarea = style([input, { minHeight: '6rem', resize: 'vertical' }]);

export const error = style({ margin: 0, fontSize: '0.875rem', fontWeight: 600, color: vars.color.danger });

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, paddingBlock: 2 });

export const tick = style({
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: '0.2rem',
  accentColor: vars.color.primary,
  ':focus-visible': focusRing,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}` } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const file = style({ font: 'inherit', ':focus-visible': focusRing });

export const progress = style({ width: '100%', accentColor: vars.color.primary });

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const canvas = style({
  width: '100%',
  maxWidth: '32rem',
  height: '10rem',
  background: '#fff',
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  touchAction: 'none',
  ':focus-visible': focusRing,
});
