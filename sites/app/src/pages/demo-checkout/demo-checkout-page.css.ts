import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The "no money moves" marking: impossible to miss, and not mistaken for an error. */
export const notice = style({
  border: `3px dashed ${vars.color.warning}`,
  background: vars.tint.warning[10],
  borderRadius: vars.radius.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  margin: `0 0 ${vars.space.lg}`,
});

export const noticeTitle = style({ margin: 0, fontSize: '1.375rem', fontWeight: 700 });

export const noticeText = style({ margin: `${vars.space.xs} 0 0` });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
});

export const term = style({ fontWeight: 700 });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
