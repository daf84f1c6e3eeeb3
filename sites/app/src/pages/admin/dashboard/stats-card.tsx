import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Stats } from '@masthead/core';
import { useFormatMoney } from '@masthead/forms/contribution';
import { useAppContext } from '../../../app-context.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import { DailyChart } from './daily-chart.tsx';
import * as styles from './dashboard.css.ts';

/**
 * The dashboard's "last 30 days" card (`GET stats`): new contacts, the
 * average monthly contribution of those who joined, revenue and new
 * responses, joins and revenue per day; then where members joined — the articles and call-outs that
 * brought them (their attribution), most first.
 */
export function StatsCard() {
  const { api } = useAppContext();
  const { t } = useLingui();
  const id = useId();
  const { result } = useLoad(() => api.stats.get({ query: {} }), []);
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`The last 30 days`}
      </h2>
      <LoadState result={result}>{(stats) => <StatsFigures stats={stats} />}</LoadState>
    </section>
  );
}

function StatsFigures({ stats }: { stats: Stats }) {
  const { t } = useLingui();
  const money = useFormatMoney();
  const figures = [
    { label: t`New contacts`, value: String(stats.newContacts) },
    {
      label: t`Average monthly contribution of new members`,
      value: stats.averageContribution === null ? t`None yet` : money(stats.averageContribution),
    },
    { label: t`Revenue`, value: money(stats.totalRevenue) },
    { label: t`New responses`, value: String(stats.newResponses) },
  ];
  return (
    <>
      <dl className={styles.figures}>
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd className={styles.value}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <DailyChart days={stats.days} />
      <h3 className={styles.subtitle}>{t`Where members joined`}</h3>
      {stats.joinsByPage.length === 0 && stats.joinsByCallout.length === 0 ? (
        <p>
          <Trans>No one joined through an article or a call-out in these days.</Trans>
        </p>
      ) : (
        <TableScroller label={t`Where members joined`}>
          <table className={css.table}>
            <thead>
              <tr>
                <th scope="col">{t`Article or call-out`}</th>
                <th scope="col">{t`Joins`}</th>
              </tr>
            </thead>
            <tbody>
              {stats.joinsByPage.map((page) => (
                <tr key={`page ${page.pageUrl}`}>
                  <td>
                    <a href={page.pageUrl} rel="noopener noreferrer">
                      {page.pageTitle || page.pageUrl}
                    </a>
                  </td>
                  <td>{page.joins}</td>
                </tr>
              ))}
              {stats.joinsByCallout.map((callout) => {
                const slug = callout.calloutSlug;
                return (
                  <tr key={`callout ${slug}`}>
                    <td>{t`Call-out ${slug}`}</td>
                    <td>{callout.joins}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroller>
      )}
    </>
  );
}
