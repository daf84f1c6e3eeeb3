import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const root = style({
  display: 'block',
  fontFamily: vars.font.body,
  color: vars.color.body,
  lineHeight: 1.5,
  padding: vars.space.lg,
  border: `1px solid ${vars.tint.primary[20]}`,
  borderRadius: vars.radius.md,
});

export const title = style({ fontFamily: vars.font.title, fontSize: '1.5rem', margin: `0 0 ${vars.space.md}` });

export const text = style({ margin: `0 0 ${vars.space.md}` });

export const placeholder = style({
  minHeight: '6rem',
  display: 'flex',
  alignItems: 'center',
  color: vars.tint.body[70],
});

/** The fields of a step, one under the other. */
export const fields = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.md });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
