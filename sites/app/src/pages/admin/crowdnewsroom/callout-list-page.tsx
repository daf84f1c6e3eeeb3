import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Callout } from '@masthead/core';
import { Button, TextField, visuallyHidden } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { formatDate } from '../../../admin-kit/dates.ts';
import { InlineSelect } from '../../../admin-kit/inline-select.tsx';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { useIsAdmin } from './use-is-admin.ts';
import { calloutListQuery } from './callout-list-query.ts';
import { calloutStatuses, statusTexts } from './callout-texts.ts';
import { PagedList, usePagedList } from '../../../admin-kit/paged-list.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

/** The list as it opens: every status, no search. */
const everyCallout: { status: Callout['status'] | ''; search: string } = { status: '', search: '' };

/**
 * `/admin/crowdnewsroom`: admins see every call-out; anyone else the ones
 * they review (the server shows others only open public ones, which are
 * not theirs to work, so the list asks for `canReview`). A row links to
 * its edit page when the caller may edit that call-out (`canEdit`).
 */
export function CalloutListPage({ route }: PageProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const isAdmin = useIsAdmin();
  const [typed, setTyped] = useState('');
  const paged = usePagedList(
    everyCallout,
    ({ status, search }, page) =>
      api.callouts.list({
        query: calloutListQuery({ status: status || undefined, search, reviewableOnly: !isAdmin, ...page }),
      }),
    [isAdmin],
  );

  // Admins edit every call-out, reviewers those their record allows (`with=rights`).
  const { result } = paged;
  const showActions = result.state === 'done' && result.value.items.some((callout) => callout.canEdit);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    paged.setFilter('search', typed);
  };

  return (
    <PageSection title={route.title}>
      {isAdmin && (
        <p>
          <Link href="/admin/crowdnewsroom/new">
            <Trans>New call-out</Trans>
          </Link>
        </p>
      )}
      <form role="search" aria-label={t`Find call-outs`} className={css.toolbar} onSubmit={submit}>
        <InlineSelect
          id="callout-status"
          label={<Trans>Status</Trans>}
          value={paged.filters.status}
          onChange={(next) => paged.setFilter('status', next)}
          options={[
            { value: '' as const, label: t`All statuses` },
            ...calloutStatuses.map((s) => ({ value: s, label: i18n._(statusTexts[s]) })),
          ]}
        />
        <TextField label={t`Search by title`} type="text" value={typed} onValueChange={setTyped} />
        <Button type="submit" variant="primaryOutlined">
          <Trans>Search</Trans>
        </Button>
      </form>
      <PagedList paged={paged} label={t`Pages of call-outs`} {...emptyCallouts(paged.filters, isAdmin)}>
        {(items) => (
          <TableScroller label={t`Call-outs`}>
            <table className={css.table}>
              <caption>
                <Trans>Call-outs</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t`Title`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">{t`Starts`}</th>
                  <th scope="col">{t`Ends`}</th>
                  <th scope="col">{t`Responses`}</th>
                  {showActions && <th scope="col">{t`Actions`}</th>}
                </tr>
              </thead>
              <tbody>
                {items.map((callout) => (
                  <tr key={callout.id}>
                    <th scope="row">
                      <Link href={`/admin/crowdnewsroom/view/${callout.id}`}>{callout.title}</Link>
                    </th>
                    <td>
                      <span className={css.badge}>{i18n._(statusTexts[callout.status])}</span>
                    </td>
                    <td>{formatDate(i18n, callout.starts, '—')}</td>
                    <td>{formatDate(i18n, callout.expires, t`Never`)}</td>
                    <td>{callout.responseCount ?? '—'}</td>
                    {showActions && (
                      <td>
                        {callout.canEdit && (
                          <Link href={`/admin/crowdnewsroom/edit/${callout.id}`}>
                            <Trans>Edit</Trans>
                            <span className={visuallyHidden}> {callout.title}</span>
                          </Link>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </PagedList>
    </PageSection>
  );
}

/** What the empty list says: a filter to change, the first call-out to create, or who adds a reviewer. */
function emptyCallouts({ status, search }: typeof everyCallout, isAdmin: boolean) {
  if (status || search) {
    return {
      empty: <Trans>No call-outs match this status and search. Choose another status or change the search.</Trans>,
    };
  }
  if (!isAdmin) {
    return { empty: <Trans>No call-outs to review yet. An admin adds you as a reviewer of a call-out.</Trans> };
  }
  return {
    empty: <Trans>No call-outs yet. Create your first call-out to collect readers’ stories.</Trans>,
    emptyAction: { href: '/admin/crowdnewsroom/new', label: <Trans>Create a call-out</Trans> },
  };
}
