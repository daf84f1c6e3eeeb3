import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** One colour's tints in a row, each a swatch with its level and hex value. */
export const tints = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `${vars.space.xs} 0`,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  minWidth: '5.5rem',
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.tint.body[20]}`,
  fontSize: '0.75rem',
  fontFamily: 'monospace',
});

export const colourRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });

export const picker = style({
  inlineSize: '3rem',
  blockSize: '2.5rem',
  padding: 0,
  border: 'none',
  background: 'none',
});

export const warning = style({ margin: 0, fontSize: '0.875rem', fontWeight: 600, color: vars.color.warning });

/** The sample card of the preview and of /_theme. */
export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  border: `1px dashed ${vars.tint.body[50]}`,
  borderRadius: vars.radius.md,
  color: vars.color.body,
  fontFamily: vars.font.body,
  background: '#ffffff',
});

export const previewTitle = style({ margin: 0, fontFamily: vars.font.title });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  borderInlineStart: '4px solid',
  color: vars.color.body,
  borderRadius: vars.radius.sm,
});
