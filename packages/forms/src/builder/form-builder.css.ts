import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

export const builder = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  fontFamily: vars.font.body,
  color: vars.color.body,
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const panel = style({
  padding: vars.space.md,
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
  background: '#fff',
});

export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontFamily: vars.font.title, fontSize: '1.125rem' });

export const palette = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.xs,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const nested = style([
  list,
  {
    marginBlockStart: vars.space.xs,
    marginInlineStart: vars.space.md,
    paddingInlineStart: vars.space.sm,
    borderInlineStart: `3px solid ${vars.tint.primary[30]}`,
  },
]);

export const item = style({
  padding: vars.space.xs,
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
  selectors: {
    '&[data-selected="true"]': { borderColor: vars.color.primary, borderWidth: 2, background: vars.tint.primary[10] },
    '&[data-drop="true"]': { boxShadow: `0 -3px 0 ${vars.color.primary}` },
  },
});

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const name = style({ flex: '1 1 12rem', textAlign: 'start', justifyContent: 'flex-start' });

export const typeTag = style({ fontSize: '0.8125rem', color: vars.tint.body[70], fontWeight: 400 });

export const attention = style({
  margin: `${vars.space.xs} 0 0`,
  fontSize: '0.875rem',
  color: vars.color.danger,
  fontWeight: 600,
});

export const smallSelect = style({
  font: 'inherit',
  fontSize: '0.875rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
  color: vars.color.body,
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
});

export const dropZone = style({
  margin: 0,
  padding: vars.space.sm,
  border: `2px dashed ${vars.tint.body[30]}`,
  borderRadius: vars.radius.sm,
  fontSize: '0.875rem',
  color: vars.tint.body[70],
  selectors: { '&[data-drop="true"]': { borderColor: vars.color.primary } },
});

export const tabLabel = style({ margin: `${vars.space.xs} 0 0`, fontSize: '0.875rem', fontWeight: 600 });

export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: `0 ${vars.space.md}`,
});

export const option = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.xs });

export const grow = style({ flex: '1 1 10rem' });

export const preview = style({
  padding: vars.space.md,
  border: `2px dashed ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
});

/** Small outlined buttons; `aria-disabled` (not `disabled`) keeps focus on them at the ends of a list. */
export const tool = style({
  font: 'inherit',
  fontSize: '0.8125rem',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: vars.color.body,
  background: '#fff',
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  ':hover': { background: vars.tint.body[10] },
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
  selectors: {
    '&[aria-disabled="true"]': { cursor: 'default', color: vars.tint.body[70], background: vars.tint.body[10] },
  },
});

export const fieldset = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, minWidth: 0 });
export const legend = style({ padding: 0, marginBlockEnd: vars.space.sm, fontWeight: 700 });
export const hint = style({ margin: `${vars.space.xs} 0 0`, fontSize: '0.875rem', color: vars.tint.body[70] });
export const slideSettings = style({ marginBlockStart: vars.space.md });
export const setting = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.sm,
});
export const settingLabel = style({ fontWeight: 600, fontSize: '0.875rem' });
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBlockEnd: vars.space.sm,
});
export const choice = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const notice = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  background: vars.tint.primary[10],
  fontSize: '0.875rem',
});
