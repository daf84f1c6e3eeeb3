import type { ApiClient } from '@masthead/client';

// Per client, so that each app (and each test) starts afresh.
const sent = new WeakMap<ApiClient, Map<string, Promise<unknown>>>();

/**
 * Confirms a join flow once however often the page asks: React's strict
 * mode runs effects twice, and a second POST from another request would
 * not find this browser logged in yet and answer `join-confirmed`.
 */
export function confirmOnce(api: ApiClient, joinFlowId: string): Promise<unknown> {
  const mine = sent.get(api) ?? new Map<string, Promise<unknown>>();
  sent.set(api, mine);
  const known = mine.get(joinFlowId);
  if (known) return known;
  const call = api.signup.confirmEmail({ body: { joinFlowId } });
  mine.set(joinFlowId, call);
  return call;
}
