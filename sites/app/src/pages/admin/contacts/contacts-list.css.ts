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

/** The bulk change's tag multi-select, with its buttons under it: as wide as a form field. */
export const multiSelect = style({ maxWidth: '32rem' });

/** Forms laid out one field under the other, at a readable width. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '32rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
