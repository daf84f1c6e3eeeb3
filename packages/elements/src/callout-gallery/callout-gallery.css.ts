import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const root = style({
  display: 'block',
  fontFamily: vars.font.body,
  color: vars.color.body,
  lineHeight: 1.5,
});

export const title = style({ fontFamily: vars.font.title, fontSize: '1.5rem', margin: `0 0 ${vars.space.sm}` });

export const placeholder = style({
  minHeight: '6rem',
  display: 'flex',
  alignItems: 'center',
  color: vars.tint.body[70],
});

export const note = style({ margin: `0 0 ${vars.space.md}`, color: vars.tint.body[70], fontSize: '0.875rem' });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});

export const card = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.tint.body[20]}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.tint.body[10],
  selectors: { '&:focus-within': { borderColor: vars.color.primary } },
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  // The whole photo, letterboxed on the tint: 'cover' cut off the sides of a wide one,
  // and with them any text in it (a newspaper's masthead read "e Daily I").
  objectFit: 'contain',
  background: vars.tint.body[20],
});

export const cardBody = style({ padding: vars.space.md, display: 'grid', gap: vars.space.xs });

export const cardTitle = style({ fontFamily: vars.font.title, fontSize: '1.125rem', margin: 0 });

/** The card's title is its one button; its ::after covers the card so the whole card opens it. */
export const opener = style({
  font: 'inherit',
  color: vars.color.link,
  textAlign: 'start',
  background: 'none',
  border: 0,
  padding: 0,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.primary}`,
      outlineOffset: -3,
      borderRadius: vars.radius.md,
    },
  },
});

export const meta = style({ margin: 0, fontSize: '0.875rem', color: vars.tint.body[70] });

export const more = style({ display: 'flex', justifyContent: 'center', marginBlockStart: vars.space.lg });

export const dialog = style({
  width: 'min(40rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  padding: vars.space.lg,
  border: 0,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  color: vars.color.body,
  lineHeight: 1.5,
  boxShadow: '0 8px 32px rgba(0, 0, 0, 0.35)',
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.55)' } },
});

export const dialogImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '60vh',
  margin: `${vars.space.md} 0`,
});

export const fields = style({ display: 'grid', gap: vars.space.xs, margin: `${vars.space.md} 0` });
globalStyle(`${fields} dt`, { fontWeight: 700 });
globalStyle(`${fields} dd`, { margin: `0 0 ${vars.space.sm}` });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end' });
