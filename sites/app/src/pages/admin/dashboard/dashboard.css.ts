import { style } from '@vanilla-extract/css';
import { vars } from '@masthead/ui/theme';

/** The figures in a row that wraps: label above, number below. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
});

export const figure = style({ margin: 0 });

export const value = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const subtitle = style({ fontSize: vars.fontSize.lg, margin: `${vars.space.md} 0 ${vars.space.sm}` });

/** The two daily charts side by side where there is room. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
});

export const chartFigure = style({ margin: 0 });

/** The latest and the busiest day in words, under the caption: the numbers to take in at a glance. */
export const latest = style({ margin: `${vars.space.xs} 0 0`, fontSize: vars.fontSize.sm, fontWeight: 600 });

/** The bars with their scale at the side (the most in a day at the top, 0 at the bottom) and the days below. */
export const plot = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateRows: 'auto 1fr auto auto',
  columnGap: vars.space.xs,
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.tint.body[70],
});
export const scaleTop = style({ gridColumn: 1, gridRow: 1, textAlign: 'end' });
export const scaleBottom = style({ gridColumn: 1, gridRow: 3, textAlign: 'end', alignSelf: 'end' });
export const days = style({ gridColumn: 2, gridRow: 4, display: 'flex', justifyContent: 'space-between' });

export const chart = style({ gridColumn: 2, gridRow: '1 / 4', display: 'block', width: '100%', height: '6rem' });

export const axis = style({ stroke: vars.color.body, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' });
export const gridLine = style({
  stroke: vars.tint.body[30],
  strokeWidth: 1,
  strokeDasharray: '4 4',
  vectorEffect: 'non-scaling-stroke',
});

// The outline in the body colour keeps each bar at 3:1 or more against the white card, whatever the brand colour.
const bar = { stroke: vars.color.body, strokeWidth: 1, vectorEffect: 'non-scaling-stroke' } as const;
export const joinBar = style({ ...bar, fill: vars.color.primary });
export const revenueBar = style({ ...bar, fill: vars.color.success });
/** The latest day's bar: a heavier outline, matching "Latest" in the words above. */
export const latestBar = style({ strokeWidth: 3 });

export const chartTable = style({ gridColumn: '1 / -1' });
