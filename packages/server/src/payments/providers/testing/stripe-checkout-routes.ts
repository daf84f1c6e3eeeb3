import type { HttpAnswer, RecordedRequest } from './http-double.ts';
import type { Route } from './route-table.ts';
import { base, type StripeJson } from './stripe-objects.ts';
import { confirmSetupIntent, putSetupIntent } from './stripe-setup-routes.ts';
import { expand, missing, ok, stripeError, type StripeState } from './stripe-state.ts';

type Body = Record<string, unknown>;

/**
 * Checkout Sessions in setup mode, and the hosted page a member is sent to
 * (`/pay/{id}` on the double): saving the card there confirms the session's
 * SetupIntent and sends the browser to `success_url`; cancelling sends it
 * to `cancel_url` with nothing set up.
 */
export function stripeCheckoutRoutes(state: StripeState): Route[] {
  const find = (id: string) => state.find(id, 'checkout.session');
  return [
    ['POST', '/v1/checkout/sessions', (request) => createSession(state, request)],
    [
      'GET',
      '/v1/checkout/sessions/:id',
      (request, { id }) => {
        const session = find(id);
        return session ? ok(expand(state, session, request.query.expand)) : missing('checkout.session', id);
      },
    ],
    ['GET', '/pay/:id', (_request, { id }) => hostedPage(find(id))],
    ['POST', '/pay/:id', (request, { id }) => pay(state, find(id), request.body.outcome)],
  ];
}

function createSession(state: StripeState, request: RecordedRequest): HttpAnswer {
  const body = request.body;
  if (body.mode !== 'setup') return stripeError(400, 'invalid_request_error', 'The double only serves setup mode.');
  if (!state.find(body.customer, 'customer')) return missing('customer', body.customer, 'customer');
  if (typeof body.success_url !== 'string') {
    return stripeError(400, 'invalid_request_error', 'Missing required param: success_url.', { param: 'success_url' });
  }
  const types = (body.allowed_payment_method_types as string[] | undefined) ?? ['card'];
  const intentData = (body.setup_intent_data as Body | undefined) ?? {};
  const intent = putSetupIntent(state, { ...intentData, customer: body.customer, allowed_payment_method_types: types });
  const id = state.id('cs_test');
  return ok(
    state.put({
      ...base(id, 'checkout.session', state.now()),
      mode: 'setup',
      status: 'open',
      customer: body.customer,
      currency: body.currency ?? null,
      payment_method_types: types,
      setup_intent: intent.id,
      success_url: body.success_url,
      cancel_url: body.cancel_url ?? null,
      metadata: (body.metadata as Record<string, string>) ?? {},
      url: `http://${request.headers.host}/pay/${id}`,
      expires_at: state.now() + 86_400,
    }),
  );
}

function hostedPage(session: StripeJson | undefined): HttpAnswer {
  if (!session || session.status !== 'open') return html(404, '<h1>This checkout has ended</h1>');
  const type = String((session.payment_method_types as string[])[0]);
  return html(
    200,
    `<h1>Stripe test checkout (local double)</h1>
<p>Set up a payment method (${type}) for later payments. No money moves.</p>
<form method="post">
<button name="outcome" value="succeed">Save payment method</button>
<button name="outcome" value="cancel">Cancel</button>
</form>`,
  );
}

function pay(state: StripeState, session: StripeJson | undefined, outcome: unknown): HttpAnswer {
  if (!session || session.status !== 'open') return html(404, '<h1>This checkout has ended</h1>');
  if (outcome !== 'succeed') return redirect(String(session.cancel_url ?? session.success_url));
  completeCheckout(state, session.id);
  return redirect(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id));
}

/** The member saved a method on the session's page: its SetupIntent is confirmed and the session complete. */
export function completeCheckout(state: StripeState, id: string, status?: 'succeeded' | 'processing'): StripeJson {
  const session = state.find(id, 'checkout.session');
  if (!session) throw new Error(`The Stripe double has no Checkout Session ${id}`);
  const intent = confirmSetupIntent(state, String(session.setup_intent), status);
  session.status = 'complete';
  return intent;
}

function html(status: number, main: string): HttpAnswer {
  const body = `<!doctype html><html lang="en"><meta charset="utf-8"><link rel="icon" href="data:,"><title>Stripe test checkout</title><main>${main}</main></html>`;
  return { status, body, headers: { 'content-type': 'text/html; charset=utf-8' } };
}

const redirect = (location: string): HttpAnswer => ({
  status: 303,
  body: '',
  headers: { location, 'content-type': 'text/plain' },
});
