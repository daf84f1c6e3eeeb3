import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const text = style({ margin: 0 });

export const actions = style({ display: 'flex', gap: vars.space.sm, marginBlockEnd: vars.space.md });
