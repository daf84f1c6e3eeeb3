import type { Agent } from 'node:https';
import { lazyProvider } from '../lazy-provider.ts';
import { positiveCents } from '../money.ts';
import { goCardlessMethods } from '../payment-methods.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { goCardlessCurrency } from './gocardless-currency.ts';

export interface GoCardlessProviderOptions {
  /** GOCARDLESS_ACCESS_TOKEN (a sandbox token in test mode). */
  accessToken: string;
  /** GOCARDLESS_WEBHOOK_SECRET, the secret of the webhook endpoint. */
  webhookSecret: string;
  /** GOCARDLESS_ENVIRONMENT: `sandbox` (api-sandbox.gocardless.com) or `live`. */
  environment: 'sandbox' | 'live';
  /** ISO 4217 code of every contribution, e.g. `GBP`. */
  currency: string;
  /** Per operation (all its requests together); 20 s by default. */
  timeoutMs?: number;
  /** Prorations below this (major units, positive) are not collected; 1 by default, the UK scheme's smallest payment. */
  minimumPayment?: number;
  /**
   * Carries the SDK's HTTPS requests (the SDK's `proxy` option; it has no
   * base URL option). The GoCardless double's agent delivers them to it.
   */
  agent?: Agent;
  now?: () => Date;
}

/**
 * The GoCardless adapter for gc_direct-debit. The SDK (about 22 MB
 * resident) is imported on the first call, not here: a server with no
 * GoCardless keys never loads it. The currency and minimum payment are
 * checked here, so a wrong one still stops the start.
 * @example
 * const gc = createGoCardlessProvider({
 *   accessToken: env.GOCARDLESS_ACCESS_TOKEN, webhookSecret: env.GOCARDLESS_WEBHOOK_SECRET,
 *   environment: env.GOCARDLESS_ENVIRONMENT, currency: 'GBP',
 * });
 */
export function createGoCardlessProvider(options: GoCardlessProviderOptions): PaymentProvider {
  goCardlessCurrency(options.currency);
  positiveCents(options.minimumPayment ?? 1);
  return lazyProvider('gocardless', goCardlessMethods, async () =>
    (await import('./gocardless-adapter.ts')).createGoCardlessAdapter(options),
  );
}
