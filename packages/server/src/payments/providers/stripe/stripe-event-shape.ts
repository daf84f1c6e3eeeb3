import {
  currencyCode,
  idOrObject,
  is,
  isObject,
  optional,
  shapeProblem,
  text,
  whole,
  type Rule,
  type Shape,
} from '../event-shape.ts';

/** A subscription line must say when its period ends (`servicePeriodEnd`); other lines are not read. */
const billedLine: Rule = (line) =>
  isObject(line) &&
  (!isObject(line.parent) ||
    line.parent.type !== 'subscription_item_details' ||
    (isObject(line.period) && whole(line.period.end)));

const invoiceLines: Rule = (lines) =>
  isObject(lines) && optional((data) => Array.isArray(data) && data.every(billedLine))(lines.data);

/** The fields `stripe-payments.ts` and `stripe-webhook.ts` read, per object. */
const invoice: Shape = {
  object: is('invoice'),
  id: text,
  amount_due: whole,
  currency: currencyCode,
  created: whole,
  status: optional(text),
  customer: optional(idOrObject),
  'parent.subscription_details.subscription': optional(idOrObject),
  lines: optional(invoiceLines),
};

const subscription: Shape = {
  object: is('subscription'),
  id: text,
  status: text,
  customer: optional(idOrObject),
  ended_at: optional(whole),
  canceled_at: optional(whole),
};

const shapes: Record<string, [Shape, string]> = {
  'invoice.created': [invoice, 'invoice'],
  'invoice.updated': [invoice, 'invoice'],
  'invoice.paid': [invoice, 'invoice'],
  'invoice.payment_failed': [invoice, 'invoice'],
  'customer.subscription.updated': [subscription, 'subscription'],
  'customer.subscription.deleted': [subscription, 'subscription'],
  'customer.deleted': [{ object: is('customer'), id: text }, 'customer'],
  'payment_method.detached': [{ object: is('payment_method'), id: text }, 'payment_method'],
};

/**
 * What is wrong with a verified event of a type Masthead reads (the field
 * at fault), or null; types Masthead ignores are not looked at.
 * @example stripeEventProblem({ id: 'evt_1', type: 'invoice.paid', created: 1, data: { object: { object: 'charge' } } }) // 'invoice.object'
 */
export function stripeEventProblem(event: Record<string, unknown>): string | null {
  const known = typeof event.type === 'string' && Object.hasOwn(shapes, event.type) ? shapes[event.type] : undefined;
  if (!known) return null;
  if (!whole(event.created)) return 'event.created';
  const data = event.data;
  if (!isObject(data)) return 'event.data';
  if (!optional(isObject)(data.previous_attributes)) return 'event.data.previous_attributes';
  if (isObject(data.previous_attributes) && !optional(idOrObject)(data.previous_attributes.customer))
    return 'event.data.previous_attributes.customer';
  const [shape, name] = known;
  return shapeProblem(data.object, shape, name);
}
