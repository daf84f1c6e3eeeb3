import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

// The public theme contract of packages/ui, read as plain custom properties.
const color = (name: string) => `var(--mh-color-${name})`;

globalStyle('html, body', {
  margin: 0,
  fontFamily: 'var(--mh-font-body)',
  color: color('body'),
  background: '#f6f7f9',
  lineHeight: 1.5,
});
globalStyle('h1, h2, h3', { fontFamily: 'var(--mh-font-title)', lineHeight: 1.2 });
globalStyle('a', { color: color('link') });
globalStyle(':focus-visible', { outline: `3px solid ${color('primary')}`, outlineOffset: 2 });

export const skipLink = style({
  position: 'absolute',
  left: 8,
  top: -48,
  padding: '8px 12px',
  background: '#fff',
  zIndex: 10,
  selectors: { '&:focus': { top: 8 } },
});

export const header = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  padding: '12px 24px',
  '@media': { 'screen and (max-width: 699.98px)': { padding: '8px 12px' } },
  background: '#fff',
  borderBottom: '1px solid #d8dde3',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  color: color('body'),
  textDecoration: 'none',
  fontWeight: 700,
  fontSize: '1.125rem',
});

export const logo = style({ display: 'block', height: 40, width: 'auto', maxWidth: '60vw', objectFit: 'contain' });

const mainBase = style({
  margin: '0 auto',
  padding: '24px',
  '@media': { 'screen and (max-width: 699.98px)': { padding: '16px 12px' } },
});
export const main = styleVariants({
  main: [mainBase, { maxWidth: 1120 }],
  auth: [mainBase, { maxWidth: 480, marginTop: 48, background: '#fff', borderRadius: 8, border: '1px solid #d8dde3' }],
  loading: [mainBase, { maxWidth: 640 }],
  flexible: [mainBase, { maxWidth: 'none' }],
  /** In another site's frame: the frame is the column, with a little room for focus outlines. */
  framed: [mainBase, { maxWidth: 'none', padding: 8 }],
  fullscreen: [{ margin: 0, padding: 0, minHeight: '100vh' }],
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 16,
  padding: '24px',
  justifyContent: 'center',
  alignItems: 'center',
  fontSize: '0.875rem',
});
