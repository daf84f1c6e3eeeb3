import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const description = style({ margin: 0, fontSize: '0.875rem', color: vars.tint.body[70] });

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
