import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export { placeholder, root, title } from '../widget.css.ts';

export const text = style({ margin: `0 0 ${vars.space.md}` });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
