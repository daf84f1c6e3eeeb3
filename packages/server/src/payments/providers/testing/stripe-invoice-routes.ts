import type { HttpAnswer, RecordedRequest } from './http-double.ts';
import type { Route, RouteParams } from './route-table.ts';
import { base, invoiceItemLine, invoiceObject, list, type DoubleInvoice } from './stripe-objects.ts';
import { markPaid, missing, ok, stripeError, total, type StripeState } from './stripe-state.ts';

/** Invoices and invoice items: the one-off payment path and the payments list. */
export function stripeInvoiceRoutes(state: StripeState): Route[] {
  const find = (id: string) => state.find<DoubleInvoice>(id, 'invoice');
  const withInvoice = (act: (invoice: DoubleInvoice) => HttpAnswer) => (_request: RecordedRequest, p: RouteParams) => {
    const invoice = find(p.id);
    return invoice ? act(invoice) : missing('invoice', p.id);
  };
  return [
    ['GET', '/v1/invoices', (request) => listInvoices(state, request.query)],
    ['POST', '/v1/invoices', (request) => createInvoice(state, request.body)],
    ['GET', '/v1/invoices/:id', withInvoice((invoice) => ok(invoice))],
    ['POST', '/v1/invoices/:id/finalize', withInvoice((invoice) => finalize(state, invoice))],
    ['POST', '/v1/invoices/:id/pay', withInvoice((invoice) => pay(state, invoice))],
    ['POST', '/v1/invoiceitems', (request) => createInvoiceItem(state, request.body)],
  ];
}

function createInvoice(state: StripeState, body: Record<string, unknown>): HttpAnswer {
  const customer = state.find(body.customer, 'customer');
  if (!customer) return missing('customer', body.customer, 'customer');
  const invoice = invoiceObject(state.id('in'), {
    customer: customer.id,
    currency: 'gbp',
    created: state.now(),
    subscription: null,
  });
  invoice.default_payment_method = typeof body.default_payment_method === 'string' ? body.default_payment_method : null;
  invoice.description = body.description ?? null;
  return ok(state.put(invoice));
}

function createInvoiceItem(state: StripeState, body: Record<string, unknown>): HttpAnswer {
  const invoice = state.find<DoubleInvoice>(body.invoice, 'invoice');
  if (!invoice) return missing('invoice', body.invoice, 'invoice');
  if (invoice.status !== 'draft') {
    return stripeError(400, 'invalid_request_error', 'Invoice is not editable.', { code: 'invoice_not_editable' });
  }
  const amount = Number(body.amount);
  const currency = String(body.currency);
  const item = state.put({
    ...base(state.id('ii'), 'invoiceitem', state.now()),
    amount,
    currency,
    customer: invoice.customer,
    invoice: invoice.id,
    description: body.description ?? null,
    proration: false,
    period: { start: state.now(), end: state.now() },
  });
  invoice.currency = currency;
  invoice.lines.data.push(invoiceItemLine(state.id('il'), item.id, amount, currency, state.now()));
  total(invoice);
  return ok(item);
}

function finalize(state: StripeState, invoice: DoubleInvoice): HttpAnswer {
  if (invoice.status !== 'draft') {
    return stripeError(400, 'invalid_request_error', 'This invoice is already finalized.', {
      code: 'invoice_not_editable',
    });
  }
  invoice.status = 'open';
  invoice.status_transitions.finalized_at = state.now();
  return ok(invoice);
}

function pay(state: StripeState, invoice: DoubleInvoice): HttpAnswer {
  if (invoice.status !== 'open') return stripeError(400, 'invalid_request_error', 'Invoice is already paid.');
  invoice.attempted = true;
  invoice.attempt_count = Number(invoice.attempt_count) + 1;
  if (invoice.default_payment_method && state.declined.has(invoice.default_payment_method)) {
    const message = 'Your card was declined.';
    return stripeError(402, 'card_error', message, { code: 'card_declined', decline_code: 'generic_decline' });
  }
  markPaid(invoice, state.now());
  return ok(invoice);
}

/** Newest first, paged by `starting_after` like Stripe's lists. */
function listInvoices(state: StripeState, query: Record<string, unknown>): HttpAnswer {
  const all = [...state.objects.values()]
    .filter((object): object is DoubleInvoice => object.object === 'invoice')
    .filter((invoice) => !query.customer || invoice.customer === query.customer)
    .reverse()
    .sort((a, b) => b.created - a.created);
  const start = query.starting_after ? all.findIndex((invoice) => invoice.id === query.starting_after) + 1 : 0;
  const limit = Number(query.limit ?? 10);
  const page = all.slice(start, start + limit);
  return ok(list(page, '/v1/invoices', start + limit < all.length));
}
