import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

// The compact join step's choices: radios drawn as segments and cards. Colours are
// the theme's pairs that meet AA by construction (`onColor.*` on its colour, body on white).

export const fieldset = style({ border: 0, padding: 0, margin: '0 0 0.75rem', minWidth: 0 });

export const legend = style({ padding: 0, marginBlockEnd: vars.space.xs, fontWeight: 600, color: vars.color.body });

const optionsBase = style({ display: 'grid', gap: vars.space.xs });

export const options = styleVariants({
  /** One row of equal parts in a frame: a toggle. */
  segments: [
    optionsBase,
    {
      gridAutoFlow: 'column',
      gridAutoColumns: '1fr',
      padding: 2,
      border: `1px solid ${vars.tint.body[50]}`,
      borderRadius: vars.radius.md,
    },
  ],
  /** Larger choices that wrap onto a second row when they must. */
  cards: [optionsBase, { gridTemplateColumns: 'repeat(auto-fit, minmax(4.25rem, 1fr))', gap: vars.space.sm }],
  /** Cards for longer labels (payment methods). */
  wide: [optionsBase, { gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: vars.space.sm }],
});

export const option = style({ position: 'relative', display: 'flex' });

/** Under its label, unseen, and the full size of it: clicks, keys and screen readers reach the radio itself. */
export const radio = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', margin: 0, opacity: 0 });

export const optionLabel = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '2.75rem',
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
  color: vars.color.body,
  fontWeight: 600,
  textAlign: 'center',
  lineHeight: 1.2,
  cursor: 'pointer',
  selectors: {
    [`${radio}:hover + &`]: { borderColor: vars.color.primary },
    [`${radio}:checked + &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.onColor.primary,
    },
    // The button's two rings (light inside, dark outside), visible on any background.
    [`${radio}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.body}`,
      outlineOffset: 2,
      boxShadow: '0 0 0 2px #fff',
    },
  },
});

// Inside the toggle's frame the segments need no frame of their own.
globalStyle(`${options.segments} ${optionLabel}`, { borderColor: 'transparent', minHeight: '2.5rem' });

export const amountCard = style({ fontSize: '1.125rem' });

/** "Other ways to pay": the methods used less, one click away. */
export const more = style({ marginBlockStart: vars.space.xs });

export const moreSummary = style({
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  color: vars.color.link,
  fontWeight: 600,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.color.body}`, outlineOffset: 2 },
});

export const moreOptions = style([options.wide, { marginBlockStart: vars.space.xs }]);

/** The amount field "Other" reveals. */
export const otherField = style({ marginBlockStart: vars.space.sm });

export const error = style({ margin: `${vars.space.xs} 0 0`, fontWeight: 600, color: vars.color.danger });
