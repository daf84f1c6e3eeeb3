import { createHmac } from 'node:crypto';
import { Agent, type RequestOptions } from 'node:https';
import { connect } from 'node:net';
import type { GoCardlessProviderOptions } from '../gocardless/create-gocardless-provider.ts';
import { gcError, type GcJson, type GcPayment, type GcSubscription } from './gocardless-objects.ts';
import { collectSubscription, goCardlessBillingRoutes } from './gocardless-billing-routes.ts';
import { goCardlessCustomerRoutes } from './gocardless-customer-routes.ts';
import { goCardlessFlowRoutes } from './gocardless-flow-routes.ts';
import type { GcState } from './gocardless-state.ts';
import { startHttpDouble, type HttpAnswer, type HttpDouble, type RecordedRequest } from './http-double.ts';
import { routeTable } from './route-table.ts';

export interface GoCardlessDouble extends HttpDouble {
  webhookSecret: string;
  state: GcState;
  /** Spread into `createGoCardlessProvider` to talk to this double. */
  providerOptions: Pick<
    GoCardlessProviderOptions,
    'accessToken' | 'webhookSecret' | 'environment' | 'currency' | 'agent'
  >;
  /** What the member does on GoCardless's pages: the flow can now be completed. */
  confirmRedirectFlow(id: string): void;
  subscription(id: string): GcSubscription;
  payment(id: string): GcPayment;
  /** The payment GoCardless makes ahead of a subscription's next charge date. */
  collect(subscriptionId: string): GcPayment;
  /** An event as GoCardless sends it; `links` name the resource. */
  event(resourceType: string, action: string, links: Record<string, string>): GcJson;
  /** A webhook delivery of events, signed as GoCardless signs it. */
  webhook(events: GcJson[]): { body: string; headers: Record<string, string> };
}

/**
 * Sends every HTTPS request to the double over plain HTTP, whatever host
 * it names: the SDK always calls api(-sandbox).gocardless.com and has no
 * base URL option, but takes an agent.
 */
class DoubleAgent extends Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }

  override createConnection(_options: RequestOptions) {
    return connect({ host: '127.0.0.1', port: this.port });
  }
}

/**
 * A local GoCardless API for tests, recording every request. Creations
 * with a used idempotency key answer 409 `idempotent_creation_conflict`
 * naming the first resource, as GoCardless does (the SDK then fetches it).
 * @example
 * const gc = await startGoCardlessDouble();
 * t.after(() => gc.close());
 * const provider = createGoCardlessProvider({ ...gc.providerOptions });
 */
export async function startGoCardlessDouble(options: { now?: () => Date } = {}): Promise<GoCardlessDouble> {
  let counter = 0;
  const state: GcState = {
    objects: new Map(),
    id: (prefix) => `${prefix}000DOUBLE${String(++counter).padStart(4, '0')}`,
    now: options.now ?? (() => new Date()),
    confirmed: new Set(),
  };
  const route = routeTable(
    [...goCardlessFlowRoutes(state), ...goCardlessCustomerRoutes(state), ...goCardlessBillingRoutes(state)],
    (request) =>
      gcError(404, 'invalid_api_usage', 'path_not_found', `Path not found: ${request.method} ${request.path}`),
  );
  const webhookSecret = 'gc-double-webhook-secret';
  const http = await startHttpDouble({
    parse: (raw) => JSON.parse(raw) as Record<string, unknown>,
    handle: idempotent(route),
    errorBody: (status) => gcError(status, 'gocardless', 'internal_server_error', 'Internal server error').body,
  });
  const find = <T extends GcJson>(id: string): T => {
    const found = state.objects.get(id);
    if (!found) throw new Error(`The GoCardless double has no ${id}`);
    return found as T;
  };
  return {
    ...http,
    webhookSecret,
    state,
    providerOptions: {
      accessToken: 'sandbox_double_token',
      webhookSecret,
      environment: 'sandbox',
      currency: 'GBP',
      agent: new DoubleAgent(http.port),
    },
    confirmRedirectFlow: (id) => void state.confirmed.add(find(id).id),
    subscription: (id) => find<GcSubscription>(id),
    payment: (id) => find<GcPayment>(id),
    collect: (id) => collectSubscription(state, find<GcSubscription>(id)),
    event: (resourceType, action, links) => ({
      id: state.id('EV'),
      created_at: state.now().toISOString(),
      resource_type: resourceType,
      action,
      links,
      details: { origin: 'gocardless', cause: action, description: `The ${resourceType} was ${action}.` },
      metadata: {},
      resource_metadata: {},
    }),
    webhook: (events) => {
      const body = JSON.stringify({ events, meta: { webhook_id: state.id('WB') } });
      const signature = createHmac('sha256', webhookSecret).update(body).digest('hex');
      return { body, headers: { 'content-type': 'application/json', 'webhook-signature': signature } };
    },
  };
}

function idempotent(route: (request: RecordedRequest) => HttpAnswer) {
  const created = new Map<string, string>();
  return (request: RecordedRequest): HttpAnswer => {
    const key = request.idempotencyKey;
    const isCreation = request.method === 'POST' && /^\/\w+$/.test(request.path);
    if (!isCreation || !key) return route(request);
    const existing = created.get(`${request.path} ${key}`);
    if (existing) {
      request.replayed = true;
      const message = 'A resource has already been created with this idempotency key';
      return gcError(409, 'invalid_state', 'idempotent_creation_conflict', message, {
        conflicting_resource_id: existing,
      });
    }
    const answer = route(request);
    const resource = Object.values(answer.body as Record<string, { id?: string }>)[0];
    if (answer.status === 201 && resource?.id) created.set(`${request.path} ${key}`, resource.id);
    return answer;
  };
}
