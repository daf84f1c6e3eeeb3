import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** A quiet box in the list's place: the sentence, then the way on. White, so links keep their contrast. */
export const empty = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'baseline',
  padding: vars.space.md,
  marginBlockEnd: vars.space.md,
  background: '#fff',
  border: `1px dashed ${vars.tint.body[50]}`,
  borderRadius: vars.radius.md,
});

export const text = style({ margin: 0, flex: '1 1 16rem' });

export const action = style({ fontWeight: 600 });
