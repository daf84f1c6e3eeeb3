import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBlockEnd: vars.space.lg,
});

/** One notice: a card with a coloured edge, so it reads as news from the newsroom, not part of a form. */
export const card = style({
  padding: vars.space.md,
  background: vars.tint.primary[10],
  border: `1px solid ${vars.tint.primary[50]}`,
  borderInlineStart: `0.35rem solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.fontSize.lg });

export const text = style({ marginBlockEnd: vars.space.sm });
globalStyle(`${text} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${text} > :last-child`, { marginBlockEnd: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
