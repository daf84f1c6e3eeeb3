import { ApiError } from '@masthead/client';
import type { RuleGroup } from '@masthead/core';

/** The rules that keep a list to open notices (`status equal open`). */
export const openNoticeRules: RuleGroup = {
  condition: 'AND',
  rules: [{ field: 'status', operator: 'equal', value: ['open'] }],
};

/** A notice that cannot be shown: unknown (404), or an id that is no id at all (400). */
export const isMissingNotice = (error: unknown): boolean =>
  error instanceof ApiError && (error.httpCode === 404 || error.httpCode === 400);
