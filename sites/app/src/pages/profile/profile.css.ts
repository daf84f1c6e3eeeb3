import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const cards = style({
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
});

export const card = style({
  padding: vars.space.md,
  background: '#fff',
  border: '1px solid #d8dde3',
  borderRadius: vars.radius.md,
  fontWeight: 600,
});

export const cardText = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 400 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'center' });

export const qr = style({ width: 200, height: 200, display: 'block', marginBlock: vars.space.md });

export const secret = style({
  fontFamily: 'ui-monospace, monospace',
  fontSize: '1.05rem',
  letterSpacing: '0.08em',
  wordBreak: 'break-all',
});

/** The recovery codes: two columns of monospace codes, easy to copy by hand. */
export const codes = style({
  listStyle: 'none',
  padding: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
  fontFamily: 'ui-monospace, monospace',
  fontSize: '1.05rem',
  background: '#f4f6f8',
  border: '1px solid #d8dde3',
  borderRadius: vars.radius.md,
});

/** content/profile's intro text, above the rest of the member home. */
export const intro = style({ marginBlockEnd: vars.space.md });
