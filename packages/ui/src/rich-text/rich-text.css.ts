import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

/**
 * Our own styles for quill's editable area instead of quill's stylesheets:
 * only what the formats we allow need (quill 2 draws every list as an
 * `<ol>` whose items say `data-list="bullet|ordered"` and carry a `.ql-ui`
 * marker span), in the theme's variables.
 */
export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockEnd: vars.space.md,
  fontFamily: vars.font.body,
  color: vars.color.body,
});

export const frame = style({
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  background: '#fff',
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
    '&[data-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.tint.body[30]}`,
});

export const tool = style({
  font: 'inherit',
  fontSize: '0.875rem',
  minWidth: '2rem',
  minHeight: '2rem',
  padding: `0 ${vars.space.sm}`,
  color: vars.color.body,
  background: 'transparent',
  border: `1px solid transparent`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  ':hover': { background: vars.tint.body[10] },
  ':focus-visible': { outline: `3px solid ${vars.color.primary}`, outlineOffset: 1 },
  selectors: {
    '&[aria-pressed="true"], &[aria-expanded="true"]': {
      background: vars.tint.primary[20],
      borderColor: vars.tint.primary[50],
    },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});

export const styleSelect = style([
  tool,
  { paddingInlineEnd: vars.space.xs, border: `1px solid ${vars.tint.body[30]}` },
]);

export const linkForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.tint.body[30]}`,
  background: vars.tint.body[10],
});

export const linkField = style({ flex: '1 1 16rem', marginBlockEnd: 0 });

export const area = style({ position: 'relative', minHeight: '8rem' });

const ql = `${area} .ql-editor`;
globalStyle(ql, {
  boxSizing: 'border-box',
  minHeight: '8rem',
  padding: `${vars.space.sm} 0.75rem`,
  outline: 'none',
  lineHeight: 1.5,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'break-word',
  counterReset: 'list-0',
});
globalStyle(`${ql} > *`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${ql} h1, ${ql} h2, ${ql} h3, ${ql} h4, ${ql} h5, ${ql} h6`, {
  fontFamily: vars.font.title,
  lineHeight: 1.25,
});
globalStyle(`${ql} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${ql} ol`, { paddingInlineStart: '1.5em' });
globalStyle(`${ql} li`, { listStyleType: 'none', position: 'relative', paddingInlineStart: '1.5em' });
globalStyle(`${ql} li > .ql-ui`, { position: 'absolute', insetInlineStart: 0 });
globalStyle(`${ql} li > .ql-ui::before`, { display: 'inline-block', width: '1.2em', whiteSpace: 'nowrap' });
globalStyle(`${ql} li[data-list="bullet"] > .ql-ui::before`, { content: "'\\2022'" });
globalStyle(`${ql} li[data-list]`, { counterReset: 'list-1' });
globalStyle(`${ql} li[data-list="ordered"]`, { counterIncrement: 'list-0' });
globalStyle(`${ql} li[data-list="ordered"] > .ql-ui::before`, { content: "counter(list-0, decimal) '. '" });
// An empty editor shows its placeholder, in a colour that keeps AA contrast on white.
globalStyle(`${ql}.ql-blank::before`, {
  content: 'attr(data-placeholder)',
  position: 'absolute',
  insetInline: '0.75rem',
  color: vars.tint.body[70],
  pointerEvents: 'none',
});

export const count = style({ margin: 0, fontSize: '0.875rem', color: vars.tint.body[70] });
export const countOver = style({ color: vars.color.danger, fontWeight: 600 });
export const loading = style({ margin: 0, padding: vars.space.sm, color: vars.tint.body[70] });
export { label, description, error } from '../form/field.css.ts';
