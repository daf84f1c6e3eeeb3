import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

// The call-out view's own (overview counts, embed box);
// the admin pages' shared styles are in admin-kit/admin.css.ts.
const border = `1px solid ${vars.tint.body[30]}`;

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
  // Cards, not bullet points: no markers and no list indent.
  padding: 0,
  listStyle: 'none',
});
export const count = style({ padding: vars.space.md, border, borderRadius: vars.radius.md, background: '#fff' });
export const countNumber = style({ margin: 0, fontSize: '1.75rem', fontWeight: 700 });

export const code = style({
  width: '100%',
  boxSizing: 'border-box',
  fontFamily: 'ui-monospace, monospace',
  fontSize: '0.875rem',
  padding: vars.space.sm,
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
});

/** Fields one under the other (the embed box's three forms). */
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** The embed box's headings and its download link's paragraph: the stack spaces them. */
export const embedHeading = style({ margin: 0, fontSize: '1.125rem' });
export const embedLink = style({ margin: 0 });
