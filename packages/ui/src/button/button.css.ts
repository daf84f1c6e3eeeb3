import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

// Hover darkens a filled colour a little; color-mix keeps it tied to the
// variable, so a newsroom's override of the base colour carries through.
const darker = (colour: string) => `color-mix(in srgb, ${colour} 85%, black)`;

export const base = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  border: '2px solid transparent',
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.body,
  fontWeight: 600,
  lineHeight: 1.25,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms, border-color 120ms, color 120ms',
  ':focus-visible': {
    // Two rings (light inside, dark outside) stay visible on any background.
    outline: `3px solid ${vars.color.body}`,
    outlineOffset: 2,
    boxShadow: `0 0 0 2px white`,
  },
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
  },
});

type Look = { bg: string; fg: string; border: string; hoverBg: string; hoverFg?: string };
const look = ({ bg, fg, border, hoverBg, hoverFg = fg }: Look) =>
  ({
    backgroundColor: bg,
    color: fg,
    borderColor: border,
    selectors: {
      '&:not(:disabled):not([aria-disabled="true"]):hover': { backgroundColor: hoverBg, color: hoverFg },
    },
  }) as const;

const c = vars.color;
const on = vars.onColor;
const t = vars.tint;

export const variants = styleVariants({
  primary: look({ bg: c.primary, fg: on.primary, border: c.primary, hoverBg: darker(c.primary) }),
  link: look({ bg: c.link, fg: on.link, border: c.link, hoverBg: darker(c.link) }),
  primaryOutlined: look({ bg: 'transparent', fg: c.primary, border: c.primary, hoverBg: t.primary[10] }),
  linkOutlined: look({ bg: 'transparent', fg: c.link, border: c.link, hoverBg: t.link[10] }),
  dangerOutlined: look({ bg: 'transparent', fg: c.danger, border: c.danger, hoverBg: t.danger[10] }),
  greyOutlined: look({ bg: 'transparent', fg: c.body, border: t.body[50], hoverBg: t.body[10] }),
  text: look({ bg: 'transparent', fg: c.link, border: 'transparent', hoverBg: t.link[10] }),
  danger: look({ bg: c.danger, fg: on.danger, border: c.danger, hoverBg: darker(c.danger) }),
  dangerText: look({ bg: 'transparent', fg: c.danger, border: 'transparent', hoverBg: t.danger[10] }),
  dangerGhost: look({ bg: t.danger[10], fg: c.danger, border: 'transparent', hoverBg: t.danger[20] }),
});

export const sizes = styleVariants({
  xs: { fontSize: '0.75rem', padding: `0.125rem ${vars.space.sm}` },
  sm: { fontSize: '0.875rem', padding: `${vars.space.xs} 0.75rem` },
  md: { fontSize: '1rem', padding: `${vars.space.sm} ${vars.space.md}` },
  lg: { fontSize: '1.125rem', padding: `0.75rem ${vars.space.lg}` },
});

// While loading the label stays in the layout (so the button keeps its width)
// and in the accessibility tree (so its name stays "Save"), only unseen.
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 'inherit',
  selectors: { '[aria-busy="true"] > &': { opacity: 0 } },
});

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1em',
  height: '1em',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  borderRadius: '50%',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
