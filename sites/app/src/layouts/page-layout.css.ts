import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** Below this width the header and main region take less room at the sides. */
const narrow = 'screen and (max-width: 699.98px)';
const hairline = '1px solid #d8dde3';

globalStyle('html, body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  color: vars.color.body,
  background: '#f6f7f9',
  lineHeight: 1.5,
});
// One type scale for member and admin pages alike (the browser's own sizes for headings differ inside sections).
globalStyle('h1, h2, h3', { fontFamily: vars.font.title, lineHeight: 1.2 });
globalStyle('h1', { fontSize: vars.fontSize.xxl });
globalStyle('h2', { fontSize: vars.fontSize.xl });
globalStyle('h3', { fontSize: vars.fontSize.lg });
globalStyle('a', { color: vars.color.link });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.primary}`, outlineOffset: 2 });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-3rem',
  padding: `${vars.space.sm} 0.75rem`,
  background: '#fff',
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.sm } },
});

export const header = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.75rem',
  padding: `0.75rem ${vars.space.lg}`,
  '@media': { [narrow]: { padding: `${vars.space.sm} 0.75rem` } },
  background: '#fff',
  borderBottom: hairline,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  color: vars.color.body,
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const logo = style({ display: 'block', height: 40, width: 'auto', maxWidth: '60vw', objectFit: 'contain' });

const mainBase = style({
  margin: '0 auto',
  padding: vars.space.lg,
  '@media': { [narrow]: { padding: `${vars.space.md} 0.75rem` } },
});
export const main = styleVariants({
  main: [mainBase, { maxWidth: 1120 }],
  auth: [
    mainBase,
    {
      maxWidth: 480,
      marginTop: '3rem',
      background: '#fff',
      borderRadius: vars.radius.md,
      border: hairline,
    },
  ],
  loading: [mainBase, { maxWidth: 640 }],
  flexible: [mainBase, { maxWidth: 'none' }],
  /** In another site's frame: the frame is the column, with a little room for focus outlines. */
  framed: [mainBase, { maxWidth: 'none', padding: vars.space.sm }],
  fullscreen: [{ margin: 0, padding: 0, minHeight: '100vh' }],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: vars.space.lg,
  justifyContent: 'center',
  alignItems: 'center',
  fontSize: vars.fontSize.sm,
});
