import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const subject = style({ fontSize: '1rem', margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const fact = style({ display: 'flex', gap: vars.space.xs });
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const failed = style({ fontWeight: 600 });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xs,
});
export const body = style({ display: 'grid', gap: vars.space.sm, marginBlockStart: vars.space.sm });
export const bodyTitle = style({ fontSize: '0.875rem', margin: `0 0 ${vars.space.xs}` });
export const text = style({
  margin: 0,
  padding: vars.space.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  border: `1px solid ${vars.color.body}`,
});
export const html = style({ width: '100%', minHeight: '24rem', border: `1px solid ${vars.color.body}` });
