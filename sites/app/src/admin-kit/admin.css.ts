// The admin pages' shared styles: toolbars and filters, tables, sections, badges, tabs, lists.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

const border = `1px solid ${vars.tint.body[30]}`;

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  marginBlockEnd: vars.space.md,
});

// A select is as wide as its longest option; on a narrow screen it shrinks with its field instead.
export const select = style({
  font: 'inherit',
  maxWidth: '100%',
  color: vars.color.body,
  background: '#fff',
  padding: `${vars.space.sm} 0.75rem`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
});

export const inlineField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  maxWidth: '100%',
});
export const label = style({ fontWeight: 600 });

// Positioned, so a visually hidden text inside a cell stays inside the scrolling frame.
export const tableWrap = style({ position: 'relative', overflowX: 'auto', marginBlockEnd: vars.space.md });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: '#fff',
  border,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: border,
  verticalAlign: 'top',
});
globalStyle(`${table} caption`, { textAlign: 'start', fontWeight: 700, paddingBlockEnd: vars.space.sm });

export const section = style({
  padding: vars.space.lg,
  marginBlockEnd: vars.space.lg,
  background: '#fff',
  border,
  borderRadius: vars.radius.md,
});
export const sectionTitle = style({ marginBlockStart: 0 });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.tint.primary[10],
  border: `1px solid ${vars.tint.primary[50]}`,
  fontSize: vars.fontSize.sm,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});
globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const tabNav = style({ marginBlockEnd: vars.space.lg, borderBottom: border });
export const tabList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0 });
export const tabLink = style({
  display: 'inline-block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  textDecoration: 'none',
  border: '1px solid transparent',
  borderBottom: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  selectors: {
    '&[aria-current="page"], &[aria-selected="true"]': {
      background: '#fff',
      border,
      borderBottom: '1px solid #fff',
      marginBottom: -1,
      fontWeight: 700,
      color: vars.color.body,
    },
  },
});
export const tabButton = style([
  tabLink,
  { font: 'inherit', background: 'transparent', color: vars.color.link, cursor: 'pointer' },
]);

export const muted = style({ color: vars.tint.body[70] });

export const plainList = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}` });
export const listItem = style({ paddingBlock: vars.space.sm, borderBottom: border });

export const errorText = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.danger });

export const textarea = style({
  font: 'inherit',
  color: vars.color.body,
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space.sm} 0.75rem`,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
});
