import Stripe from 'stripe';
import { PaymentProviderError, providerFailure, type ProviderFailure } from '../provider-errors.ts';

/** Which adapter call is running, for the errors it may throw. */
export interface StripeOperation {
  operation: string;
  flowId: string | null;
}

/**
 * Runs one adapter call; an error of the Stripe SDK becomes a
 * `PaymentProviderError` naming the call and its flow id. Other errors
 * (ours, or bugs) pass through unchanged.
 */
export async function runStripe<T>(op: StripeOperation, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    throw new PaymentProviderError({
      provider: 'stripe',
      ...op,
      reason: stripeFailure(error),
      providerCode: error.code ?? null,
      status: error.statusCode ?? null,
      cause: error,
    });
  }
}

/** A failure found by the adapter itself, e.g. a flow the member has not finished. */
export function stripeRefusal(
  op: StripeOperation,
  reason: ProviderFailure,
  providerCode: string,
): PaymentProviderError {
  return new PaymentProviderError({ provider: 'stripe', ...op, reason, providerCode });
}

function stripeFailure(error: InstanceType<typeof Stripe.errors.StripeError>): ProviderFailure {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return isTimeout(error.detail) ? providerFailure.timeout : providerFailure.unavailable;
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) return providerFailure.unavailable;
  if (error.statusCode === undefined || error.statusCode >= 500) return providerFailure.unavailable;
  return providerFailure.refused;
}

function isTimeout(detail: unknown): boolean {
  return typeof detail === 'object' && detail !== null && 'code' in detail && detail.code === 'ETIMEDOUT';
}

/** The id of an expandable field, whether Stripe sent an id or an object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}
