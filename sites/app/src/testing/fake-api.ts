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

type Route = (call: SentCall) => Answer | undefined;

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
    const { status, body } = answer(call) ?? apiError('not-found');
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(body ?? {}), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
