// Kept out of stripe-webhook.ts, which imports the SDK, so naming the events loads no SDK.
/** The Stripe events Masthead listens to; enable these on the webhook endpoint. */
export const stripeWebhookEvents = [
  'invoice.created',
  'invoice.updated',
  'invoice.paid',
  'invoice.payment_failed',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.deleted',
  'payment_method.detached',
] as const;
