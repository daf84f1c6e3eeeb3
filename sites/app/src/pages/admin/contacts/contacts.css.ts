import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** "Payment failing since …": said before anything else about the contribution. */
export const failing = style({
  margin: `0 0 ${vars.space.md}`,
  fontWeight: 700,
  color: vars.color.danger,
});

/** A heading that takes focus after an action, so a screen reader reads what changed. */
export const focusTarget = style({
  selectors: { '&:focus': { outline: 'none' }, '&:focus-visible': { outline: `2px solid ${vars.color.link}` } },
});

/** The reconciliation's answer, under its button. */
export const resultTitle = style([focusTarget, { marginBlockStart: vars.space.md }]);

/** The force form: its fields one under the other, at a readable width. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '32rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const findings = style({ margin: `0 0 ${vars.space.md}`, paddingInlineStart: vars.space.lg });

/** The cancel confirmation: a native modal dialog. */
export const dialog = style({
  maxWidth: '32rem',
  padding: vars.space.lg,
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
  color: vars.color.body,
  fontFamily: vars.font.body,
});

/** A segment's "All of these rules:", above its list of rules. */
export const condition = style({ margin: `0 0 ${vars.space.xs}`, fontWeight: 600 });
