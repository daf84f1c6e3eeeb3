import type { PaymentListQuery, PaymentStatus, Rule, RuleGroup } from '@masthead/core';

export const paymentSorts = ['chargeDate:DESC', 'chargeDate:ASC', 'amount:DESC', 'amount:ASC'] as const;
export type PaymentSort = (typeof paymentSorts)[number];

/** The list's filters as the admin set them; dates are `YYYY-MM-DD` from date inputs, `''` for none. */
export interface PaymentFilters {
  status: PaymentStatus | '';
  from: string;
  to: string;
  sort: PaymentSort;
}

export const noPaymentFilters: PaymentFilters = { status: '', from: '', to: '', sort: 'chargeDate:DESC' };

/** The start of a calendar day in the admin's own time zone, as the ISO time a date rule compares with. */
const dayStart = (day: string, addDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + addDays).toISOString();
};

/** A date range whose end comes before its start filters nothing sensible: the form says so instead. */
export const rangeReversed = ({ from, to }: PaymentFilters) => from !== '' && to !== '' && to < from;

/**
 * `GET payment` for the filters and a page: the status as `equal`, the
 * range as `chargeDate` rules (core's date operators) from the start of
 * `from` up to, but not including, the day after `to`, so both days count
 * whole; the contact of each payment comes along (`with=contact`).
 * @example paymentQuery({...noPaymentFilters, status: 'failed'}, 0, 25).rules // '{"condition":"AND","rules":[{"field":"status",…}]}'
 */
export function paymentQuery(filters: PaymentFilters, offset: number, limit: number): PaymentListQuery {
  const rules: Rule[] = [];
  if (filters.status) rules.push({ field: 'status', operator: 'equal', value: [filters.status] });
  if (filters.from) rules.push({ field: 'chargeDate', operator: 'greater_or_equal', value: [dayStart(filters.from)] });
  if (filters.to) rules.push({ field: 'chargeDate', operator: 'less', value: [dayStart(filters.to, 1)] });
  const [sort, order] = filters.sort.split(':') as ['chargeDate' | 'amount', 'ASC' | 'DESC'];
  const group: RuleGroup = { condition: 'AND', rules };
  return {
    limit,
    offset,
    sort,
    order,
    with: ['contact'],
    ...(rules.length > 0 ? { rules: JSON.stringify(group) } : {}),
  };
}
