import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const message = style({ fontSize: '1rem', margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const fact = style({ display: 'flex', gap: vars.space.xs });
export const term = style({ fontWeight: 600 });
export const stack = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: '0.8125rem',
  maxBlockSize: '20rem',
  overflowY: 'auto',
  margin: 0,
});
