import type { Contact, ContributionInfo, OperationOutput } from '@masthead/core';
import { apiError, fakeApi, listAnswer, makeContact, queryOf, type FakeRoute } from '@masthead/client/testing';
import { renderPage } from '../../../testing/render-page.tsx';
import { adminContact } from '../../../admin-kit/admin-contacts.test-helper.ts';
import { ContactPage } from './contact-page.tsx';

export { monthlyCard } from '../../profile/contribution/contribution.test-helper.ts';

type Findings = OperationOutput<'POST /contact/{id}/contribution/reconcile'>['findings'];

/** Ada, a member since 5 January 2026 whose role ends with 2026, and an admin without an end. */
export const ada: Contact = makeContact({
  roles: [
    { role: 'member', dateAdded: '2026-01-05T10:00:00.000Z', dateExpires: '2026-12-31T12:00:00.000Z' },
    { role: 'admin', dateAdded: '2026-03-01T10:00:00.000Z', dateExpires: null },
  ],
});

/** `count` payments of 5.00, one a day back from 30 November 2026, all successful. */
export const paymentsOf = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `p${i + 1}`,
    amount: 5,
    chargeDate: new Date(Date.UTC(2026, 10, 30 - i, 12)).toISOString(),
    status: 'successful' as const,
  }));

interface ServerOptions {
  contribution: ContributionInfo;
  payments?: ReturnType<typeof paymentsOf>;
  findings?: Findings;
  /** Answers first: a test's refusal or held-back answer. */
  route?: FakeRoute;
}

/**
 * Ada's contact as the server keeps it: the contact, her contribution
 * (forcing and cancelling change it), her payments in pages, and what a
 * reconciliation finds. Another id is not found.
 */
export function contactServer({ contribution, payments = [], findings = [], route }: ServerOptions) {
  let info = structuredClone(contribution);
  const api = fakeApi(async (call) => {
    const first = await route?.(call);
    if (first) return first;
    if (!call.path.startsWith(`contact/${ada.id}`)) return apiError('not-found');
    const body = (call.body ?? {}) as { type?: 'Manual' | 'None'; amount?: number; period?: 'monthly' | 'annually' };
    switch (call.operation) {
      case 'GET /contact/{id}':
        return { status: 200, body: { ...ada, contribution: info } };
      case 'GET /contact/{id}/contribution':
        return { status: 200, body: info };
      case 'GET /contact/{id}/payment': {
        const offset = Number(queryOf(call).get('offset') ?? 0);
        const limit = Number(queryOf(call).get('limit') ?? 50);
        return listAnswer(payments.slice(offset, offset + limit), payments.length, offset);
      }
      case 'PATCH /contact/{id}/contribution/force': {
        const source = call.body as { source?: string; reference?: string };
        const manual = body.type === 'Manual';
        info = {
          ...info,
          type: body.type ?? 'None',
          amount: manual ? (body.amount ?? null) : null,
          period: manual ? (body.period ?? null) : null,
          cancellationDate: null,
          renewalDate: null,
          paymentSource: manual ? { method: null, source: source.source, reference: source.reference } : null,
        };
        return { status: 200, body: info };
      }
      case 'POST /contact/{id}/contribution/cancel':
        info = {
          ...info,
          cancellationDate: new Date().toISOString(),
          renewalDate: null,
          membershipStatus: 'expiring',
          membershipExpiryDate: info.renewalDate,
        };
        return { status: 200, body: info };
      case 'POST /contact/{id}/contribution/reconcile':
        return { status: 200, body: { findings } };
      default:
        return undefined;
    }
  });
  return { ...api, info: () => info };
}

/** Opens one of the contact page's tabs as an admin. */
export async function openContact(api: ReturnType<typeof contactServer>, tab: '' | 'contribution', id = ada.id) {
  const route = tab ? `/admin/contacts/:id/${tab}` : '/admin/contacts/:id';
  return renderPage(ContactPage, {
    url: `/admin/contacts/${id}${tab ? `/${tab}` : ''}`,
    route,
    params: { id },
    fetch: api.fetch,
    contact: adminContact,
  });
}
