import { useState, type MouseEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { noticeStatuses, type NoticeSort, type RuleGroup } from '@masthead/core';
import { Button } from '@masthead/ui';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../forms/page-section.tsx';
import { Link } from '../../../router/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { noticesOf } from '../../profile/notices/notice-calls.ts';
import { formatDate, InlineSelect, LoadState, TableScroller } from '../crowdnewsroom/admin-shared.tsx';
import { Pagination } from '../crowdnewsroom/pagination.tsx';
import { useLoad } from '../crowdnewsroom/use-load.ts';
import { noticeStatusTexts } from './notice-texts.ts';
import * as list from '../crowdnewsroom/crowdnewsroom.css.ts';

const pageSize = 25;

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

/** `GET notice` for a status, an order and a page. */
export function noticeListQuery(status: Status | '', sort: Sort, offset: number) {
  const [by, order] = sort.split(':') as [NoticeSort, 'ASC' | 'DESC'];
  const rules: RuleGroup = { condition: 'AND', rules: [{ field: 'status', operator: 'equal', value: [status] }] };
  return { limit: pageSize, offset, sort: by, order, ...(status ? { rules: JSON.stringify(rules) } : {}) };
}

/** `/admin/notices`: every notice with its status and dates, by status and in a chosen order, 25 a page. */
export function NoticeListPage({ route }: PageProps) {
  const { api, router } = useAppContext();
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<Status | ''>('');
  const [sort, setSort] = useState<Sort>('createdAt:DESC');
  const [offset, setOffset] = useState(0);
  const { result } = useLoad(
    () => noticesOf(api).list({ query: noticeListQuery(status, sort, offset) }),
    [status, sort, offset],
  );
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
          onChange={(next) => {
            setStatus(next);
            setOffset(0);
          }}
          options={[
            { value: '' as const, label: t`All statuses` },
            ...noticeStatuses.map((s) => ({ value: s, label: i18n._(noticeStatusTexts[s]) })),
          ]}
        />
        <InlineSelect
          id="notice-sort"
          label={<Trans>Sort by</Trans>}
          value={sort}
          onChange={(next) => {
            setSort(next);
            setOffset(0);
          }}
          options={(Object.keys(sorts) as Sort[]).map((s) => ({ value: s, label: i18n._(sorts[s]) }))}
        />
      </div>
      <LoadState result={result}>
        {(page) =>
          page.items.length === 0 ? (
            <p role="status">
              <Trans>No notices found.</Trans>
            </p>
          ) : (
            <>
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
                    {page.items.map((notice) => (
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
              <Pagination
                label={t`Pages of notices`}
                offset={page.offset}
                count={page.count}
                total={page.total}
                pageSize={pageSize}
                onOffset={setOffset}
              />
            </>
          )
        }
      </LoadState>
    </PageSection>
  );
}
