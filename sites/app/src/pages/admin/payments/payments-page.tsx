import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useAppContext } from '../../../app-context.ts';
import { PageSection } from '../../../common/page-section.tsx';
import type { PageProps } from '../../../routes/pages.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { PaymentFiltersForm } from './payment-filters.tsx';
import { noPaymentFilters, paymentQuery, rangeReversed, type PaymentFilters } from './payment-query.ts';
import { PaymentsTable } from './payments-table.tsx';

const pageSize = 25;

/** Whether the status or the dates narrow the list (the sort does not). */
const filtered = ({ status, from, to }: PaymentFilters) => Boolean(status || from || to);

/** `/admin/payments`: every payment, by status and charge-date range, sorted, 25 a page. */
export function PaymentsPage({ route }: PageProps) {
  const { api } = useAppContext();
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
        {(page) => (
          <PaymentsTable
            page={page}
            pageSize={pageSize}
            onOffset={setOffset}
            withContact
            empty={
              filtered(applied) ? (
                <Trans>No payments match these filters. Choose another status or widen the dates.</Trans>
              ) : (
                <Trans>No payments yet. They appear here once members contribute through the join form.</Trans>
              )
            }
          />
        )}
      </LoadState>
    </PageSection>
  );
}
