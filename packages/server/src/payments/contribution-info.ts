import { fromCents, membershipStatus, type ContributionInfo, type ContributionType } from '@masthead/core';
import type { ContributionRow } from './contribution-repository.ts';
import type { ContactRoleRow } from '../contacts/contact-repository.ts';

/**
 * The member role's expiry: the membership (docs/product/entities.md, "Contact"); null when it never ends or there
 * is none.
 */
export const membershipExpiry = (roles: readonly ContactRoleRow[]) =>
  roles.find((role) => role.role === 'member')?.date_expires ?? null;

/**
 * ContributionInfo (docs/product/api.md, "Shapes worth knowing") of a contact:
 * their contribution row (none: type None), their member role's expiry,
 * whether a payment is pending.
 */
export function contributionInfo(
  row: ContributionRow | null,
  roles: readonly ContactRoleRow[],
  hasPendingPayment: boolean,
  now: Date,
): ContributionInfo {
  const type: ContributionType = row?.type ?? 'None';
  const expiry = membershipExpiry(roles);
  const renewalDate = type === 'Automatic' && !row?.cancelled_at ? (row?.renewal_date ?? null) : null;
  const state = membershipStatus(
    { type, cancellationDate: row?.cancelled_at ?? null, renewalDate, membershipExpiryDate: expiry },
    now,
  );
  const next = row?.next_amount_cents ?? null;
  const manual =
    type === 'Manual'
      ? { method: null, source: row?.manual_source ?? '', reference: row?.manual_reference ?? '' }
      : null;
  return {
    type,
    amount: row?.amount_cents ? fromCents(row.amount_cents) : null,
    nextAmount: next ? fromCents(next) : null,
    // A switch of period waits for the renewal too: "£120.00 per year", never per month.
    nextPeriod: next ? (row?.next_period ?? row?.period ?? null) : null,
    period: row?.period ?? null,
    cancellationDate: row?.cancelled_at?.toISOString() ?? null,
    renewalDate: renewalDate?.toISOString() ?? null,
    paymentSource: manual ?? (row?.payment_source as ContributionInfo['paymentSource']) ?? null,
    payFee: row?.pay_fee ?? false,
    hasPendingPayment,
    membershipStatus: state.status,
    membershipExpiryDate: expiry?.toISOString() ?? null,
    paymentFailing: row?.failing_since?.toISOString() ?? null,
  };
}
