import { ApiError, resource, type ApiClient } from '@masthead/client';
import type { RuleGroup } from '@masthead/core';

/** The `notice` operations of core's contract table, by name. */
export const noticeCalls = {
  list: 'GET /notice',
  get: 'GET /notice/{id}',
  create: 'POST /notice',
  update: 'PATCH /notice/{id}',
  delete: 'DELETE /notice/{id}',
} as const;

/**
 * The notice calls over the app's client (the client's namespaces have no
 * notices yet; these are typed from the contract table all the same).
 * @example await noticesOf(api).get({ params: { id } });
 */
export const noticesOf = (api: ApiClient) => resource(api.request, noticeCalls);

/** The rules that keep a list to open notices (`status equal open`). */
export const openNoticeRules: RuleGroup = {
  condition: 'AND',
  rules: [{ field: 'status', operator: 'equal', value: ['open'] }],
};

/** A notice that cannot be shown: unknown (404), or an id that is no id at all (400). */
export const isMissingNotice = (error: unknown): boolean =>
  error instanceof ApiError && (error.httpCode === 404 || error.httpCode === 400);
