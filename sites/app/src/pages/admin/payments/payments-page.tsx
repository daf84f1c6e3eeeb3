import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OperationOutput } from '@masthead/core';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../forms/page-section.tsx';
import { useFormatMoney } from '@masthead/forms/contribution';
import { Link } from '../../../router/link.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { LoadState, TableScroller } from '../crowdnewsroom/admin-shared.tsx';
import { Pagination } from '../crowdnewsroom/pagination.tsx';
import { useLoad } from '../crowdnewsroom/use-load.ts';
import { PaymentFiltersForm } from './payment-filters.tsx';
import { noPaymentFilters, paymentQuery, rangeReversed, type PaymentFilters } from './payment-query.ts';
import { paymentStatusTexts } from './payment-texts.ts';
import * as css from '../crowdnewsroom/crowdnewsroom.css.ts';

const pageSize = 25;

/** A payment with its contact (`with=contact`), null once the contact is deleted. */
type Payment = OperationOutput<'GET /payment'>['items'][number];

function PaymentRow({ payment }: { payment: Payment }) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const { contact } = payment;
  return (
    <tr>
      <td>{i18n.date(new Date(payment.chargeDate), { dateStyle: 'medium' })}</td>
      <td>{contact ? <Link href={`/admin/contacts/${contact.id}`}>{contact.displayName}</Link> : t`No contact`}</td>
      <td>{money(payment.amount)}</td>
      <td>
        <span className={css.badge}>{i18n._(paymentStatusTexts[payment.status])}</span>
      </td>
    </tr>
  );
}

/** `/admin/payments`: every payment, by status and charge-date range, sorted, 25 a page. */
export function PaymentsPage({ route }: PageProps) {
  const { api } = useAppContext();
  const { t } = useLingui();
  const [filters, setFilters] = useState<PaymentFilters>(noPaymentFilters);
  // What the list shows: the filters as last set without a reversed range.
  const [applied, setApplied] = useState<PaymentFilters>(noPaymentFilters);
  const [offset, setOffset] = useState(0);
  const { result } = useLoad(
    () => api.contributions.listPayments({ query: paymentQuery(applied, offset, pageSize) }),
    [applied, offset],
  );
  const change = (next: PaymentFilters) => {
    setFilters(next);
    if (rangeReversed(next)) return;
    setApplied(next);
    setOffset(0);
  };

  return (
    <PageSection title={route.title}>
      <PaymentFiltersForm filters={filters} onChange={change} />
      <LoadState result={result}>
        {(page) =>
          page.items.length === 0 ? (
            <p role="status">
              <Trans>No payments found.</Trans>
            </p>
          ) : (
            <>
              <TableScroller label={t`Payments`}>
                <table className={css.table}>
                  <caption>
                    <Trans>Payments</Trans>
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{t`Charge date`}</th>
                      <th scope="col">{t`Contact`}</th>
                      <th scope="col">{t`Amount`}</th>
                      <th scope="col">{t`Status`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {page.items.map((payment) => (
                      <PaymentRow key={payment.id} payment={payment} />
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
    </PageSection>
  );
}
