import { paymentFields, type PaymentListQuery } from '@masthead/core';
import type { FastifyRequest } from 'fastify';
import { operationRoutes } from '../kernel/http/operation-routes.ts';
import { listPage } from '../kernel/db/paginate.ts';
import type { CompleteUrlCheck } from './complete-url-check.ts';
import type { ContributionService } from './contribution-service.ts';
import type { Reconciliation } from './reconciliation.ts';
import type { ContactRepository } from '../contacts/contact-repository.ts';
import type { PaymentRepository, PaymentRow } from './payment-repository.ts';
import { serialiseBasicContact } from '../contacts/contact-serialiser.ts';
import { visibleContact } from '../contacts/contact-access.ts';
import { listOrder, ruleGroupOrThrow } from '../kernel/http/list-query.ts';

export interface ContributionRouteOptions {
  contacts: ContactRepository;
  contributions: ContributionService;
  payments: PaymentRepository;
  reconciliation: Pick<Reconciliation, 'reconcileContact'>;
  /** Where the provider may send the member back: the configured sites only, never the request's `Origin`. */
  checkCompleteUrl: CompleteUrlCheck;
  now: () => Date;
}

/**
 * The contribution of `contact/{id}` (self or admin, `me` for oneself), the
 * payment method, an admin's manual contribution, and payments. The rules
 * are the contribution service's; this file maps HTTP to it.
 */
export const contributionRoutes = operationRoutes<ContributionRouteOptions>((_app, deps) => {
  const { contacts, contributions, payments, reconciliation, checkCompleteUrl, now } = deps;
  const contactOf = async (request: FastifyRequest & { params: { id: string } }) =>
    (await visibleContact(request, contacts, request.params.id)).id;

  const paymentList = async (request: FastifyRequest, query: PaymentListQuery, contactId: string | null) => {
    const page = listOrder(query, 'chargeDate');
    const rules = query.rules === undefined ? undefined : ruleGroupOrThrow(query.rules, paymentFields);
    const context = { now: now(), contactId: request.auth.contact?.id ?? null };
    const { rows, total } = await payments.list({ contactId, rules, context, ...page });
    const withContact = query.with?.includes('contact') ?? false;
    const people = withContact ? await contactsOf(rows) : new Map();
    const items = rows.map((row) => ({
      id: row.id,
      amount: row.amount_cents / 100,
      chargeDate: row.charge_date.toISOString(),
      status: row.status,
      ...(withContact ? { contact: row.contact_id ? (people.get(row.contact_id) ?? null) : null } : {}),
    }));
    return listPage(items, total, page.offset);
  };

  const contactsOf = async (rows: PaymentRow[]) => {
    const ids = [...new Set(rows.map((row) => row.contact_id).filter((id): id is string => id !== null))];
    const found = await Promise.all(
      ids.map(async (id) => {
        const row = await contacts.findById(id);
        return [id, row ? serialiseBasicContact({ row, roles: await contacts.roles(id) }, now()) : null] as const;
      }),
    );
    return new Map(found);
  };

  return {
    'GET /contact/{id}/contribution': async (request) => contributions.info(await contactOf(request)),
    'POST /contact/{id}/contribution': async (request) => {
      const id = await contactOf(request);
      const completeUrl = request.body.completeUrl ? await checkCompleteUrl(request.body.completeUrl) : undefined;
      return contributions.start(id, { ...request.body, ...(completeUrl ? { completeUrl } : {}) });
    },
    'POST /contact/{id}/contribution/complete': async (request) =>
      contributions.complete(await contactOf(request), request.body.paymentFlowId),
    'PATCH /contact/{id}/contribution': async (request) => contributions.update(await contactOf(request), request.body),
    'POST /contact/{id}/contribution/cancel': async (request) => contributions.cancel(await contactOf(request)),
    'PATCH /contact/{id}/contribution/force': async (request) =>
      contributions.force(await contactOf(request), request.body),
    'POST /contact/{id}/contribution/reconcile': async (request) => ({
      findings: await reconciliation.reconcileContact(await contactOf(request)),
    }),
    'PUT /contact/{id}/payment-method': async (request) => {
      const id = await contactOf(request);
      const completeUrl = await checkCompleteUrl(request.body.completeUrl);
      return contributions.startPaymentMethod(id, request.body.paymentMethod, completeUrl);
    },
    'POST /contact/{id}/payment-method/complete': async (request) =>
      contributions.completePaymentMethod(await contactOf(request), request.body.paymentFlowId),
    'GET /contact/{id}/payment': async (request) => paymentList(request, request.query, await contactOf(request)),
    'GET /payment': async (request) => paymentList(request, request.query, null),
  };
});
