import {
  currencyCode,
  dateOnly,
  dateText,
  isObject,
  optional,
  shapeProblem,
  text,
  whole,
  type Shape,
} from '../event-shape.ts';

/** The fields `goCardlessPayment` reads. */
const payment: Shape = {
  id: text,
  amount: whole,
  currency: currencyCode,
  charge_date: optional(dateOnly),
  status: optional(text),
  'links.subscription': optional(text),
  'links.mandate': optional(text),
};

/**
 * What is wrong with a payment GoCardless answered for an event (the field
 * at fault), or null.
 * @example goCardlessPaymentProblem({ id: 'PM1', amount: '5', currency: 'GBP', charge_date: '2026-03-14' }) // 'payment.amount'
 */
export function goCardlessPaymentProblem(value: unknown): string | null {
  const problem = shapeProblem(value, payment, 'payment');
  if (problem || !isObject(value) || value.charge_date) return problem;
  const created = value.created_at;
  return typeof created === 'string' && dateOnly(created.slice(0, 10)) ? null : 'payment.created_at';
}

/** Which link each resource's events must carry, when Masthead reads them (`gocardless-webhook.ts`). */
const links: Record<string, string> = { payments: 'payment', subscriptions: 'subscription', mandates: 'mandate' };

/**
 * What is wrong with an event Masthead reads (the field at fault), or null.
 * `read`: whether Masthead reads this event at all (an ignored action of a
 * mandate, say, is not looked at).
 */
export function goCardlessEventProblem(event: Record<string, unknown>, read: boolean): string | null {
  if (!optional(isObject)(event.links)) return 'event.links';
  if (!read) return null;
  const link = links[String(event.resource_type)];
  if (link && !text(isObject(event.links) ? event.links[link] : undefined)) return `event.links.${link}`;
  if (event.resource_type === 'subscriptions' && !dateText(event.created_at)) return 'event.created_at';
  return null;
}
