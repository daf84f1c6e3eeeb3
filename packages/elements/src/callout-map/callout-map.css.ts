import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const details = style({
  marginBlockStart: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.tint.body[20]}`,
  borderRadius: vars.radius.md,
  display: 'grid',
  gap: vars.space.xs,
});

export const detailsTitle = style({
  fontFamily: vars.font.title,
  fontSize: '1.125rem',
  margin: 0,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 } },
});

export const detailsImage = style({ display: 'block', maxWidth: '100%', maxHeight: '16rem' });

export const listTitle = style({
  fontFamily: vars.font.title,
  fontSize: '1.125rem',
  margin: `${vars.space.lg} 0 ${vars.space.sm}`,
});

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.sm });

export const place = style({
  font: 'inherit',
  color: vars.color.link,
  background: 'none',
  border: 0,
  padding: 0,
  textAlign: 'start',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { fontWeight: 700 },
    '&:focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2, borderRadius: vars.radius.sm },
  },
});
