import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const subject = style({ fontSize: '1rem', margin: `0 0 ${vars.space.xs}`, overflowWrap: 'anywhere' });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.lg}`, margin: 0 });
export const fact = style({ display: 'flex', gap: vars.space.xs });
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const failed = style({ fontWeight: 600 });
export const actions = style({ marginBlockStart: vars.space.xs });
