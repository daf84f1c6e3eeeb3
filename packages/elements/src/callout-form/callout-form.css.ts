import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export { placeholder, root, title } from '../widget.css.ts';

export const content = style({ marginBlockEnd: vars.space.md });
globalStyle(`${content} a`, { color: vars.color.link });

export const status = style({
  margin: `${vars.space.sm} 0`,
  fontSize: '0.875rem',
  color: vars.tint.body[70],
  // Always in the page (a live region), taking no room while it has nothing to say.
  selectors: { '&:empty': { margin: 0 } },
});

export const actions = style({ display: 'flex', gap: vars.space.sm, marginBlockStart: vars.space.sm });
