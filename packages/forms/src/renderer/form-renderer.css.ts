import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const form = style({ fontFamily: vars.font.body, color: vars.color.body, lineHeight: 1.5 });

export const slideTitle = style({ fontFamily: vars.font.title, fontSize: '1.375rem', margin: `0 0 ${vars.space.md}` });

export const focusTarget = style({
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.primary}` },
});

export const progressBox = style({ marginBlockEnd: vars.space.lg });

export const progress = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: '0.875rem',
  fontWeight: 600,
  color: vars.tint.body[70],
});

export const progressTrack = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  height: 10,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const progressStep = style({
  flex: 1,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.tint.primary[20],
  transition: 'background-color 200ms',
  selectors: {
    '&[data-state="done"]': { background: vars.color.primary },
    // The current slide: filled, and taller, so where the reader is shows without colour too.
    '&[data-state="current"]': { background: vars.color.primary, height: 10 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const navigation = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: vars.space.lg,
});

export const content = style({ marginBlockEnd: vars.space.md });

globalStyle(`${content} a`, { color: vars.color.link });

export const panel = style({ marginBlockEnd: vars.space.lg });

export const panelTitle = style({ fontFamily: vars.font.title, fontSize: '1.125rem', margin: `0 0 ${vars.space.sm}` });

export const well = style({
  marginBlockEnd: vars.space.lg,
  padding: vars.space.md,
  background: vars.tint.body[10],
  borderRadius: vars.radius.md,
});

export const tabs = style({ marginBlockEnd: vars.space.lg });

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBlockEnd: `2px solid ${vars.tint.body[30]}`,
});

export const tab = style({
  font: 'inherit',
  color: vars.color.body,
  background: 'transparent',
  border: 0,
  borderBlockEnd: '3px solid transparent',
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
  ':hover': { background: vars.tint.primary[10] },
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: -3 },
  selectors: { '&[aria-selected="true"]': { borderBlockEndColor: vars.color.primary, fontWeight: 700 } },
});

export const tabPanel = style({ paddingBlockStart: vars.space.md });
