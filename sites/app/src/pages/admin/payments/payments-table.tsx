import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OperationOutput } from '@masthead/core';
import { useFormatMoney } from '@masthead/forms/contribution';
import { EmptyState } from '../../../common/empty-state.tsx';
import { Link } from '../../../routes/link.tsx';
import { TableScroller } from '../../../admin-kit/table-scroller.tsx';
import { Pagination } from '../../../admin-kit/pagination.tsx';
import { useDay } from '../contacts/use-day.ts';
import { paymentStatusTexts } from './payment-texts.ts';
import * as css from '../../../admin-kit/admin.css.ts';

/** A page of payments as `GET payment` answers it; a contact's own payments come without `contact`. */
type PaymentsPage = OperationOutput<'GET /payment'>;
type Payment = Omit<PaymentsPage['items'][number], 'contact'> & Partial<Pick<PaymentsPage['items'][number], 'contact'>>;

export interface PaymentsTableProps {
  page: Omit<PaymentsPage, 'items'> & { items: readonly Payment[] };
  pageSize: number;
  onOffset: (offset: number) => void;
  /** Adds the contact column, each linking to the contact's page (/admin/payments). */
  withContact?: boolean;
  /** Said when there are none: why, and what to do next (a contact's own payments by default). */
  empty?: ReactNode;
}

/**
 * Payments as the admin area lists them (on /admin/payments and on a
 * contact's contribution tab): charge date, amount, status, and the page
 * links with their texts; `empty` when there are none.
 */
export function PaymentsTable({ page, pageSize, onOffset, withContact = false, empty }: PaymentsTableProps) {
  const { t, i18n } = useLingui();
  const money = useFormatMoney();
  const day = useDay();
  if (page.items.length === 0) {
    return (
      <EmptyState>
        {empty ?? (
          <Trans>No payments yet. They appear here once this contact contributes with a card or direct debit.</Trans>
        )}
      </EmptyState>
    );
  }
  return (
    <>
      <TableScroller label={t`Payments`}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t`Charge date`}</th>
              {withContact && <th scope="col">{t`Contact`}</th>}
              <th scope="col">{t`Amount`}</th>
              <th scope="col">{t`Status`}</th>
            </tr>
          </thead>
          <tbody>
            {page.items.map((payment) => (
              <tr key={payment.id}>
                <td>{day(payment.chargeDate)}</td>
                {withContact && (
                  <td>
                    {payment.contact ? (
                      <Link href={`/admin/contacts/${payment.contact.id}`}>{payment.contact.displayName}</Link>
                    ) : (
                      t`No contact`
                    )}
                  </td>
                )}
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
        onOffset={onOffset}
      />
    </>
  );
}
