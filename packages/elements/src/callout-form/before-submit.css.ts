import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

// Only `before-submit.tsx`'s parts: in its lazy chunk's CSS, not in every call-out form's first download.

export const contact = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.md });

export const newsletter = style({ marginBlockEnd: vars.space.md });

export const subtitle = style({ fontFamily: vars.font.title, fontSize: '1.125rem', margin: `0 0 ${vars.space.sm}` });

export const groups = style({ marginBlockStart: vars.space.sm, marginInlineStart: vars.space.lg });
