import * as styles from './dashboard.css.ts';

const width = 600;
const height = 120;

/**
 * One series as bars, one per value, scaled to the largest; the last bar
 * (the latest day) is marked. Every bar is outlined in the body colour, so
 * its shape keeps 3:1 against the card whatever the brand colour fills it.
 * The picture is for the eye only (`aria-hidden`): the sentence and the
 * table beside it hold the same numbers for everyone.
 */
export function ChartBars({ values, className }: { values: readonly number[]; className: string }) {
  const most = Math.max(0, ...values);
  const step = width / Math.max(values.length, 1);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      className={styles.chart}
      aria-hidden="true"
      focusable="false"
    >
      <line x1={0} y1={0.5} x2={width} y2={0.5} className={styles.gridLine} />
      <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} className={styles.axis} />
      {values.map((value, index) => {
        const barHeight = most > 0 ? Math.max((value / most) * (height - 4), value > 0 ? 2 : 0) : 0;
        const latest = index === values.length - 1;
        return (
          <rect
            key={index}
            x={index * step + step * 0.15}
            y={height - 1 - barHeight}
            width={step * 0.7}
            height={barHeight}
            className={latest ? `${className} ${styles.latestBar}` : className}
          />
        );
      })}
    </svg>
  );
}
