import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** A column header that sorts: reads as the header text, looks like it, shows focus. */
export const sortButton = style({
  font: 'inherit',
  fontWeight: 700,
  color: vars.color.link,
  background: 'transparent',
  border: 'none',
  padding: 0,
  cursor: 'pointer',
  textAlign: 'start',
});

/** The tag multi-select: about 300 px tall by default, resizable by the reader. */
export const multiSelect = style({
  font: 'inherit',
  minWidth: '16rem',
  height: 300,
  resize: 'vertical',
  padding: vars.space.xs,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
});

/** Forms laid out one field under the other, at a readable width. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '32rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
