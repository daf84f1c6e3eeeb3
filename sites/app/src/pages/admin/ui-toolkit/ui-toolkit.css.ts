import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

const border = `1px solid ${vars.tint.body[30]}`;

/** One component's samples under its heading. */
export const section = style({ marginBlockEnd: vars.space.lg });

/** Samples side by side where there is room. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md, alignItems: 'flex-start' });

/** A sample in a framed box with its caption, e.g. one state of a field. */
export const sample = style({
  flex: '1 1 18rem',
  minWidth: 0,
  padding: vars.space.md,
  background: '#fff',
  border,
  borderRadius: vars.radius.md,
});
export const caption = style({ margin: `0 0 ${vars.space.sm}`, fontWeight: 700 });

/** The buttons' grid: variants down, sizes and states across. */
export const buttonTable = style({ borderCollapse: 'collapse', background: '#fff', border });
globalStyle(`${buttonTable} th, ${buttonTable} td`, {
  textAlign: 'start',
  padding: vars.space.sm,
  borderBottom: border,
  verticalAlign: 'middle',
});

/** The notification list is fixed to the window's corner in the app; here it stays in the flow. */
// `div` + class outweighs the list's own single-class rule, whichever stylesheet comes last.
export const notifications = style({});
globalStyle(`div${notifications}`, { position: 'static', width: 'auto', maxWidth: '24rem', pointerEvents: 'auto' });

/** A loading screen fills the window in the app; here each fills its frame. */
export const screenFrame = style([sample, { padding: 0, overflow: 'hidden' }]);
globalStyle(`${screenFrame} > section`, { minHeight: '16rem' });

/** Native radios styled as the ui package's fields. */
export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
