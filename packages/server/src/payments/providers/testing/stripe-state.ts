import { ContributionPeriod } from '@masthead/core';
import { addPeriod, fromUnixSeconds, toUnixSeconds } from '../provider-dates.ts';
import type { HttpAnswer } from './http-double.ts';
import type { DoubleInvoice, StripeJson } from './stripe-objects.ts';

/** What the Stripe double remembers: every object it made, by id. */
export interface StripeState {
  objects: Map<string, StripeJson>;
  /** A new id like Stripe's: `cus_D0001`. */
  id(prefix: string): string;
  /** The double's clock, in Unix seconds. */
  now(): number;
  put<T extends StripeJson>(object: T): T;
  find<T extends StripeJson>(id: unknown, object: string): T | undefined;
  /** Payment methods whose charges the double declines. */
  declined: Set<string>;
}

export function createStripeState(clock: () => Date): StripeState {
  const objects = new Map<string, StripeJson>();
  let counter = 0;
  return {
    objects,
    id: (prefix) => `${prefix}_D${String(++counter).padStart(4, '0')}`,
    now: () => toUnixSeconds(clock()),
    put: (object) => (objects.set(object.id, object), object),
    find: <T extends StripeJson>(id: unknown, object: string) => {
      const found = typeof id === 'string' ? objects.get(id) : undefined;
      return found?.object === object ? (found as T) : undefined;
    },
    declined: new Set(),
  };
}

/** Stripe's error envelope. */
export function stripeError(status: number, type: string, message: string, extra: Record<string, unknown> = {}) {
  return { status, body: { error: { type, message, ...extra } } } satisfies HttpAnswer;
}

export function missing(kind: string, id: unknown, param?: string): HttpAnswer {
  const message = `No such ${kind}: '${String(id)}'`;
  return stripeError(404, 'invalid_request_error', message, { code: 'resource_missing', ...(param ? { param } : {}) });
}

export function ok(body: unknown): HttpAnswer {
  return { status: 200, body };
}

/** One billing interval after `seconds` (Stripe's `month` / `year`). */
export function advance(seconds: number, interval: string): number {
  const period = interval === 'year' ? ContributionPeriod.Annually : ContributionPeriod.Monthly;
  return toUnixSeconds(addPeriod(fromUnixSeconds(seconds), period));
}

/** Recomputes an invoice's totals from its lines. */
export function total(invoice: DoubleInvoice): void {
  const sum = invoice.lines.data.reduce((acc, line) => acc + line.amount, 0);
  invoice.subtotal = sum;
  invoice.total = sum;
  invoice.amount_due = Math.max(sum, 0);
  invoice.amount_remaining = invoice.status === 'paid' ? 0 : invoice.amount_due;
}

/** Marks an invoice paid now. */
export function markPaid(invoice: DoubleInvoice, at: number): void {
  invoice.status = 'paid';
  invoice.amount_paid = invoice.amount_due;
  invoice.amount_remaining = 0;
  invoice.attempted = true;
  invoice.attempt_count = Number(invoice.attempt_count ?? 0) + 1;
  invoice.status_transitions.finalized_at ??= at;
  invoice.status_transitions.paid_at = at;
}

/** Replaces the ids named in `expand` (dotted paths reach into expanded objects) by their objects, as Stripe does. */
export function expand(state: StripeState, object: StripeJson, paths: unknown): StripeJson {
  if (!Array.isArray(paths)) return object;
  const expanded: StripeJson = { ...object };
  for (const path of paths as string[]) {
    const [head = '', ...rest] = path.split('.');
    const value = expanded[head];
    const found = typeof value === 'string' ? state.objects.get(value) : value;
    if (!found || typeof found !== 'object') continue;
    expanded[head] = rest.length ? expand(state, found as StripeJson, [rest.join('.')]) : found;
  }
  return expanded;
}
