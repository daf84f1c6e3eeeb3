import { errorBody, type ErrorCode } from '@masthead/core';

export interface SentCall {
  method: string;
  /** Path under /api/1.0 with its query, e.g. `contact/me?with=profile&with=roles`. */
  path: string;
  body: unknown;
}

export interface Answer {
  status: number;
  body?: unknown;
}

/** An answer may also come later (a promise), so a test can hold it back until it is ready. */
type Route = (call: SentCall) => Answer | undefined | Promise<Answer | undefined>;

/** `{status, body}` of a catalogued API error. */
export const apiError = (code: ErrorCode): Answer => {
  const body = errorBody(code);
  return { status: body.httpCode, body };
};

/**
 * A `fetch` for createApiClient that answers like the server would, from
 * `answer(call)`; every call is recorded in `calls`. An unexpected call is a 404.
 */
export function fakeApi(answer: Route) {
  const calls: SentCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: SentCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api\/1\.0\//, '') + url.search,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const { status, body } = (await answer(call)) ?? apiError('not-found');
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}

/**
 * Sends the page's own `fetch` calls (the embedded call-out form asks the API
 * itself, not through the app's client) to the same fake server; returns
 * the function that gives the page its real `fetch` back.
 */
export function routeGlobalFetch(api: { fetch: typeof fetch }): () => void {
  const real = globalThis.fetch;
  globalThis.fetch = api.fetch;
  return () => {
    globalThis.fetch = real;
  };
}

/** A recorded call's path without its query, e.g. `callout/c1/responses`. */
export const pathOf = (call: SentCall): string => call.path.split('?')[0] ?? '';

/** A recorded call's query, e.g. `queryOf(call).get('rules')`. */
export const queryOf = (call: SentCall): URLSearchParams => new URLSearchParams(call.path.split('?')[1] ?? '');

/** The list answer of API.md: `{items, offset, count, total}`. */
export const listAnswer = <T>(items: T[], total = items.length, offset = 0): Answer => ({
  status: 200,
  body: { items, offset, count: items.length, total },
});

/**
 * A 422 that names fields, as the server's checks answer:
 * `validationAnswer([{field: 'variants.default.title', rule: 'minLength'}])`.
 */
export const validationAnswer = (errors: import('@masthead/core').FieldError[]): Answer => ({
  status: 422,
  body: errorBody('validation', errors),
});
