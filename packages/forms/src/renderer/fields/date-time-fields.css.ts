import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';
import { input } from './field.css.ts';

// Dates and times: the browser's own pickers (keyboard, screen readers and the phone's wheels for free),
// in the text boxes' look, as wide as a date needs.
export const dateInput = style([
  input,
  {
    width: '100%',
    maxWidth: '18rem',
    minHeight: '2.75rem',
    boxSizing: 'border-box',
    colorScheme: 'light',
    accentColor: vars.color.primary,
    selectors: {
      '&::-webkit-calendar-picker-indicator': { cursor: 'pointer', padding: 4, borderRadius: vars.radius.sm },
      '&::-webkit-calendar-picker-indicator:hover': { background: vars.tint.primary[20] },
    },
  },
]);

export const timeInput = style([dateInput, { maxWidth: '10rem' }]);
