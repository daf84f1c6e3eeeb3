import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';
import * as ui from '@masthead/ui/field-styles';
import { input } from './field.css.ts';

// Only the address question's: in its own lazy chunk with it, not in every call-out form's first download.
const focusRing = { outline: `3px solid ${vars.color.primary}`, outlineOffset: -3 };

// The address question: the box and its search button on one line (wrapping on a phone), then the map's row.
export const searchRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'stretch' });

export const searchInput = style([input, { flex: '1 1 14rem', minWidth: 0 }]);

export const places = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space.md}`,
  padding: 0,
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
  overflow: 'hidden',
});

export const placeButton = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  textAlign: 'start',
  color: vars.color.body,
  background: 'transparent',
  border: 0,
  borderBlockEnd: `1px solid ${vars.tint.body[20]}`,
  cursor: 'pointer',
  ':hover': { background: vars.tint.primary[10] },
  ':focus-visible': focusRing,
});

export const pin = style({ flex: 'none', fill: 'currentColor', marginBlockStart: '0.15em' });

export const placeRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const placeStatus = style([ui.description, { margin: 0 }]);
