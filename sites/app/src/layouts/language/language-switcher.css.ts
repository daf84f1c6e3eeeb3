import { style } from '@vanilla-extract/css';

export const switcher = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  maxWidth: '100%',
});

export const select = style({
  font: 'inherit',
  // Tall enough to hit on a phone, never wider than the screen.
  minHeight: 36,
  maxWidth: '100%',
  padding: '4px 8px',
  border: '1px solid #8a94a0',
  borderRadius: 4,
  background: '#fff',
  color: 'inherit',
});
