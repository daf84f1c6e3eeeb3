import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/** Holds the control and the list that opens under it. */
export const anchor = style({ position: 'relative', minWidth: 0 });

/** The chips and the text box in one frame that looks like the other fields' input. */
export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minWidth: 0,
  padding: `${vars.space.xs} 2rem ${vars.space.xs} ${vars.space.xs}`,
  background: '#fff',
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  cursor: 'text',
  ':focus-within': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
  selectors: {
    '&[data-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 1.4,
  color: vars.color.body,
  background: vars.tint.primary[10],
  border: `1px solid ${vars.tint.primary[50]}`,
  borderRadius: vars.radius.full,
  padding: `0 ${vars.space.sm}`,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  ':hover': { background: vars.tint.primary[20] },
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
});

export const chipCross = style({ fontSize: '1rem', lineHeight: 1 });

/** The text box itself; the frame around it shows the focus. */
export const input = style({
  flex: '1 1 6rem',
  minWidth: '6rem',
  font: 'inherit',
  color: vars.color.body,
  background: 'transparent',
  border: 0,
  padding: vars.space.xs,
  outline: 'none',
});

/** A drawn arrow that says the field opens; a click on it opens the list as a click on the frame does. */
export const arrow = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.tint.body[70],
  pointerEvents: 'none',
});

export const popup = style({
  position: 'absolute',
  zIndex: 20,
  insetInline: 0,
  top: `calc(100% + ${vars.space.xs})`,
  background: '#fff',
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  boxShadow: '0 4px 12px rgb(0 0 0 / 0.15)',
  color: vars.color.body,
});

/** Scrolls within its maximum height (an inline style: 300 px unless the `maxHeight` prop says otherwise). */
export const listbox = style({
  boxSizing: 'border-box',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-active="true"]': {
      background: vars.tint.primary[10],
      outline: `2px solid ${vars.color.primary}`,
      outlineOffset: -2,
    },
    '&[aria-selected="true"]': { fontWeight: 600 },
  },
});

/** The tick box in front of each option, filled when the option is chosen. */
export const tick = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1rem',
  height: '1rem',
  marginBlockStart: '0.2rem',
  boxSizing: 'border-box',
  border: `1px solid ${vars.tint.body[70]}`,
  borderRadius: 2,
  fontSize: '0.75rem',
  lineHeight: 1,
  selectors: {
    [`${option}[aria-selected="true"] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.onColor.primary,
    },
  },
});

export const note = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: '0.875rem',
  color: vars.tint.body[70],
});

export const limitNote = style([note, { borderBlockStart: `1px solid ${vars.tint.body[30]}` }]);
