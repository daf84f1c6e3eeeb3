import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';
import { focusRing } from './field.css.ts';

// The drawing area of the signature question.
export const canvas = style({
  width: '100%',
  maxWidth: '32rem',
  height: '10rem',
  background: '#fff',
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  touchAction: 'none',
  ':focus-visible': focusRing,
});
