import { resource, type ApiClient } from '@masthead/client';

/** The `outbox` calls of core's contract table, by name (admins only). */
export const emailCalls = {
  list: 'GET /outbox',
  retry: 'POST /outbox/{id}/retry',
} as const;

/** @example await emailsOf(api).list({ query: { limit: 25, offset: 0, status: 'failed' } }); */
export const emailsOf = (api: ApiClient) => resource(api.request, emailCalls);
