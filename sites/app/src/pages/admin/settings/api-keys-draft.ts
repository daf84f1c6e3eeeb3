import { apiKeyCreateSchema, type ApiKeyCreate, type FieldError } from '@masthead/core';

/**
 * How long a new key works: a number of days, or never (docs/product/rules.md, "Text limits and other rules": only
 * after ticking the risk box).
 */
export const expiryChoices = ['30', '90', '365', 'never'] as const;
export type ExpiryChoice = (typeof expiryChoices)[number];

/** The create form as typed. */
export interface ApiKeyDraft {
  description: string;
  expiry: ExpiryChoice;
  /** The risk box: a key that never expires works until someone revokes it. */
  acceptNever: boolean;
}
export type ApiKeyField = keyof ApiKeyDraft;

/** The contract's limit on a description (core's `apiKeyCreateSchema`). */
export const descriptionLimit = apiKeyCreateSchema.properties.description.maxLength;

/** An expiry is advised (docs/product/rules.md, "Text limits and other rules"), so a new form offers 90 days. */
export const emptyApiKeyDraft: ApiKeyDraft = { description: '', expiry: '90', acceptNever: false };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * The `expires` to send: `now` plus the chosen days as an ISO date, or null for never.
 * @example expiresFor('30', new Date('2026-01-01T00:00:00Z')) // '2026-01-31T00:00:00.000Z'
 */
export function expiresFor(expiry: ExpiryChoice, now: Date): string | null {
  return expiry === 'never' ? null : new Date(now.getTime() + Number(expiry) * dayMs).toISOString();
}

/**
 * Checks a draft by the server's rules and the risk rule (which only the
 * form enforces: the API takes `expires: null` from a superadmin as it is),
 * and answers the body to send or the broken rules, named as a 422 names them.
 * @example checkApiKeyDraft({description: '', expiry: 'never', acceptNever: false}, now)
 *   // {ok: false, errors: [{field: 'description', rule: 'required'}, {field: 'acceptNever', rule: 'required'}]}
 */
export function checkApiKeyDraft(
  draft: ApiKeyDraft,
  now: Date,
): { ok: true; body: ApiKeyCreate } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const description = draft.description.trim();
  if (description === '') errors.push({ field: 'description', rule: 'required' });
  if (description.length > descriptionLimit) {
    errors.push({ field: 'description', rule: 'maxLength', params: { limit: descriptionLimit } });
  }
  if (draft.expiry === 'never' && !draft.acceptNever) errors.push({ field: 'acceptNever', rule: 'required' });
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, body: { description, expires: expiresFor(draft.expiry, now) } };
}
