import type {
  Callout,
  CalloutResponse,
  CalloutSort,
  CalloutWith,
  FormAnswers,
  ResponseSort,
  ResponseWith,
  RuleGroup,
} from '@masthead/core';
import type { ApiClient } from './api-client.ts';

/** A page of a list call (docs/product/api.md, Lists). */
export interface ListPage<T> {
  items: T[];
  offset: number;
  count: number;
  total: number;
}

export interface CalloutQueryOptions {
  with?: readonly CalloutWith[];
  /** The locale whose texts to show; they fall back to the call-out's default texts. */
  variant?: string;
}

export interface CalloutListOptions extends CalloutQueryOptions {
  rules?: RuleGroup;
  sort?: CalloutSort;
  order?: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

export interface ResponseListOptions {
  rules?: RuleGroup;
  with?: readonly ResponseWith[];
  sort?: ResponseSort;
  order?: 'ASC' | 'DESC';
  limit?: number;
  offset?: number;
}

const calloutQuery = (options: CalloutQueryOptions) => ({
  with: options.with && options.with.length > 0 ? [...options.with] : undefined,
  variant: options.variant,
});

/**
 * `GET callout/{id}`: one call-out by id or slug, 404 when the caller may not see it.
 * @example await getCallout(api, 'housing-costs', {with: ['form'], variant: 'de'})
 */
export function getCallout(api: ApiClient, idOrSlug: string, options: CalloutQueryOptions = {}): Promise<Callout> {
  return api.callouts.get({ params: { id: idOrSlug }, query: calloutQuery(options) });
}

/** `GET callout`: the call-outs the caller may see, filtered by `rules`. */
export function listCallouts(api: ApiClient, options: CalloutListOptions = {}): Promise<ListPage<Callout>> {
  const { rules, sort, order, limit, offset } = options;
  return api.callouts.list({
    query: { ...calloutQuery(options), rules: rules ? JSON.stringify(rules) : undefined, sort, order, limit, offset },
  });
}

/** `GET callout-responses`: the responses the caller may see, filtered by `rules`. */
export function listResponses(api: ApiClient, options: ResponseListOptions = {}): Promise<ListPage<CalloutResponse>> {
  const { rules, sort, order, limit, offset } = options;
  return api.responses.list({
    query: {
      rules: rules ? JSON.stringify(rules) : undefined,
      with: options.with && options.with.length > 0 ? [...options.with] : undefined,
      sort,
      order,
      limit,
      offset,
    },
  });
}

/**
 * The caller's own responses, newest first, whatever else they may see
 * (a member who also reviews a call-out sees only their own here).
 */
export function listOwnResponses(
  api: ApiClient,
  options: Omit<ResponseListOptions, 'rules'> = {},
): Promise<ListPage<CalloutResponse>> {
  return listResponses(api, {
    sort: 'createdAt',
    order: 'DESC',
    ...options,
    rules: { condition: 'AND', rules: [{ field: 'contact', operator: 'equal', value: ['me'] }] },
  });
}

/** `GET callout-responses/{id}`: 404 when the caller may not see it. */
export function getResponse(
  api: ApiClient,
  id: string,
  options: { with?: readonly ResponseWith[] } = {},
): Promise<CalloutResponse> {
  return api.responses.get({
    params: { id },
    query: { with: options.with && options.with.length > 0 ? [...options.with] : undefined },
  });
}

/**
 * `PATCH callout-responses/{id} {answers}`: the respondent replaces the
 * answers of their own response, while the call-out is open and allows
 * updates (else 403 `callout-closed` or `forbidden`; 422 for a bad answer).
 */
export function updateResponseAnswers(api: ApiClient, id: string, answers: FormAnswers): Promise<CalloutResponse> {
  return api.responses.update({ params: { id }, body: { answers } });
}
