import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';
import * as ui from '@masthead/ui/field-styles';
import { focusRing } from './field.css.ts';

// The file question: the real input lies transparent over the zone, which shows its focus and state.
export const fileInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const dropZone = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.lg} ${vars.space.md}`,
  border: `2px dashed ${vars.tint.body[50]}`,
  borderRadius: vars.radius.md,
  background: '#fff',
  textAlign: 'center',
  transition: 'background-color 120ms, border-color 120ms',
  ':hover': { borderColor: vars.color.primary, background: vars.tint.primary[10] },
  selectors: {
    '&:has(:focus-visible)': focusRing,
    '&:has([aria-invalid="true"])': { borderColor: vars.color.danger },
    '&[data-over]': { borderStyle: 'solid', borderColor: vars.color.primary, background: vars.tint.primary[10] },
  },
});

// Looks like packages/ui's primary button; a click on it lands on the input above it.
export const dropButton = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.onColor.primary,
  fontWeight: 600,
  lineHeight: 1.25,
});

export const dropHint = style([ui.description, { flexBasis: '100%' }]);

export const progress = style({ flex: '1 1 8rem', accentColor: vars.color.primary });

export const fileList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const fileRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
});

export const fileName = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 10rem',
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const fileSize = style({ fontSize: '0.875rem', color: vars.tint.body[70] });
