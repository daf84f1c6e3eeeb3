import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const section = style({
  padding: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  background: '#fff',
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
});

export const narrowSection = style([section, { maxWidth: '40rem' }]);

export const sectionTitle = style({ marginBlockStart: 0 });
