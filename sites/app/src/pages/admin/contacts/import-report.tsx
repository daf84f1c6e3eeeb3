import { useLingui } from '@lingui/react/macro';
import { contactImportRefusals, type OperationOutput } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import * as css from '../../../admin-kit/admin.css.ts';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import * as own from './import.css.ts';

export type ImportReport = OperationOutput<'GET /contact-import/{id}'>;

/** Refused rows shown on the page; all of them are in the refused rows' CSV. */
export const shownRefusals = 20;

const isRefusal = (code: string): code is keyof typeof contactImportRefusals => code in contactImportRefusals;

/**
 * What an import did, or (a dry run) would do: the five counts, the new
 * tags, the invitations asked for, and the first refused rows with their
 * line and reason, with a link to all of them as CSV (`GET contact-import/{id}/refused`).
 */
export function ImportCounts({ report }: { report: ImportReport }) {
  const { t, i18n } = useLingui();
  const { api } = useAppContext();
  const { counts } = report;
  const items: [string, number][] = [
    [t`New contacts`, counts.new],
    [t`Updated contacts`, counts.updated],
    [t`Unchanged (nothing new in the file)`, counts.unchanged],
    [t`Left unchanged because updating is off`, counts.left],
    [t`Refused rows`, counts.refused],
  ];
  const refused = report.refused.slice(0, shownRefusals);
  const reason = (row: ImportReport['refused'][number]) => {
    const text = isRefusal(row.code) ? i18n._(contactImportRefusals[row.code]) : row.message;
    return row.field ? `${text} (${row.field})` : text;
  };
  const total = i18n.number(report.total);
  const newTags = report.newTags.join(', ');
  const wouldInvite = i18n.number(counts.new);
  const invited = i18n.number(report.invited);
  return (
    <>
      <p>{t`Rows in the file: ${total}.`}</p>
      <dl className={own.counts}>
        {items.map(([label, count]) => (
          <div key={label} className={own.count}>
            <dt>{label}</dt>
            <dd>{i18n.number(count)}</dd>
          </div>
        ))}
      </dl>
      {report.newTags.length > 0 && <p>{t`New tags: ${newTags}`}</p>}
      {report.options.invite && (
        <p>
          {report.dryRun
            ? t`Invitations the import would send: ${wouldInvite}, one to each new contact.`
            : t`Invitations in the outbox: ${invited}. They leave at most 200 a minute.`}
        </p>
      )}
      {refused.length > 0 && (
        <>
          <TableScroller label={t`Refused rows`}>
            <table className={css.table}>
              <caption className={own.caption}>{t`Refused rows`}</caption>
              <thead>
                <tr>
                  <th scope="col">{t`Line`}</th>
                  <th scope="col">{t`Reason`}</th>
                </tr>
              </thead>
              <tbody>
                {refused.map((row) => (
                  <tr key={`${row.line}-${row.code}`}>
                    <td>{row.line}</td>
                    <td>{reason(row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
          {report.refusedTotal > refused.length && (
            <p>
              {t`The first ${i18n.number(refused.length)} of ${i18n.number(report.refusedTotal)} refused rows are shown.`}
            </p>
          )}
          <p>
            <a href={api.url('GET /contact-import/{id}/refused', { params: { id: report.id } })} download>
              {t`Download all refused rows (CSV)`}
            </a>
          </p>
        </>
      )}
    </>
  );
}
