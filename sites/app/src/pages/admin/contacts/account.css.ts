import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** A labelled field of the account tab that the UI package has no component for (textarea, select, date). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  color: vars.color.body,
});

export const label = style({ fontWeight: 600 });

export const description = style({ margin: 0, fontSize: '0.875rem', color: vars.tint.body[70] });

export const input = style({
  font: 'inherit',
  color: vars.color.body,
  background: '#fff',
  padding: `${vars.space.sm} 0.75rem`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});

export const textarea = style([input, { width: '100%', boxSizing: 'border-box', resize: 'vertical' }]);

export const error = style({ margin: 0, fontSize: '0.875rem', fontWeight: 600, color: vars.color.danger });

/** One security action: what it does, its button and its result. */
export const action = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderBottom: `1px solid ${vars.tint.body[30]}`,
});

export const actionTitle = style({ margin: 0, fontSize: '1.05rem' });

export const result = style({ margin: 0, fontWeight: 600 });

/** "Starts" and "Expires" with their date inputs under the choice. */
export const dateChoice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const roleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.tint.body[30]}`,
});
