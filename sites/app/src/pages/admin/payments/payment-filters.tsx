import { Trans, useLingui } from '@lingui/react/macro';
import { paymentSorts, rangeReversed, type PaymentFilters } from './payment-query.ts';
import { paymentSortTexts, paymentStatuses, paymentStatusTexts } from './payment-texts.ts';
import { InlineSelect } from '../../../admin-kit/inline-select.tsx';
import * as css from '../../../admin-kit/admin.css.ts';
import * as styles from './payments.css.ts';

/** A day of the charge-date range; `errorId` names the message that says what is wrong with it. */
function DayField(props: {
  id: string;
  label: string;
  value: string;
  errorId?: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, label, value, errorId, onChange } = props;
  return (
    <div className={css.inlineField}>
      <label htmlFor={id} className={css.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={css.select}
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}

/**
 * The payments list's filters: status, a charge-date range (both days
 * included) and the order. Each change applies at once; a range that ends
 * before it starts is said at the "to" field and not sent.
 */
export function PaymentFiltersForm({
  filters,
  onChange,
}: {
  filters: PaymentFilters;
  onChange: (filters: PaymentFilters) => void;
}) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<PaymentFilters>) => onChange({ ...filters, ...patch });
  const reversed = rangeReversed(filters);
  return (
    <>
      <form role="search" aria-label={t`Filter payments`} className={css.toolbar} onSubmit={(e) => e.preventDefault()}>
        <InlineSelect
          id="payment-status"
          label={<Trans>Status</Trans>}
          value={filters.status}
          onChange={(status) => set({ status })}
          options={[
            { value: '' as const, label: t`All statuses` },
            ...paymentStatuses.map((status) => ({ value: status, label: i18n._(paymentStatusTexts[status]) })),
          ]}
        />
        <DayField id="payment-from" label={t`Charged from`} value={filters.from} onChange={(from) => set({ from })} />
        <DayField
          id="payment-to"
          label={t`Charged until`}
          value={filters.to}
          errorId={reversed ? 'payment-to-error' : undefined}
          onChange={(to) => set({ to })}
        />
        <InlineSelect
          id="payment-sort"
          label={<Trans>Sort by</Trans>}
          value={filters.sort}
          onChange={(sort) => set({ sort })}
          options={paymentSorts.map((sort) => ({ value: sort, label: i18n._(paymentSortTexts[sort]) }))}
        />
      </form>
      {/* Below the row, so the fields stay aligned; there from the start, so the message is announced. */}
      <p aria-live="polite" className={styles.rangeError}>
        {reversed && <span id="payment-to-error">{t`Choose a day on or after the start day.`}</span>}
      </p>
    </>
  );
}
