import { Trans, useLingui } from '@lingui/react/macro';
import type { ClientError } from '@masthead/core';
import { formatDate } from '../../../admin-kit/dates.ts';
import * as css from './errors.css.ts';

/** One report in full: where and when, the failed call, the stack and the steps before it. */
export function ErrorReportDetails({ report }: { report: ClientError }) {
  const { t, i18n } = useLingui();
  const kindText = { navigation: t`Page`, api: t`API call`, click: t`Click` };
  const facts: [string, string | null][] = [
    [t`When`, formatDate(i18n, report.createdAt)],
    [t`Page`, report.url],
    [t`Request ID`, report.requestId],
    [t`API call`, report.operation],
    [t`Status`, report.status === null ? null : String(report.status)],
    [t`Release`, report.release],
  ];
  return (
    <>
      <dl>
        {facts
          .filter((fact): fact is [string, string] => fact[1] !== null)
          .map(([term, value]) => (
            <div key={term} className={css.fact}>
              <dt className={css.term}>{term}</dt>
              <dd>
                <code>{value}</code>
              </dd>
            </div>
          ))}
      </dl>
      <h3>
        <Trans>Stack</Trans>
      </h3>
      {report.stack ? (
        <pre className={css.stack} role="group" tabIndex={0} aria-label={t`Stack`}>
          {report.stack}
        </pre>
      ) : (
        <p>
          <Trans>No stack was sent.</Trans>
        </p>
      )}
      <h3>
        <Trans>Breadcrumbs</Trans>
      </h3>
      {report.breadcrumbs.length === 0 ? (
        <p>
          <Trans>No breadcrumbs were sent.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Breadcrumbs`}>
          {report.breadcrumbs.map((crumb, i) => (
            <li key={i}>
              <time dateTime={crumb.at}>{formatDate(i18n, crumb.at)}</time> {kindText[crumb.kind]}:{' '}
              <code>{crumb.text}</code>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
