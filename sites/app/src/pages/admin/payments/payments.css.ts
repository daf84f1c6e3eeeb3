import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The date range's message, under the filters. */
export const rangeError = style({
  margin: `calc(-1 * ${vars.space.sm}) 0 ${vars.space.md}`,
  fontWeight: 600,
  color: vars.color.danger,
  // Empty, it takes no room, but stays in the page: a live region must exist before its message.
  selectors: { '&:empty': { margin: 0 } },
});
