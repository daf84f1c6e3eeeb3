import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Stats } from '@masthead/core';
import { useFormatMoney } from '@masthead/forms/contribution';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import * as css from '../../../admin-kit/admin.css.ts';
import { ChartBars } from './chart-bars.tsx';
import * as styles from './dashboard.css.ts';

type Day = Stats['days'][number];

/**
 * One series as a figure: what it counts and its total (the caption), the
 * latest day and the busiest day in words, then the bars between their
 * scale (0 to the most in a day) and the first and last day.
 */
function SeriesFigure({
  caption,
  days,
  value,
  format,
  dayName,
  className,
}: {
  caption: string;
  days: readonly Day[];
  value: (day: Day) => number;
  format: (n: number) => string;
  dayName: (day: string) => string;
  className: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const values = days.map(value);
  const most = Math.max(0, ...values);
  const busiest = days[values.indexOf(most)]!;
  const latestDay = dayName(days.at(-1)!.day);
  const latest = format(values.at(-1)!);
  const busiestDay = dayName(busiest.day);
  const mostText = format(most);
  return (
    <figure className={styles.chartFigure} aria-labelledby={id}>
      <figcaption id={id}>{caption}</figcaption>
      <p className={styles.latest}>
        {most > 0
          ? t`Latest, ${latestDay}: ${latest}. Most in a day: ${mostText} on ${busiestDay}.`
          : t`Latest, ${latestDay}: ${latest}. None on any day.`}
      </p>
      <div className={styles.plot} aria-hidden="true">
        <span className={styles.scaleTop}>{mostText}</span>
        <span className={styles.scaleBottom}>{format(0)}</span>
        <ChartBars values={values} className={className} />
        <span className={styles.days}>
          <span>{dayName(days[0]!.day)}</span>
          <span>{latestDay}</span>
        </span>
      </div>
    </figure>
  );
}

/**
 * Joins and revenue per day of the stats' range: two small bar charts for
 * a glance, each with its latest and busiest day in words, and the same
 * numbers as a table (in a disclosure, so the card stays short) that
 * screen readers and keyboards reach like any table.
 */
export function DailyChart({ days }: { days: readonly Day[] }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  if (days.length === 0) return null;
  const dayName = (day: string) => i18n.date(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const first = dayName(days[0]!.day);
  const last = dayName(days.at(-1)!.day);
  const joins = days.reduce((sum, day) => sum + day.newContacts, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  const totalRevenue = money(revenue);
  return (
    <div className={styles.charts}>
      <SeriesFigure
        caption={t`New contacts per day, ${first} to ${last}: ${joins} in all`}
        days={days}
        value={(day) => day.newContacts}
        format={String}
        dayName={dayName}
        className={styles.joinBar}
      />
      <SeriesFigure
        caption={t`Revenue per day, ${first} to ${last}: ${totalRevenue} in all`}
        days={days}
        value={(day) => day.revenue}
        format={money}
        dayName={dayName}
        className={styles.revenueBar}
      />
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
