import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Stats } from '@masthead/core';
import { useFormatMoney } from '@masthead/forms/contribution';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import * as css from '../../../admin-kit/admin.css.ts';
import * as styles from './dashboard.css.ts';

type Day = Stats['days'][number];

const width = 600;
const height = 120;

/**
 * One series as bars, one per day, scaled to its largest value. The
 * picture is for the eye only (`aria-hidden`): the table beside it holds
 * the same numbers for everyone.
 */
function Bars({ days, value, className }: { days: readonly Day[]; value: (day: Day) => number; className: string }) {
  const most = Math.max(0, ...days.map(value));
  const step = width / Math.max(days.length, 1);
  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={styles.chart} aria-hidden="true" focusable="false">
      <line x1={0} y1={height - 0.5} x2={width} y2={height - 0.5} className={styles.axis} />
      {days.map((day, index) => {
        const barHeight = most > 0 ? Math.max((value(day) / most) * (height - 4), value(day) > 0 ? 2 : 0) : 0;
        return (
          <rect
            key={day.day}
            x={index * step + step * 0.15}
            y={height - 1 - barHeight}
            width={step * 0.7}
            height={barHeight}
            className={className}
          />
        );
      })}
    </svg>
  );
}

/**
 * Joins and revenue per day of the stats' range: two small bar charts for
 * a glance, and the same numbers as a table (in a disclosure, so the card
 * stays short) that screen readers and keyboards reach like any table.
 */
export function DailyChart({ days }: { days: readonly Day[] }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const joinsId = useId();
  const revenueId = useId();
  if (days.length === 0) return null;
  const dayName = (day: string) => i18n.date(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const first = dayName(days[0]!.day);
  const last = dayName(days.at(-1)!.day);
  const joins = days.reduce((sum, day) => sum + day.newContacts, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalRevenue = money(revenue);
  return (
    <div className={styles.charts}>
      <figure className={styles.chartFigure} aria-labelledby={joinsId}>
        <figcaption id={joinsId}>{t`New contacts per day, ${first} to ${last}: ${joins} in all`}</figcaption>
        <Bars days={days} value={(day) => day.newContacts} className={styles.joinBar} />
      </figure>
      <figure className={styles.chartFigure} aria-labelledby={revenueId}>
        <figcaption id={revenueId}>{t`Revenue per day, ${first} to ${last}: ${totalRevenue} in all`}</figcaption>
        <Bars days={days} value={(day) => day.revenue} className={styles.revenueBar} />
      </figure>
      <details className={styles.chartTable}>
        <summary>{t`Show the numbers per day as a table`}</summary>
        <TableScroller label={t`New contacts and revenue per day`}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t`Day`}</th>
                <th scope="col">{t`New contacts`}</th>
                <th scope="col">{t`Revenue`}</th>
                <th scope="col">{t`New responses`}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row">{dayName(day.day)}</th>
                  <td>{day.newContacts}</td>
                  <td>{money(day.revenue)}</td>
                  <td>{day.newResponses}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      </details>
    </div>
  );
}
