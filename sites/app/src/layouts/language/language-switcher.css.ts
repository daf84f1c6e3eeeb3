import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const switcher = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  maxWidth: '100%',
});

export const select = style({
  font: 'inherit',
  // Tall enough to hit on a phone, never wider than the screen.
  minHeight: 36,
  maxWidth: '100%',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: '1px solid #8a94a0',
  borderRadius: vars.radius.sm,
  background: '#fff',
  color: 'inherit',
});
