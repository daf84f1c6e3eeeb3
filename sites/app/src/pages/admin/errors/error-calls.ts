import { resource, type ApiClient } from '@masthead/client';

/** The `client-errors` reads of core's contract table, by name (admins only). */
export const errorCalls = {
  list: 'GET /client-errors',
  get: 'GET /client-errors/{id}',
} as const;

/** @example await errorsOf(api).list({ query: { limit: 25, offset: 0 } }); */
export const errorsOf = (api: ApiClient) => resource(api.request, errorCalls);
