import { style } from '@vanilla-extract/css';

export const intro = style({ marginBlockStart: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 'var(--mh-space-md)',
  marginBlockStart: 'var(--mh-space-md)',
});

export const links = style({
  listStyle: 'none',
  padding: 0,
  margin: 'var(--mh-space-lg) 0 0',
  display: 'flex',
  flexDirection: 'column',
  gap: 'var(--mh-space-xs)',
});
