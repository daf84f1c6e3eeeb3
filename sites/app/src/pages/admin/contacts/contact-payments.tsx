import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppContext } from '../../../app-context.ts';
import { useFormatMoney } from '@masthead/forms/contribution';
import { LoadState, TableScroller } from '../crowdnewsroom/admin-shared.tsx';
import { Pagination } from '../crowdnewsroom/pagination.tsx';
import { useLoad } from '../crowdnewsroom/use-load.ts';
import { paymentStatusTexts } from '../payments/payment-texts.ts';
import { useDay } from './use-day.ts';
import * as css from '../crowdnewsroom/crowdnewsroom.css.ts';

const pageSize = 25;

/**
 * The contact's payments (`GET contact/{id}/payment`), newest first, 25 a
 * page, with the payments list's status names and pagination texts.
 * `round` changes when something (a reconciliation) may have added some.
 */
export function ContactPayments({ contactId, round }: { contactId: string; round: number }) {
  const { api } = useAppContext();
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const day = useDay();
  const id = useId();
  const [offset, setOffset] = useState(0);
  const { result } = useLoad(
    () => api.contributions.listForContact({ params: { id: contactId }, query: { limit: pageSize, offset } }),
    [contactId, offset, round],
  );
  return (
    <section aria-labelledby={id} className={css.section}>
      <h2 id={id} className={css.sectionTitle}>
        {t`Payments`}
      </h2>
      <LoadState result={result}>
        {(page) =>
          page.items.length === 0 ? (
            <p>
              <Trans>No payments found.</Trans>
            </p>
          ) : (
            <>
              <TableScroller label={t`Payments`}>
                <table className={css.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t`Charge date`}</th>
                      <th scope="col">{t`Amount`}</th>
                      <th scope="col">{t`Status`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((payment) => (
                      <tr key={payment.id}>
                        <td>{day(payment.chargeDate)}</td>
                        <td>{money(payment.amount)}</td>
                        <td>
                          <span className={css.badge}>{i18n._(paymentStatusTexts[payment.status])}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroller>
              <Pagination
                label={t`Pages of payments`}
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
    </section>
  );
}
