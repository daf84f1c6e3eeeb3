import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

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
