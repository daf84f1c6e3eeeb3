import { stripeMethods } from '../payment-methods.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { lazyProvider } from '../lazy-provider.ts';

export interface StripeProviderOptions {
  /** STRIPE_SECRET_KEY (`sk_test_…` in test mode). */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (`whsec_…`), the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** ISO 4217 code of every contribution, e.g. `GBP` (general settings' `currencyCode`). */
  currency: string;
  /** The product contributions are priced on; made with this id on first use. */
  productId?: string;
  productName?: string;
  /** Per request; 20 s by default. */
  timeoutMs?: number;
  /** Retries of a failed request (same idempotency key); 2 by default. */
  maxNetworkRetries?: number;
  /** Seconds a webhook signature stays valid; Stripe's default (300) when absent. */
  webhookTolerance?: number;
  /** Another API address, e.g. the Stripe double in tests; api.stripe.com when absent. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  now?: () => Date;
}

/**
 * The Stripe adapter for s_card, s_sepa, s_bacs, s_paypal and s_ideal. The
 * SDK (about 20 MB resident) is imported on the first call, not here: a
 * server with no Stripe keys never loads it.
 * @example
 * const stripe = createStripeProvider({
 *   secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, currency: 'GBP',
 * });
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  return lazyProvider('stripe', stripeMethods, async () =>
    (await import('./stripe-adapter.ts')).createStripeAdapter(options),
  );
}
