import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OperationOutput } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { Pagination } from '../../../admin-kit/pagination.tsx';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { Link } from '../../../routes/link.tsx';
import * as own from './import.css.ts';

export type ImportSummary = OperationOutput<'GET /contact-import'>['items'][number];

/** Past imports a page of the list shows. */
export const importHistoryPageSize = 10;

/** The page that shows an import's report (and a running one's progress): `?id=` on the import page. */
export const importReportHref = (id: string) => `/admin/contacts/import?id=${encodeURIComponent(id)}`;

const stateTexts: Record<ImportSummary['state'], MessageDescriptor> = {
  'dry-run': msg`Check only, nothing written`,
  pending: msg`Waiting to run`,
  running: msg`Running`,
  done: msg`Finished`,
  failed: msg`Stopped`,
};

export const isRunningImport = (item: { state: string }) => item.state === 'pending' || item.state === 'running';

export interface ImportHistoryProps {
  /** Changes when the list should be read again (an import started or finished). */
  round: number;
  /** Hears the newest running import on the first page, once: the page shows its progress after a reload. */
  onRunning?: (id: string) => void;
}

/**
 * "Past imports": `GET contact-import`, newest first, ten a page, each
 * linking to its report (`?id=`), with its state, who ran it, when, and
 * its counts. A table with a caption; its links and page buttons are the
 * only stops for the keyboard.
 */
export function ImportHistory({ round, onRunning }: ImportHistoryProps) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const [offset, setOffset] = useState(0);
  const { result } = useLoad(
    () => api.contactImports.list({ query: { limit: importHistoryPageSize, offset } }),
    [api, offset, round],
  );
  const [told, setTold] = useState(false);
  const running = result.state === 'done' && offset === 0 ? result.value.items.find(isRunningImport) : undefined;
  useEffect(() => {
    if (told || result.state !== 'done') return;
    setTold(true);
    if (running) onRunning?.(running.id);
  }, [told, result.state, running, onRunning]);

  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const rows = (item: ImportSummary) =>
    isRunningImport(item) ? t`${i18n.number(item.done)} of ${i18n.number(item.total)}` : i18n.number(item.total);

  return (
    <section aria-labelledby="past-imports" className={css.section}>
      <h2 id="past-imports" className={css.sectionTitle}>
        {t`Past imports`}
      </h2>
      <LoadState result={result}>
        {(list) =>
          list.total === 0 ? (
            <p>{t`No contacts have been imported yet.`}</p>
          ) : (
            <>
              <TableScroller label={t`Past imports`}>
                <table className={css.table}>
                  <caption className={own.caption}>
                    {t`Past imports, newest first. Each file name opens its report. Imports are kept for 30 days.`}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`File`}</th>
                      <th scope="col">{t`Started`}</th>
                      <th scope="col">{t`By`}</th>
                      <th scope="col">{t`State`}</th>
                      <th scope="col">{t`Rows`}</th>
                      <th scope="col">{t`New`}</th>
                      <th scope="col">{t`Updated`}</th>
                      <th scope="col">{t`Refused`}</th>
                      <th scope="col">{t`Invitations`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.items.map((item) => (
                      <tr key={item.id}>
                        <th scope="row">
                          <Link href={importReportHref(item.id)}>{item.fileName ?? t`File without a name`}</Link>
                        </th>
                        <td>{when(item.createdAt)}</td>
                        <td>{item.createdBy?.displayName ?? t`An API key or a deleted contact`}</td>
                        <td>{i18n._(stateTexts[item.state])}</td>
                        <td>{rows(item)}</td>
                        <td>{i18n.number(item.counts.new)}</td>
                        <td>{i18n.number(item.counts.updated)}</td>
                        <td>{i18n.number(item.counts.refused)}</td>
                        <td>{item.invite ? i18n.number(item.invited) : t`None asked`}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
              <Pagination
                offset={list.offset}
                count={list.count}
                total={list.total}
                pageSize={importHistoryPageSize}
                onOffset={setOffset}
                label={t`Pages of past imports`}
              />
            </>
          )
        }
      </LoadState>
    </section>
  );
}
