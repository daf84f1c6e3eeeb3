import { useId, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useAppContext } from '../../../app-context.ts';
import { LoadState } from '../../../admin-kit/load-state.tsx';
import { useLoad } from '../../../admin-kit/use-load.ts';
import { PaymentsTable } from '../payments/payments-table.tsx';
import * as css from '../../../admin-kit/admin.css.ts';

const pageSize = 25;

/**
 * The contact's payments (`GET contact/{id}/payment`), newest first, 25 a
 * page, with the payments list's status names and pagination texts.
 * `round` changes when something (a reconciliation) may have added some.
 */
export function ContactPayments({ contactId, round }: { contactId: string; round: number }) {
  const { api } = useAppContext();
  const { t } = useLingui();
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
        {(page) => <PaymentsTable page={page} pageSize={pageSize} onOffset={setOffset} />}
      </LoadState>
    </section>
  );
}
