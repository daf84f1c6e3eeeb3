import type { MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { noticeStatuses, type NoticeSort, type RuleGroup } from '@masthead/core';
import { Button } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import { Link } from '../../../routes/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { formatDate } from '../../../admin-kit/dates.ts';
import { InlineSelect } from '../../../admin-kit/inline-select.tsx';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { PagedList, usePagedList } from '../../../admin-kit/paged-list.tsx';
import { noticeStatusTexts } from './notice-texts.ts';
import * as list from '../../../admin-kit/admin.css.ts';

type Status = (typeof noticeStatuses)[number];

/** The orders offered, newest first by default (the server's own default). */
const sorts = {
  'createdAt:DESC': msg`Newest first`,
  'createdAt:ASC': msg`Oldest first`,
  'name:ASC': msg`Name (A–Z)`,
  'starts:DESC': msg`Latest start first`,
  'expires:ASC': msg`Ending soonest`,
} as const;
type Sort = keyof typeof sorts;

interface NoticeFilters {
  status: Status | '';
  sort: Sort;
}
/** The list as it opens: every status, newest first. */
const allNewestFirst: NoticeFilters = { status: '', sort: 'createdAt:DESC' };

/** `GET notice` for a status, an order and a page. */
export function noticeListQuery({ status, sort }: NoticeFilters, page: { limit: number; offset: number }) {
  const [by, order] = sort.split(':') as [NoticeSort, 'ASC' | 'DESC'];
  const rules: RuleGroup = { condition: 'AND', rules: [{ field: 'status', operator: 'equal', value: [status] }] };
  return { ...page, sort: by, order, ...(status ? { rules: JSON.stringify(rules) } : {}) };
}

/** `/admin/notices`: every notice with its status and dates, by status and in a chosen order, 25 a page. */
export function NoticeListPage({ route }: PageProps) {
  const { api, router } = useAppContext();
  const { t, i18n } = useLingui();
  const paged = usePagedList(allNewestFirst, (filters, page) =>
    api.notices.list({ query: noticeListQuery(filters, page) }),
  );
  const { status, sort } = paged.filters;
  const add = (event: MouseEvent<HTMLElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    router.navigate('/admin/notices/add');
  };

  return (
    <PageSection title={route.title}>
      <p>
        <Button href="/admin/notices/add" onClick={add}>
          <Trans>Add notice</Trans>
        </Button>
      </p>
      <div className={list.toolbar}>
        <InlineSelect
          id="notice-status"
          label={<Trans>Status</Trans>}
          value={status}
          onChange={(next) => paged.setFilter('status', next)}
          options={[
            { value: '' as const, label: t`All statuses` },
            ...noticeStatuses.map((s) => ({ value: s, label: i18n._(noticeStatusTexts[s]) })),
          ]}
        />
        <InlineSelect
          id="notice-sort"
          label={<Trans>Sort by</Trans>}
          value={sort}
          onChange={(next) => paged.setFilter('sort', next)}
          options={(Object.keys(sorts) as Sort[]).map((s) => ({ value: s, label: i18n._(sorts[s]) }))}
        />
      </div>
      <PagedList
        paged={paged}
        label={t`Pages of notices`}
        empty={
          status ? (
            <Trans>No notices with this status. Choose another status to see the rest.</Trans>
          ) : (
            <Trans>No notices yet. Add a notice to tell members about news, events or changes on their page.</Trans>
          )
        }
        emptyAction={status ? undefined : { href: '/admin/notices/add', label: <Trans>Add the first notice</Trans> }}
      >
        {(items) => (
          <TableScroller label={t`Notices`}>
            <table className={list.table}>
              <caption>
                <Trans>Notices</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t`Name`}</th>
                  <th scope="col">{t`Status`}</th>
                  <th scope="col">{t`Starts`}</th>
                  <th scope="col">{t`Ends`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((notice) => (
                  <tr key={notice.id}>
                    <th scope="row">
                      <Link href={`/admin/notices/view/${notice.id}`}>{notice.name}</Link>
                    </th>
                    <td>
                      <span className={list.badge}>{i18n._(noticeStatusTexts[notice.status])}</span>
                    </td>
                    <td>{formatDate(i18n, notice.starts, t`Not set`)}</td>
                    <td>{formatDate(i18n, notice.expires, t`Never`)}</td>
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
