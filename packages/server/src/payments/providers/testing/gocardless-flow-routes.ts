import { toDateOnly } from '../provider-dates.ts';
import type { HttpAnswer } from './http-double.ts';
import type { Route } from './route-table.ts';
import { bankAccountObject, creditorId, gcError, notFound, type GcJson } from './gocardless-objects.ts';
import { getter, ok, type Body, type GcState } from './gocardless-state.ts';

/** Redirect flows and what completing one makes: customer, bank account, mandate. */
export function goCardlessFlowRoutes(state: GcState): Route[] {
  return [
    ['POST', '/redirect_flows', (request) => createFlow(state, request.body as Body)],
    ['GET', '/redirect_flows/:id', getter(state, 'redirect_flows', 'RE')],
    [
      'POST',
      '/redirect_flows/:id/actions/complete',
      (request, { id }) => completeFlow(state, id, request.body as Body),
    ],
    ['GET', '/customer_bank_accounts/:id', getter(state, 'customer_bank_accounts', 'BA')],
    ['GET', '/mandates/:id', getter(state, 'mandates', 'MD')],
  ];
}

function createFlow(state: GcState, body: Body): HttpAnswer {
  const fields = body.redirect_flows ?? {};
  const id = state.id('RE');
  const flow: GcJson = {
    id,
    created_at: state.now().toISOString(),
    description: fields.description ?? null,
    session_token: fields.session_token,
    success_redirect_url: fields.success_redirect_url,
    redirect_url: `https://pay-sandbox.gocardless.com/flow/${id}`,
    scheme: null,
    mandate_reference: null,
    confirmation_url: null,
    links: { creditor: creditorId },
    metadata: {},
  };
  state.objects.set(id, flow);
  return ok('redirect_flows', flow, 201);
}

function completeFlow(state: GcState, id: string, body: Body): HttpAnswer {
  const flow = state.objects.get(id);
  if (!flow) return notFound(id);
  if (flow.links.mandate) {
    return gcError(
      422,
      'invalid_state',
      'redirect_flow_already_completed',
      'This redirect flow has already been completed',
    );
  }
  if (!state.confirmed.has(id)) {
    return gcError(422, 'invalid_state', 'redirect_flow_incomplete', 'The customer has not yet completed the flow');
  }
  if (body.data?.session_token !== flow.session_token) {
    return gcError(400, 'invalid_api_usage', 'invalid_session_token', 'The session token does not match this flow');
  }
  const at = state.now().toISOString();
  const customer: GcJson = { id: state.id('CU'), created_at: at, email: 'ada@example.org', links: {}, metadata: {} };
  const account = bankAccountObject(state.id('BA'), customer.id, at);
  const mandate: GcJson = {
    id: state.id('MD'),
    created_at: at,
    reference: `MASTHEAD-${id.slice(-4)}`,
    scheme: 'bacs',
    status: 'pending_submission',
    next_possible_charge_date: toDateOnly(new Date(state.now().getTime() + 4 * 86_400_000)),
    payments_require_approval: false,
    links: { creditor: creditorId, customer: customer.id, customer_bank_account: account.id },
    metadata: {},
  };
  for (const resource of [customer, account, mandate]) state.objects.set(resource.id, resource);
  flow.links = { ...flow.links, customer: customer.id, customer_bank_account: account.id, mandate: mandate.id };
  return ok('redirect_flows', flow);
}
