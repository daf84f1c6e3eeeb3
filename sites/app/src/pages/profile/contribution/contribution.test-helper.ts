import type { ContributionInfo } from '@masthead/core';
import { fakeApi, type Answer, type SentCall } from '@masthead/client/testing';

/** An automatic monthly contribution by card that renews on 1 January 2027. */
export const monthlyCard: ContributionInfo = {
  type: 'Automatic',
  amount: 5,
  nextAmount: null,
  nextPeriod: null,
  period: 'monthly',
  cancellationDate: null,
  renewalDate: '2027-01-01T12:00:00.000Z',
  paymentSource: { method: 's_card', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
  payFee: false,
  hasPendingPayment: false,
  membershipStatus: 'active',
  membershipExpiryDate: '2027-01-08T12:00:00.000Z',
  paymentFailing: null,
};

export const noContribution: ContributionInfo = {
  ...monthlyCard,
  type: 'None',
  amount: null,
  period: null,
  renewalDate: null,
  paymentSource: null,
  membershipStatus: 'none',
  membershipExpiryDate: null,
};

/** A day some whole days from now, at noon UTC, as the API writes dates. */
export const daysFromNow = (days: number) => {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  day.setUTCHours(12, 0, 0, 0);
  return day.toISOString();
};

type Route = (call: SentCall, info: ContributionInfo) => Answer | undefined | Promise<Answer | undefined>;

/**
 * A member's contribution as the server keeps it: GET answers it, PATCH
 * changes amount and period, cancel ends it with the paid cycle; starting
 * answers a flow to a page that only changes this page's fragment, so
 * following it does not leave the test. `route` answers first.
 */
export function contributionServer(initial: ContributionInfo, route: Route = () => undefined) {
  let info = structuredClone(initial);
  const api = fakeApi(async (call) => {
    const found = await route(call, info);
    if (found) return found;
    const body = (call.body ?? {}) as Partial<ContributionInfo> & { amount?: number };
    switch (call.operation) {
      case 'GET /contact/{id}/contribution':
        return { status: 200, body: info };
      case 'PATCH /contact/{id}/contribution':
        info = { ...info, amount: body.amount ?? info.amount, period: body.period ?? info.period };
        return { status: 200, body: info };
      case 'POST /contact/{id}/contribution/cancel':
        info = {
          ...info,
          cancellationDate: new Date().toISOString(),
          renewalDate: null,
          membershipStatus: 'expiring',
          membershipExpiryDate: info.renewalDate,
        };
        return { status: 200, body: info };
      case 'POST /contact/{id}/contribution':
      case 'PUT /contact/{id}/payment-method':
        return { status: 200, body: { paymentFlowId: 'flow-1', redirectUrl: `${location.pathname}#checkout-flow-1` } };
      default:
        return undefined;
    }
  });
  return { ...api, info: () => info };
}
