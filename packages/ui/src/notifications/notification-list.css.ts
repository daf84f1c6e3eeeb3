import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

export const container = style({
  // At the bottom corner: page headers keep their menus (the account menu) at the top end,
  // and a message there would cover them.
  position: 'fixed',
  insetBlockEnd: vars.space.md,
  insetInlineEnd: vars.space.md,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(24rem, calc(100vw - 2rem))',
  // The empty regions must not catch clicks meant for the page below.
  pointerEvents: 'none',
});

export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Never display:none, even when empty: a hidden live region leaves the
  // accessibility tree and its first message would go unannounced.
});

export const item = style({
  pointerEvents: 'auto',
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: '4px solid',
  borderRadius: vars.radius.sm,
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.15)',
  // Body text on a 10 % wash keeps well above AA for every theme colour.
  color: vars.color.body,
  fontFamily: vars.font.body,
  fontSize: '0.9375rem',
});

export const variants = styleVariants({
  default: { backgroundColor: vars.tint.primary[10], borderColor: vars.color.primary },
  success: { backgroundColor: vars.tint.success[10], borderColor: vars.color.success },
  warning: { backgroundColor: vars.tint.warning[10], borderColor: vars.color.warning },
  error: { backgroundColor: vars.tint.danger[10], borderColor: vars.color.danger },
});

/** Toasts are the brief kind: compact, a single line where it fits. */
export const toast = style({ paddingBlock: vars.space.xs, fontSize: '0.875rem' });

export const title = style({ margin: 0, fontWeight: 700 });
export const description = style({ margin: 0, marginBlockStart: vars.space.xs });

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 24 px is the WCAG 2.2 minimum target size.
  minWidth: 24,
  minHeight: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  ':hover': { backgroundColor: 'rgb(0 0 0 / 0.08)' },
  ':focus-visible': { outline: `2px solid ${vars.color.body}`, outlineOffset: 1 },
});
