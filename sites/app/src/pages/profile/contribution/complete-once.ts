import type { ApiClient } from '@masthead/client';
import type { ContributionInfo } from '@masthead/core';

export type FlowKind = 'contribution' | 'paymentMethod';

// Per client, so that each app (and each test) starts afresh.
const sent = new WeakMap<ApiClient, Map<string, Promise<ContributionInfo>>>();

/**
 * Completes a payment flow once however often a page asks: React's strict
 * mode runs effects twice, and a second POST would find the flow used and
 * report a failure over the success. `again` sends it anew (Try again after
 * a provider failure, which gives the flow back).
 */
export function completeOnce(api: ApiClient, kind: FlowKind, flowId: string, again = false) {
  const mine = sent.get(api) ?? new Map<string, Promise<ContributionInfo>>();
  sent.set(api, mine);
  const key = `${kind} ${flowId}`;
  const known = mine.get(key);
  if (known && !again) return known;
  const options = { params: { id: 'me' }, body: { paymentFlowId: flowId } };
  const calls = api.contributions;
  const call = kind === 'contribution' ? calls.complete(options) : calls.completePaymentMethod(options);
  mine.set(key, call);
  return call;
}
