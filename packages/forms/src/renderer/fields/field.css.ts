import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';
import * as ui from '@masthead/ui/field-styles';

const focusRing = { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 };

// The look of packages/ui's fields, so call-out forms and the app's forms match;
// a fieldset of options also needs the browser's fieldset chrome removed.
export const field = style([ui.field, { border: 0, padding: 0, marginInline: 0, minWidth: 0 }]);

export const label = style([ui.label, { padding: 0 }]);

export const description = ui.description;

export const input = style([ui.input, { maxWidth: '100%' }]);

export const textarea = style([input, { minHeight: '6rem', resize: 'vertical' }]);

export const error = ui.error;

export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, paddingBlock: 2 });

export const tick = style({
  width: '1.125rem',
  height: '1.125rem',
  marginBlockStart: '0.2rem',
  accentColor: vars.color.primary,
  ':focus-visible': focusRing,
  selectors: { '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.danger}` } },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

// Dates and times: the browser's own pickers (keyboard, screen readers and the phone's wheels for free),
// in the text boxes' look, as wide as a date needs.
export const dateInput = style([
  input,
  {
    width: '100%',
    maxWidth: '18rem',
    minHeight: '2.75rem',
    boxSizing: 'border-box',
    colorScheme: 'light',
    accentColor: vars.color.primary,
    selectors: {
      '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', padding: 4, borderRadius: vars.radius.sm },
      '&::-webkit-calendar-picker-indicator:hover': { background: vars.tint.primary[20] },
    },
  },
]);

export const timeInput = style([dateInput, { maxWidth: '10rem' }]);

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

export const canvas = style({
  width: '100%',
  maxWidth: '32rem',
  height: '10rem',
  background: '#fff',
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  touchAction: 'none',
  ':focus-visible': focusRing,
});

// "Multiple values": one box per value, each with its remove button under it.
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listItem = style({ marginBlockEnd: vars.space.sm });
