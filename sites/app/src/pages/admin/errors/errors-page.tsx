import { Trans, useLingui } from '@lingui/react/macro';
import type { ClientErrorGroup } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { formatDate } from '../../../admin-kit/dates.ts';
import { PagedList, usePagedList } from '../../../admin-kit/paged-list.tsx';
import * as list from '../../../admin-kit/admin.css.ts';
import { ErrorReportDetails } from './error-report-details.tsx';
import * as css from './errors.css.ts';

/**
 * `/admin/errors`: what the app and the widgets reported, one
 * entry per message, the most recently seen first; each opens to its latest
 * report (stack, breadcrumbs, request id for the server's log).
 */
export function ErrorsPage({ route }: PageProps) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const paged = usePagedList({}, (_, page) => api.clientErrors.list({ query: page }));

  return (
    <PageSection title={route.title}>
      <p>
        <Trans>Errors readers met in the app and the widgets, kept for 30 days.</Trans>
      </p>
      <PagedList
        paged={paged}
        label={t`Pages of errors`}
        empty={<Trans>No errors reported in the last 30 days. There is nothing to do.</Trans>}
      >
        {(items) => (
          <ul className={list.plainList} aria-label={t`Reported errors`}>
            {items.map((group) => (
              <ErrorGroup key={group.latest.id} group={group} />
            ))}
          </ul>
        )}
      </PagedList>
    </PageSection>
  );
}

function ErrorGroup({ group }: { group: ClientErrorGroup }) {
  const { t, i18n } = useLingui();
  const sourceText = { app: t`App`, widget: t`Widget` };
  return (
    <li className={list.listItem}>
      <h2 className={css.message}>{group.message}</h2>
      <dl className={css.facts}>
        <div className={css.fact}>
          <dt className={css.term}>{t`Times`}</dt>
          <dd>{i18n.number(group.count)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{t`First seen`}</dt>
          <dd>{formatDate(i18n, group.firstSeen)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{t({ message: 'Last seen', context: 'error report' })}</dt>
          <dd>{formatDate(i18n, group.lastSeen)}</dd>
        </div>
        <div className={css.fact}>
          <dt className={css.term}>{t({ message: 'Source', context: 'error report' })}</dt>
          <dd>{group.sources.map((source) => sourceText[source]).join(', ')}</dd>
        </div>
      </dl>
      <details className={list.details}>
        <summary>
          <Trans>Latest report</Trans>
        </summary>
        <ErrorReportDetails report={group.latest} />
      </details>
    </li>
  );
}
