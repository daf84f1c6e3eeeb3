import assert from 'node:assert/strict';
import type { ProviderName } from '../payment-methods.ts';
import { PaymentProviderError, type ProviderFailure } from '../provider-errors.ts';

/**
 * Checks for `assert.rejects`: the error is a `PaymentProviderError` of
 * `provider` with the given reason, flow id and operation.
 * @example
 * const providerError = providerErrorCheck('stripe');
 * await assert.rejects(provider.listPayments({ customerId }), providerError('unavailable', null, 'listPayments'));
 */
export function providerErrorCheck(provider: ProviderName) {
  return (reason: ProviderFailure, flowId: string | null, operation: string) => (error: unknown) => {
    assert.ok(error instanceof PaymentProviderError, String(error));
    assert.deepEqual(
      [error.provider, error.reason, error.flowId, error.operation],
      [provider, reason, flowId, operation],
    );
    return true;
  };
}
