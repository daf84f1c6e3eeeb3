import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingBlockEnd: vars.space.xl,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const status = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.tint.primary[10],
  border: `1px solid ${vars.tint.primary[50]}`,
  fontWeight: 600,
});

export const tablist = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBlockEnd: `2px solid ${vars.tint.body[30]}`,
});

export const tab = style({
  font: 'inherit',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderBlockEnd: '3px solid transparent',
  background: 'transparent',
  color: vars.color.body,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
  selectors: {
    '&[aria-selected="true"]': { borderBlockEndColor: vars.color.primary, fontWeight: 700 },
    '&[data-error="true"]': { color: vars.color.danger },
  },
});

export const panel = style({ paddingBlock: vars.space.md });

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.xs,
});

export const count = style({
  margin: `calc(-1 * ${vars.space.sm}) 0 ${vars.space.md}`,
  fontSize: '0.875rem',
  color: vars.tint.body[70],
});

export const cover = style({ display: 'block', maxWidth: '16rem', marginBlockEnd: vars.space.sm });
