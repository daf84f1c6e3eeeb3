import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

// "Multiple values": one box per value, each with its remove button under it.
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const listItem = style({ marginBlockEnd: vars.space.sm });
