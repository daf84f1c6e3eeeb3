import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const form = style({ fontFamily: vars.font.body, color: vars.color.body, lineHeight: 1.5 });

export const slideTitle = style({ fontFamily: vars.font.title, fontSize: '1.375rem', margin: `0 0 ${vars.space.md}` });

export const focusTarget = style({
  ':focus': { outline: 'none' },
  ':focus-visible': { outline: `3px solid ${vars.color.primary}` },
});

export const progress = style({ margin: `0 0 ${vars.space.sm}`, fontSize: '0.875rem', color: vars.tint.body[70] });

export const progressTrack = style({
  height: 6,
  marginBlockEnd: vars.space.lg,
  borderRadius: vars.radius.full,
  background: vars.tint.primary[20],
  overflow: 'hidden',
});

export const progressBar = style({ height: '100%', background: vars.color.primary, transition: 'width 200ms' });

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
