import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The box every element draws in the article: the theme's font and colours, a light frame. */
export const root = style({
  display: 'block',
  fontFamily: vars.font.body,
  color: vars.color.body,
  lineHeight: 1.5,
  padding: vars.space.lg,
  border: `1px solid ${vars.tint.primary[20]}`,
  borderRadius: vars.radius.md,
});

export const title = style({ fontFamily: vars.font.title, fontSize: '1.5rem', margin: `0 0 ${vars.space.md}` });

/** Where the element stands while it loads: the height of a short form, so the article does not jump. */
export const placeholder = style({
  minHeight: '6rem',
  display: 'flex',
  alignItems: 'center',
  color: vars.tint.body[70],
});
