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

export const value = style({ margin: 0, fontSize: '1.5rem', fontWeight: 700 });

export const subtitle = style({ fontSize: '1.125rem', margin: `${vars.space.md} 0 ${vars.space.sm}` });

/** The two daily charts side by side where there is room. */
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
});

export const chartFigure = style({ margin: 0 });

export const chart = style({ display: 'block', width: '100%', height: '6rem', marginBlockStart: vars.space.xs });

export const axis = style({ stroke: vars.color.body, strokeWidth: 1 });

export const joinBar = style({ fill: vars.color.primary });

export const revenueBar = style({ fill: vars.color.success });

export const chartTable = style({ gridColumn: '1 / -1' });
