import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** Below this width the main menu folds behind its button. */
const narrow = 'screen and (max-width: 699.98px)';

const reset = { listStyle: 'none', margin: 0, padding: 0 } as const;

const panel = {
  position: 'absolute',
  zIndex: 5,
  background: '#fff',
  border: `1px solid ${vars.tint.body[30]}`,
  borderRadius: vars.radius.md,
  boxShadow: '0 4px 16px rgb(0 0 0 / 12%)',
  padding: vars.space.xs,
} as const;

export const mainNav = style({ flex: '1 1 auto', minWidth: 0 });

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xs,
  font: 'inherit',
  fontWeight: 600,
  color: vars.color.body,
  background: '#fff',
  border: `1px solid ${vars.tint.body[50]}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  cursor: 'pointer',
  maxWidth: '100%',
  '@media': { [narrow]: { display: 'inline-flex' } },
});

export const mainList = style({
  ...reset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': {
    [narrow]: {
      ...panel,
      insetInline: vars.space.sm,
      top: '100%',
      flexDirection: 'column',
      selectors: { '&[data-open="false"]': { display: 'none' } },
    },
  },
});

export const link = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.body,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.tint.body[10], textDecoration: 'underline' },
    '&[aria-current]': { color: vars.color.link, boxShadow: `inset 0 -3px 0 ${vars.color.primary}` },
  },
});

export const userMenu = style({ position: 'relative', marginInlineStart: 'auto', minWidth: 0 });

export const userName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '12rem',
});

export const userToggle = style([toggle, { display: 'inline-flex' }]);

export const userPanel = style({
  ...panel,
  insetInlineEnd: 0,
  top: `calc(100% + ${vars.space.xs})`,
  minWidth: '12rem',
  maxWidth: 'calc(100vw - 16px)',
  selectors: { '&[data-open="false"]': { display: 'none' } },
});

export const userList = style({ ...reset, display: 'flex', flexDirection: 'column' });

export const logOut = style([
  link,
  {
    width: '100%',
    textAlign: 'start',
    font: 'inherit',
    fontWeight: 600,
    background: 'none',
    border: 0,
    cursor: 'pointer',
  },
]);
