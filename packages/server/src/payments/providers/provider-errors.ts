import type { ProviderName } from './payment-methods.ts';

/**
 * Why a provider call failed:
 * - `timeout`: no answer within the adapter's time limit;
 * - `unavailable`: the provider answered 5xx or 429, or could not be reached;
 * - `refused`: the provider answered 4xx (bad request, declined, unknown id);
 * - `incomplete`: the member has not finished the provider's pages yet.
 * `timeout` and `unavailable` are worth retrying with the same flow id.
 */
export const providerFailure = {
  timeout: 'timeout',
  unavailable: 'unavailable',
  refused: 'refused',
  incomplete: 'incomplete',
} as const;
export type ProviderFailure = (typeof providerFailure)[keyof typeof providerFailure];

export interface PaymentProviderErrorInit {
  provider: ProviderName;
  /** The adapter method that failed, e.g. `startFlow`. */
  operation: string;
  /** The flow id the caller passed, or null for operations without one. */
  flowId: string | null;
  reason: ProviderFailure;
  /** The provider's own error code or reason, e.g. `resource_missing`. */
  providerCode?: string | null;
  /** The provider's HTTP status, when it answered. */
  status?: number | null;
  cause?: unknown;
}

/**
 * A provider call that did not complete. An adapter method throws this
 * instead of returning part of a result; steps already taken at the provider
 * carry idempotency keys derived from the flow id, so calling again with
 * the same flow id finishes the work without doing it twice.
 * @example if (error instanceof PaymentProviderError && error.reason === 'timeout') retryLater(error.flowId)
 */
export class PaymentProviderError extends Error {
  readonly provider: ProviderName;
  readonly operation: string;
  readonly flowId: string | null;
  readonly reason: ProviderFailure;
  readonly providerCode: string | null;
  readonly status: number | null;

  constructor(init: PaymentProviderErrorInit) {
    super(`${init.provider} ${init.operation} failed: ${init.reason}`, { cause: init.cause });
    this.name = 'PaymentProviderError';
    this.provider = init.provider;
    this.operation = init.operation;
    this.flowId = init.flowId;
    this.reason = init.reason;
    this.providerCode = init.providerCode ?? null;
    this.status = init.status ?? null;
  }
}

export type InvalidWebhookReason = 'missing-signature' | 'bad-signature' | 'malformed';

/**
 * A webhook that is not provably from the provider, or not readable: the
 * route answers 400 and processes nothing.
 */
export class InvalidWebhookError extends Error {
  readonly provider: ProviderName;
  readonly reason: InvalidWebhookReason;

  constructor(provider: ProviderName, reason: InvalidWebhookReason, cause?: unknown) {
    super(`${provider} webhook rejected: ${reason}`, { cause });
    this.name = 'InvalidWebhookError';
    this.provider = provider;
    this.reason = reason;
  }
}
